import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FEED_COUNT_CAP, feedCaution, feedCountLabel, matchedNoticesHeading, monthlyAverage, orderMatchReasons, showingHeading, windowDays } from '../feedPreview/rules/feedPreview';
import {
  canSelectAllSuppliers,
  effectiveSupplierSort,
  rowSignals,
  selectAllState,
  smeLabel,
  truncateAlias,
} from '../suppliers/rules/supplierSearch';
import {
  canRenderSignalModal,
  canSaveSupplierSignal,
  isSelectionSaved,
  nextSignalGuids,
  selectAllCategoryLabel,
  signalActionFor,
  signalConfirmationText,
  signalSaveFailedMessage,
  signalSavedMessage,
  supplierPickerEmptyText,
  updateSignalSettingsInput,
} from './rules/supplierSignals';
import { HIDE_SAVE_SUPPLIER_MODAL, hideSaveSupplierModalState } from './states/hideSaveSupplierModalState';

describe('supplier signal membership', () => {
  it('needs SUPPLIERS and the entry’s own data type, and never a guest', () => {
    expect(canSaveSupplierSignal(['SUPPLIERS', 'COMPETITORS'], 'competitor')).toBe(true);
    expect(canSaveSupplierSignal(['SUPPLIERS', 'COMPETITORS'], 'partner')).toBe(false);
    expect(canSaveSupplierSignal(['COMPETITORS', 'PARTNERS'], 'competitor')).toBe(false);
    expect(canSaveSupplierSignal(['SUPPLIERS', 'COMPETITORS', 'PARTNERS'], 'partner', true)).toBe(false);
  });

  it.each([
    [['a'], ['a', 'b'], true, 'Remove'],
    [['c'], ['a', 'b'], false, 'Save'],
    [['a', 'b'], ['a', 'b', 'x'], true, 'Remove'],
    [['a', 'c'], ['a', 'b'], false, 'Save'],
    [[], ['a'], false, 'Save'],
  ])('selection %j against saved %j: saved %s → %s', (selected, saved, isSaved, action) => {
    expect(isSelectionSaved(selected, saved)).toBe(isSaved);
    expect(signalActionFor(selected, saved)).toBe(action);
  });

  it('adds without duplicates and removes only the selected guids', () => {
    expect(nextSignalGuids('Save', ['a', 'b'], ['b', 'c'])).toEqual(['a', 'b', 'c']);
    expect(nextSignalGuids('Remove', ['a', 'b', 'c'], ['a', 'c'])).toEqual(['b']);
  });

  it('leaves the undefined list out of the input', () => {
    expect(updateSignalSettingsInput('competitor', ['a'])).toEqual({ competitorIds: ['a'] });
    expect(updateSignalSettingsInput('partner', [])).toEqual({ partnerIds: [] });
    expect(Object.keys(updateSignalSettingsInput('partner', ['a']))).toEqual(['partnerIds']);
  });

  it('has the spec’s messages, pluralised for bulk', () => {
    expect(signalSavedMessage('competitor')).toBe('Competitor signals saved successfully');
    expect(signalSavedMessage('partner')).toBe('Partner signals saved successfully');
    expect(signalSaveFailedMessage('competitor', 1)).toBe(
      'Failed to save supplier as competitor, please contact an admin if this issue persists.',
    );
    expect(signalSaveFailedMessage('partner', 3)).toBe(
      'Failed to bulk save suppliers as partners, please contact an admin if this issue persists.',
    );
    expect(selectAllCategoryLabel('competitor')).toBe('Select all competitors');
    expect(supplierPickerEmptyText('partner')).toBe(
      'Save suppliers as partners through your signal settings to uncover more renewal opportunities and achieve relevant results.',
    );
  });

  it.each([
    ['Save', 'competitor', 1, 'Save this supplier as a competitor?'],
    ['Save', 'partner', 1, 'Save this supplier as a partner?'],
    ['Save', 'competitor', 2, 'Save these 2 suppliers as competitors?'],
    ['Save', 'partner', 12, 'Save these 12 suppliers as partners?'],
    ['Remove', 'competitor', 1, 'Remove this supplier from competitors?'],
    ['Remove', 'partner', 3, 'Remove these 3 suppliers from partners?'],
  ] as const)('titles the confirmation for %s %s × %i: %s', (action, type, count, title) => {
    expect(signalConfirmationText(action, type, count).title).toBe(title);
  });

  it('renders the confirmation only with an action and a type, logging otherwise', () => {
    const log = vi.fn();
    expect(canRenderSignalModal({ action: 'Save', type: 'partner' }, log)).toBe(true);
    expect(canRenderSignalModal({ action: 'Save' }, log)).toBe(false);
    expect(canRenderSignalModal({ type: 'competitor' }, log)).toBe(false);
    expect(log).toHaveBeenCalledTimes(2);
  });
});

