/**
 * useExport against the msw mocks of `@tenderlens/domain/mocks` through the real client: what the
 * export button, the progress modal and the failure modal will see.
 */
import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { appConfigFixture, mockHandlers } from '../../mocks';
import { renderWithClient } from '../../testing/renderWithClient';
import type { ExportsScenario } from '../mocks/handlers';
import { useExport, type ExportOutcome, type ExportState, type ExportTarget, type UseExportOptions } from './useExport';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const FAST: UseExportOptions = { pollIntervalMs: 5 };
const asyncFailure = {
  kind: 'async_failed',
  title: 'Oh uh, something went wrong',
  message: `Please try exporting again or contact a member of our team at ${appConfigFixture.supportEmail}.`,
  action: 'Ok',
};

function setup(target: ExportTarget, scenario: ExportsScenario = 'default', options: UseExportOptions = FAST) {
  server.use(...mockHandlers({ exports: scenario }));
  const saved: { blob: Blob; fileName: string }[] = [];
  const states: ExportState[] = [];
  const rendered = renderWithClient(() => {
    const result = useExport(target, { ...options, save: (blob, fileName) => saved.push({ blob, fileName }) });
    states.push(result.state);
    return result;
  });
  return { ...rendered, saved, states };
}

async function run(result: { current: { exportFile: (f: 'csv' | 'xlsx') => Promise<ExportOutcome> } }, format: 'csv' | 'xlsx' = 'csv') {
  let outcome: ExportOutcome | undefined;
  await act(async () => {
    outcome = await result.current.exportFile(format);
  });
  return outcome;
}

describe('useExport: small exports download at once', () => {
  it('fetches the records CSV and saves it under the server’s file name', async () => {
    const { result, saved, states } = setup({ kind: 'records', filters: { stages: ['OPEN'] }, rowCount: 120 });
    expect(await run(result)).toEqual({ ok: true, fileName: 'tenderlens-notices-2026-11-23.csv' });
    expect(saved).toHaveLength(1);
    expect(await saved[0]?.blob.text()).toContain('Cloud hosting services');
    expect(states.some((s) => s.status === 'polling')).toBe(false);
    expect(result.current.state).toEqual({ status: 'done', fileName: 'tenderlens-notices-2026-11-23.csv' });
    expect(result.current.showProgress).toBe(false);
  });

  it('exports suppliers by guid list as xlsx', async () => {
    const { result, saved } = setup({ kind: 'suppliers', selection: { guids: ['0b8e6d1a-2c3f-4e5a-9b7c-8d6e5f4a3b21'] }, rowCount: 1 });
    expect(await run(result, 'xlsx')).toEqual({ ok: true, fileName: 'tenderlens-suppliers-2026-11-23.xlsx' });
    expect(saved[0]?.fileName).toBe('tenderlens-suppliers-2026-11-23.xlsx');
  });

  it('exports a large supplier search (competitors tab, buyer lists) as a background job of the same filters', async () => {
    const filters = { signals: ['competitor:0b8e6d1a-2c3f-4e5a-9b7c-8d6e5f4a3b21'], buyer_list_ids: ['7'], sort: 'awards_count' as const };
    const { result, saved } = setup({ kind: 'suppliers', selection: { filters }, rowCount: 5000 });
    let sent: unknown = null;
    server.use(
      // Records the body, then falls through to the mocks' job (no response returned).
      http.post('*/api/suppliers/async_export', async ({ request }) => {
        sent = await request.clone().json();
      }),
    );
    expect(await run(result, 'csv')).toEqual({ ok: true, fileName: 'tenderlens-suppliers-2026-11-23.csv' });
    expect(sent).toEqual({ filters, format: 'csv' });
    expect(saved[0]?.fileName).toBe('tenderlens-suppliers-2026-11-23.csv');
  });

  it('shows “Export failed. Please try again later.” when the export call fails', async () => {
    const { result, saved } = setup({ kind: 'records', filters: {}, rowCount: 10 }, 'exportError');
    expect(await run(result)).toEqual({ ok: false, failure: { kind: 'export_failed', message: 'Export failed. Please try again later.' } });
    expect(result.current.state).toEqual({ status: 'error', failure: { kind: 'export_failed', message: 'Export failed. Please try again later.' } });
    expect(saved).toEqual([]);
    act(() => result.current.dismiss());
    expect(result.current.state).toEqual({ status: 'idle' });
  });

  it('shows “Failed to download file” when the file cannot be saved', async () => {
    server.use(...mockHandlers());
    const { result } = renderWithClient(() =>
      useExport({ kind: 'records', filters: {}, rowCount: 10 }, { save: () => {
        throw new Error('blocked');
      } }),
    );
    expect(await run(result)).toEqual({ ok: false, failure: { kind: 'download_failed', message: 'Failed to download file' } });
  });

  it('switches to a background job when the server says the export is too large to stream', async () => {
    const { result, saved } = setup({ kind: 'records', filters: {}, rowCount: 3000 });
    server.use(
      http.post('*/api/records/search.csv', () =>
        HttpResponse.json({ error: { code: 'async_export_required', message: 'too many rows' } }, { status: 409 }),
      ),
    );
    expect(await run(result)).toEqual({ ok: true, fileName: 'tenderlens-notices-2026-11-23.csv' });
    expect(saved).toHaveLength(1);
  });
});

