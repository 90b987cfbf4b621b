import { describe, expect, it, vi } from 'vitest';
import { highlightSegments } from '../feedPreview/rules/highlight';
import { expandCodes, topmostCodes } from '../signals/rules/cpvSelection';
import { compressSearchParam } from '../url/searchParams';
import { awardsSearchFilters, supplierFilterChips, toSupplierSearchInput } from './rules/supplierRequest';
import {
  DEFAULT_SUPPLIER_FILTERS,
  parseSupplierFiltersParam,
  serialiseSupplierFilters,
} from './schemas/supplierFilters';

const saved = { competitorGuids: ['c1', 'c2'], partnerGuids: [] };
const paging = { offset: 0, limit: 20 };

describe('supplierFilters URL parameter', () => {
  it('round-trips and falls back to the default per bad field', () => {
    const f = {
      ...DEFAULT_SUPPLIER_FILTERS,
      text: 'capita',
      tab: 'competitors' as const,
      sme: 'only' as const,
    };
    expect(parseSupplierFiltersParam(serialiseSupplierFilters(f))).toEqual(f);
    expect(serialiseSupplierFilters(DEFAULT_SUPPLIER_FILTERS)).toBe('');
    const log = vi.fn();
    expect(parseSupplierFiltersParam('%%%not-valid', { log })).toEqual(DEFAULT_SUPPLIER_FILTERS);
    const bad = compressSearchParam({
      text: 'acme',
      tab: 'rivals',
      sme: 'maybe',
      sort: { field: 'price', order: 'asc' },
    });
    expect(parseSupplierFiltersParam(bad)).toEqual({ ...DEFAULT_SUPPLIER_FILTERS, text: 'acme' });
  });

  it('carries chosen suppliers, buyers and buyer types; a bad value of each falls back to none', () => {
    const g = '00000000-0000-4000-8000-00000000a001';
    const b = '00000000-0000-4000-8000-00000000b001';
    const f = { ...DEFAULT_SUPPLIER_FILTERS, supplierGuids: [g], buyerGuids: [b], buyerCategoryIds: ['4'] };
    expect(parseSupplierFiltersParam(serialiseSupplierFilters(f))).toEqual(f);
    const bad = compressSearchParam({
      supplierGuids: ['acme'],
      buyerGuids: [42],
      buyerCategoryIds: ['council'],
      text: 'x',
    });
    expect(parseSupplierFiltersParam(bad)).toEqual({ ...DEFAULT_SUPPLIER_FILTERS, text: 'x' });
    expect(toSupplierSearchInput(f, saved, paging)).toMatchObject({
      supplierGuids: [g],
      buyerGuids: [b],
      buyerCategoryIds: ['4'],
    });
  });
});

describe('supplier search request', () => {
  it('name asc by default; awards_count desc with text over 2 characters; an awards sort without context reverts', () => {
    expect(toSupplierSearchInput(DEFAULT_SUPPLIER_FILTERS, saved, paging)).toMatchObject({
      sort: 'name',
      sortOrder: 'asc',
    });
    expect(toSupplierSearchInput({ ...DEFAULT_SUPPLIER_FILTERS, text: 'cap' }, saved, paging)).toMatchObject({
      sort: 'awards_count',
      sortOrder: 'desc',
      text: 'cap',
    });
    expect(toSupplierSearchInput({ ...DEFAULT_SUPPLIER_FILTERS, text: 'ca' }, saved, paging)).toMatchObject({
      sort: 'name',
    });
    expect(
      toSupplierSearchInput(
        { ...DEFAULT_SUPPLIER_FILTERS, sort: { field: 'awards_count', order: 'desc' } },
        saved,
        paging,
      ),
    ).toMatchObject({ sort: 'name', sortOrder: 'asc' });
  });

  it('the competitors tab asks for the saved competitors as signals; an empty tab asks for nothing', () => {
    expect(
      toSupplierSearchInput({ ...DEFAULT_SUPPLIER_FILTERS, tab: 'competitors' }, saved, paging),
    ).toMatchObject({
      signals: ['competitor:c1', 'competitor:c2'],
      sort: 'awards_count',
    });
    expect(toSupplierSearchInput({ ...DEFAULT_SUPPLIER_FILTERS, tab: 'partners' }, saved, paging)).toBeNull();
    expect(toSupplierSearchInput({ ...DEFAULT_SUPPLIER_FILTERS, sme: 'hide' }, saved, paging)).toMatchObject({
      isSme: false,
    });
  });

  it('chips name the filters; the awards link keeps the supplier and buyer filters', () => {
    const f = {
      ...DEFAULT_SUPPLIER_FILTERS,
      sme: 'only' as const,
      signals: ['keyword:cloud'],
      buyerListIds: ['7'],
      buyerCategoryIds: ['4'],
      countryCodes: ['GB'],
    };
    expect(
      supplierFilterChips(f, {
        signals: new Map([['keyword:cloud', 'cloud']]),
        buyerLists: new Map([['7', 'Key accounts']]),
        buyerCategories: new Map([['4', 'Local authority']]),
      }).map((c) => c.label),
    ).toEqual([
      'Signal: cloud',
      'Only SMEs',
      'Buyer list: Key accounts',
      'Buyer type: Local authority',
      'Country: GB',
    ]);
    expect(awardsSearchFilters('g1', f)).toMatchObject({
      supplierGuids: ['g1'],
      buyerListIds: ['7'],
      buyerCategoryIds: ['4'],
      signals: ['keyword:cloud'],
    });
  });
});

describe('feed preview description highlighting and CPV selection', () => {
  it('splits text at the match offsets, merging overlaps', () => {
    expect(
      highlightSegments('Cloud hosting and more cloud', [
        { start: 0, end: 5 },
        { start: 3, end: 13 },
        { start: 23, end: 28 },
      ]),
    ).toEqual([
      { text: 'Cloud hosting', highlighted: true },
      { text: ' and more ', highlighted: false },
      { text: 'cloud', highlighted: true },
    ]);
    expect(highlightSegments('abc', [])).toEqual([{ text: 'abc', highlighted: false }]);
  });

  it('keeps only the topmost checked codes and expands saved ones', () => {
    const parentOf = new Map<string, string | null>([
      ['72000000', null],
      ['72400000', '72000000'],
      ['72410000', '72400000'],
      ['48000000', null],
    ]);
    expect(topmostCodes(['72000000', '72400000', '72410000', '48000000'], parentOf)).toEqual([
      '72000000',
      '48000000',
    ]);
    const childrenOf = new Map([
      ['72000000', ['72400000']],
      ['72400000', ['72410000']],
    ]);
    expect(expandCodes(['72'], childrenOf).sort()).toEqual(['72000000', '72400000', '72410000']);
  });
});
