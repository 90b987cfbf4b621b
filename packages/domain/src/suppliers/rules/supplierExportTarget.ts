import type { ExportTarget } from '../../exports/hooks/useExport';
import type { SupplierFilters } from '../../exports/schemas/exportJob';
import type { SupplierSearchInput } from '../graphql/queries/Suppliers';

/**
 * What the suppliers table exports: the checked rows when any are checked; else the table's search when
 * the export service can express it (text, SME choice, countries, buyers). A search by keyword/CPV signals
 * or buyer lists has no export filter: null, and the screen asks for a selection instead of exporting
 * different rows from the ones shown.
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
  if (request.signals?.length || request.buyerListIds?.length || request.supplierGuids?.length) return null;
  const filters: SupplierFilters = {};
  if (request.text) filters.text = request.text;
  if (request.isSme !== undefined) filters.is_sme = request.isSme;
  if (request.countryCodes?.length) filters.country_codes = request.countryCodes;
  if (request.buyerGuids?.length) filters.buyer_guids = request.buyerGuids;
  return { kind: 'suppliers', selection: { filters }, rowCount };
}