describe('useExport: large exports run as jobs', () => {
  it('creates a records job, reports progress for the modal, then downloads', async () => {
    const { result, saved, states } = setup({ kind: 'records', filters: {}, rowCount: 12_480 }, 'default', { pollIntervalMs: 20 });
    act(() => {
      void result.current.exportFile('xlsx');
    });
    await waitFor(() => expect(result.current.showProgress).toBe(true));
    await waitFor(() => expect(result.current.state.status).toBe('done'));
    const progress = states.flatMap((s) => (s.status === 'polling' ? [s.progress] : []));
    expect(progress[0]).toBe(0);
    expect(progress).toContain(1 / 3);
    expect(progress).toContain(2 / 3);
    expect(result.current.state).toEqual({ status: 'done', fileName: 'tenderlens-notices-2026-11-23.xlsx' });
    expect(saved[0]?.fileName).toBe('tenderlens-notices-2026-11-23.xlsx');
    expect(result.current.showProgress).toBe(false);
  });

  it('exports organisations through exportOrganisations + fileExport polling', async () => {
    const { result, saved } = setup({ kind: 'organisations', request: { primaryRole: 'SUPPLIER' } });
    expect(await run(result)).toEqual({ ok: true, fileName: 'tenderlens-organisations-2026-11-23.csv' });
    expect(saved).toHaveLength(1);
  });

  it.each([
    ['the job fails', 'jobFailed', 'job_failed'],
    ['polling throws', 'pollError', 'poll_error'],
  ] as const)('shows the “Oh uh” modal when %s', async (_label, scenario, reason) => {
    const { result, saved } = setup({ kind: 'records', filters: {}, rowCount: 5000 }, scenario);
    const outcome = await run(result);
    expect(outcome).toEqual({ ok: false, failure: { ...asyncFailure, reason } });
    expect(result.current.state).toEqual({ status: 'error', failure: { ...asyncFailure, reason } });
    expect(saved).toEqual([]);
  });

  it('shows the “Oh uh” modal when the GraphQL status poll fails', async () => {
    const { result } = setup({ kind: 'organisations', request: {} }, 'pollError');
    expect(await run(result)).toMatchObject({ ok: false, failure: { kind: 'async_failed', reason: 'poll_error' } });
  });

  it('gives up after the poll budget (the 10-minute time-out)', async () => {
    const { result } = setup({ kind: 'records', filters: {}, rowCount: 9000 }, 'slow', { pollIntervalMs: 1, maxPolls: 4 });
    expect(await run(result)).toMatchObject({ ok: false, failure: { kind: 'async_failed', reason: 'timeout' } });
  });

  it('shows “Failed to download file” when the finished file cannot be fetched', async () => {
    const { result } = setup({ kind: 'records', filters: {}, rowCount: 9000 }, 'downloadError');
    expect(await run(result)).toEqual({ ok: false, failure: { kind: 'download_failed', message: 'Failed to download file' } });
  });

  it('stops polling when the component unmounts', async () => {
    const { result, unmount } = setup({ kind: 'records', filters: {}, rowCount: 9000 }, 'slow');
    const polls = vi.fn();
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/api/jobs/')) polls();
    });
    act(() => {
      void result.current.exportFile('csv');
    });
    await waitFor(() => expect(polls).toHaveBeenCalled());
    unmount();
    const seen = polls.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(polls.mock.calls.length).toBeLessThanOrEqual(seen + 1);
    server.events.removeAllListeners();
  });
});
