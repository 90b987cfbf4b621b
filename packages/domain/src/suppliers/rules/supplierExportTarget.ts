import type { ExportTarget } from '../../exports/hooks/useExport';
import type { SupplierFilters } from '../../exports/schemas/exportJob';
import type { SupplierSearchInput } from '../graphql/queries/Suppliers';

/**
 * What the suppliers table exports: the checked rows when any are checked; else the table's search as
 * it was sent (text, SME choice, countries, chosen suppliers, signals — the competitors/partners tabs
 * send their saved set as signals —, buyers, buyer lists, buyer types and the sort). The server runs
 * the same supplier search for the file, so it holds the rows the table shows, in its order.
 */
export function supplierExportTarget(
  request: SupplierSearchInput | null,
  rowCount: number,
  selectedGuids: readonly string[],
): ExportTarget | null {
  if (selectedGuids.length > 0) {
    return { kind: 'suppliers', selection: { guids: [...selectedGuids] }, rowCount: selectedGuids.length };
  }
  if (!request) return null;
  const filters: SupplierFilters = {};
  if (request.text) filters.text = request.text;
  if (request.isSme !== undefined) filters.is_sme = request.isSme;
  if (request.countryCodes?.length) filters.country_codes = request.countryCodes;
  if (request.supplierGuids?.length) filters.supplier_guids = request.supplierGuids;
  if (request.signals?.length) filters.signals = request.signals;
  if (request.buyerGuids?.length) filters.buyer_guids = request.buyerGuids;
  if (request.buyerListIds?.length) filters.buyer_list_ids = request.buyerListIds;
  if (request.buyerCategoryIds?.length) filters.buyer_category_ids = request.buyerCategoryIds.map(Number);
  if (request.sort) filters.sort = request.sort;
  if (request.sortOrder) filters.sort_order = request.sortOrder;
  return { kind: 'suppliers', selection: { filters }, rowCount };
}