describe('HIDE_SAVE_SUPPLIER_MODAL', () => {
  afterEach(() => window.localStorage.clear());
  it("stores 'true' or 'false' under its own name", () => {
    const store = createStore();
    expect(store.get(hideSaveSupplierModalState)).toBe(false);
    store.set(hideSaveSupplierModalState, true);
    expect(window.localStorage.getItem(HIDE_SAVE_SUPPLIER_MODAL)).toBe('true');
    store.set(hideSaveSupplierModalState, false);
    expect(window.localStorage.getItem(HIDE_SAVE_SUPPLIER_MODAL)).toBe('false');
  });
  it("reads 'true' set earlier once mounted", () => {
    window.localStorage.setItem(HIDE_SAVE_SUPPLIER_MODAL, 'true');
    const store = createStore();
    const unsubscribe = store.sub(hideSaveSupplierModalState, () => undefined);
    expect(store.get(hideSaveSupplierModalState)).toBe(true);
    unsubscribe();
  });
});

describe('feed preview', () => {
  it.each([
    // total, days, average, caution
    [0, 183, 0, 'few'],
    [54, 183, 9, 'few'],
    [55, 183, 9.17, null],
    [1259, 183, 209.83, null],
    [1260, 183, 210, 'many'],
    [5000, 183, 833.33, 'many'],
  ] as const)('%s notices over %s days → %s a month → %s', (total, days, average, caution) => {
    expect(monthlyAverage(total, days)).toBeCloseTo(average, 2);
    expect(feedCaution(total, days)).toBe(caution);
  });

  it('counts the window in days and writes the headings', () => {
    expect(windowDays(new Date('2025-09-12T00:00:00Z'), new Date('2026-03-12T00:00:00Z'))).toBe(181);
    expect(matchedNoticesHeading(1234)).toBe('1,234 matched notices in last 6 months');
    expect(showingHeading(40, 1234)).toBe('Showing 40 out of 1,234 notices');
  });

  // Spec 1§5: displayed result counts cap at 1,000,000+.
  it.each([
    [0, false, '0'],
    [1, false, '1'],
    [2_000, false, '2,000'],
    [2_001, false, '2,001'],
    [23_456, false, '23,456'],
    [999_999, false, '999,999'],
    [1_000_000, false, '1,000,000+'],
    [1_000_001, true, '1,000,000+'],
    [2_500_000, false, '1,000,000+'],
  ] as const)('words a total of %i (estimate %s) as %s', (total, estimate, label) => {
    expect(FEED_COUNT_CAP).toBe(1_000_000);
    expect(feedCountLabel(total, estimate)).toBe(label);
    expect(matchedNoticesHeading(total, estimate)).toBe(`${label} matched notices in last 6 months`);
    expect(showingHeading(40, total, estimate)).toBe(`Showing 40 out of ${label} notices`);
  });

  it('orders match reasons keyword, partner, competitor, CPV', () => {
    const ordered = orderMatchReasons([
      { category: 'cpv', name: '72' },
      { category: 'competitor', name: 'Acme' },
      { category: 'keyword', name: 'cloud' },
      { category: 'partner', name: 'Beta' },
    ]);
    expect(ordered.map((s) => s.category)).toEqual(['keyword', 'partner', 'competitor', 'cpv']);
  });
});

describe('supplier search', () => {
  const none = { text: '', signals: [], buyerIds: [], buyerListIds: [] };
  it.each([
    ['no context, no sort', none, null, { field: 'name', order: 'asc' }],
    ['two letters are not enough', { ...none, text: 'ac' }, null, { field: 'name', order: 'asc' }],
    ['three letters', { ...none, text: 'acm' }, null, { field: 'awards_count', order: 'desc' }],
    ['signals', { ...none, signals: ['s1'] }, null, { field: 'awards_count', order: 'desc' }],
    ['buyer ids', { ...none, buyerIds: ['b'] }, null, { field: 'awards_count', order: 'desc' }],
    ['buyer lists', { ...none, buyerListIds: ['l'] }, null, { field: 'awards_count', order: 'desc' }],
    ['awards sort without context reverts', none, { field: 'awards_count', order: 'desc' }, { field: 'name', order: 'asc' }],
    ['name desc is kept', none, { field: 'name', order: 'desc' }, { field: 'name', order: 'desc' }],
  ] as const)('%s', (_label, ctx, requested, expected) => {
    expect(effectiveSupplierSort(ctx, requested)).toEqual(expected);
  });

  it('offers select-all only with typed text and fewer than 100 results', () => {
    expect(canSelectAllSuppliers('acme', 99)).toBe(true);
    expect(canSelectAllSuppliers('acme', 100)).toBe(false);
    expect(canSelectAllSuppliers('  ', 5)).toBe(false);
    expect(selectAllState(3, 3)).toBe('checked');
    expect(selectAllState(1, 3)).toBe('indeterminate');
    expect(selectAllState(0, 3)).toBe('unchecked');
  });

  it('labels SME, keeps three signals a row and cuts alias names at 100 characters', () => {
    expect([smeLabel(true), smeLabel(false), smeLabel(null)]).toEqual(['Yes', 'No', 'unknown']);
    expect(rowSignals([1, 2, 3, 4, 5])).toEqual({ shown: [1, 2, 3], more: 2 });
    expect(truncateAlias('x'.repeat(120))).toHaveLength(101);
    expect(truncateAlias('Acme')).toBe('Acme');
  });
});
