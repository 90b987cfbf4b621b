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

  it('maps the search the export service can express', () => {
    expect(
      supplierExportTarget({ text: 'acme', isSme: false, countryCodes: ['GB'], buyerGuids: ['b1'], sort: 'name', offset: 20, limit: 20 }, 42, []),
    ).toEqual({
      kind: 'suppliers',
      selection: { filters: { text: 'acme', is_sme: false, country_codes: ['GB'], buyer_guids: ['b1'] } },
      rowCount: 42,
    });
  });

  it.each([
    ['signals', { signals: ['competitor:x'] }],
    ['buyer lists', { buyerListIds: ['1'] }],
    ['supplier guids', { supplierGuids: ['s'] }],
  ])('has no target for a search by %s without a selection', (_, request) => {
    expect(supplierExportTarget(request, 10, [])).toBeNull();
  });

  it('has no target before the table has a request', () => {
    expect(supplierExportTarget(null, 0, [])).toBeNull();
  });
});
