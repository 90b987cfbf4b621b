import { act, renderHook, waitFor } from '@testing-library/react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { createElement, type ReactNode } from 'react';
import { Provider } from 'urql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSchemaClient } from '../../testing/schemaClient';
import { SUPPLIER_GUIDS } from '../../suppliers/mocks/fixtures';
import { createSignalsMockRoot } from '../mocks/store';
import { NO_SIGNAL_INPUT_MESSAGE } from '../rules/supplierSignals';
import { HIDE_SAVE_SUPPLIER_MODAL } from '../states/hideSaveSupplierModalState';
import {
  useSupplierSignalSaving,
  type SignalSaveOutcome,
  type SignalSupplier,
} from './useSupplierSignalSaving';

const GROWTH = ['SUPPLIERS', 'COMPETITORS', 'PARTNERS'];
const dales = { guid: SUPPLIER_GUIDS.dales, name: 'Dales Highways Contracting Ltd' };
const capita = { guid: SUPPLIER_GUIDS.capita, name: 'Capita Business Services Ltd' };

function setup(suppliers: SignalSupplier[], activeDataTypes = GROWTH, isGuest = false) {
  const mock = createSignalsMockRoot();
  const { client, server } = createSchemaClient(mock.root);
  const outcomes: SignalSaveOutcome[] = [];
  const log = vi.fn();
  const store = createStore();
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(JotaiProvider, { store }, createElement(Provider, { value: client }, children));
  const hook = renderHook(
    () =>
      useSupplierSignalSaving({
        suppliers,
        activeDataTypes,
        isGuest,
        log,
        onOutcome: (o) => outcomes.push(o),
      }),
    { wrapper },
  );
  return { ...hook, server, outcomes, log, current: mock.current };
}

afterEach(() => localStorage.clear());

describe('useSupplierSignalSaving', () => {
  it('asks for confirmation, then saves only the changed set and remembers "Don\'t show me this again"', async () => {
    const t = setup([dales]);
    await waitFor(() => expect(t.result.current.savedLoading).toBe(false));
    expect(t.result.current.saved).toEqual({ competitor: false, partner: false });
    act(() => t.result.current.choose('competitor'));
    expect(t.result.current.pending).toMatchObject({
      action: 'Save',
      type: 'competitor',
      input: { competitorIds: [SUPPLIER_GUIDS.capita, SUPPLIER_GUIDS.dales] },
    });
    expect(t.result.current.pending?.input).not.toHaveProperty('partnerIds');
    expect(t.server.calls).not.toContain('UpdateSignalSettings');
    await act(() => t.result.current.confirm({ dontShowAgain: true }));
    expect(localStorage.getItem(HIDE_SAVE_SUPPLIER_MODAL)).toBe('true');
    expect(t.outcomes).toEqual([
      { ok: true, message: 'Signal settings updated', action: 'Save', type: 'competitor' },
    ]);
    expect(t.current().competitorGuids).toEqual([SUPPLIER_GUIDS.capita, SUPPLIER_GUIDS.dales]);
    await waitFor(() => expect(t.result.current.saved.competitor).toBe(true));

    // Next time the modal is skipped: choosing a saved entry removes at once.
    act(() => t.result.current.choose('competitor'));
    expect(t.result.current.pending).toBeNull();
    await waitFor(() => expect(t.outcomes).toHaveLength(2));
    expect(t.outcomes[1]).toMatchObject({ ok: true, action: 'Remove' });
    expect(t.current().competitorGuids).toEqual([SUPPLIER_GUIDS.capita]);
  });

  it('bulk: saved only when every selected supplier is; Remove takes the selection out', async () => {
    localStorage.setItem(HIDE_SAVE_SUPPLIER_MODAL, 'true');
    const mixed = setup([dales, capita]);
    await waitFor(() => expect(mixed.result.current.savedLoading).toBe(false));
    expect(mixed.result.current.saved.competitor).toBe(false);
    act(() => mixed.result.current.choose('competitor'));
    await waitFor(() => expect(mixed.outcomes).toHaveLength(1));
    expect(mixed.current().competitorGuids).toEqual([SUPPLIER_GUIDS.capita, SUPPLIER_GUIDS.dales]);
    await waitFor(() => expect(mixed.result.current.saved.competitor).toBe(true));
    act(() => mixed.result.current.choose('competitor'));
    await waitFor(() => expect(mixed.outcomes).toHaveLength(2));
    expect(mixed.current().competitorGuids).toEqual([]);
  });

  it('does nothing without the data types (a lock shows instead)', async () => {
    const t = setup([dales], ['SUPPLIERS', 'PARTNERS']);
    await waitFor(() => expect(t.result.current.savedLoading).toBe(false));
    expect(t.result.current.canUse('competitor')).toBe(false);
    expect(t.result.current.canUse('partner')).toBe(true);
    act(() => t.result.current.choose('competitor'));
    expect(t.result.current.pending).toBeNull();
    const guest = setup([dales], GROWTH, true);
    expect(guest.result.current.canUse('partner')).toBe(false);
  });

  it('Continue with nothing prepared logs and sends nothing', async () => {
    const t = setup([dales]);
    await waitFor(() => expect(t.result.current.savedLoading).toBe(false));
    await act(() => t.result.current.confirm());
    expect(t.log).toHaveBeenCalledWith(NO_SIGNAL_INPUT_MESSAGE);
    expect(t.server.calls).not.toContain('UpdateSignalSettings');
  });

  it('reports the failure text, pluralised for a bulk save', async () => {
    localStorage.setItem(HIDE_SAVE_SUPPLIER_MODAL, 'true');
    const t = setup([dales, capita]);
    await waitFor(() => expect(t.result.current.savedLoading).toBe(false));
    t.server.failNextMutation = true;
    act(() => t.result.current.choose('partner'));
    await waitFor(() => expect(t.outcomes).toHaveLength(1));
    expect(t.outcomes[0]).toEqual({
      ok: false,
      message: 'Failed to bulk save suppliers as partners, please contact an admin if this issue persists.',
    });
  });
});
