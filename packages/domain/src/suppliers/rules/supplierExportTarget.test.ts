import { describe, expect, it } from 'vitest';
import { supplierExportTarget } from './supplierExportTarget';

describe('supplierExportTarget', () => {
  it('exports the checked rows when any are checked', () => {
    expect(supplierExportTarget({ text: 'cloud', signals: ['keyword:cloud'] }, 900, ['a', 'b'])).toEqual({
      kind: 'suppliers',
      selection: { guids: ['a', 'b'] },
      rowCount: 2,
    });
  });

  it('maps the whole search of the table, paging left out', () => {
    expect(
      supplierExportTarget(
        { text: 'acme', isSme: false, countryCodes: ['GB'], buyerGuids: ['b1'], sort: 'name', sortOrder: 'asc', offset: 20, limit: 20 },
        42,
        [],
      ),
    ).toEqual({
      kind: 'suppliers',
      selection: { filters: { text: 'acme', is_sme: false, country_codes: ['GB'], buyer_guids: ['b1'], sort: 'name', sort_order: 'asc' } },
      rowCount: 42,
    });
  });

  it.each([
    ['the competitors tab (its saved set as signals)', { signals: ['competitor:x'] }, { signals: ['competitor:x'] }],
    ['keyword signals', { signals: ['keyword:cloud'] }, { signals: ['keyword:cloud'] }],
    ['buyer lists', { buyerListIds: ['1'] }, { buyer_list_ids: ['1'] }],
    ['chosen suppliers', { supplierGuids: ['s'] }, { supplier_guids: ['s'] }],
    ['buyer types', { buyerCategoryIds: ['4', '9'] }, { buyer_category_ids: [4, 9] }],
  ])('exports a search by %s', (_, request, filters) => {
    expect(supplierExportTarget(request, 10, [])).toEqual({ kind: 'suppliers', selection: { filters }, rowCount: 10 });
  });

  it('has no target before the table has a request', () => {
    expect(supplierExportTarget(null, 0, [])).toBeNull();
  });
});
