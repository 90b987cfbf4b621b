import type { ExportTarget } from '../../exports/hooks/useExport';
import type { ContactSearchRequest } from '../rules/index';

/**
 * What the contacts table exports: the checked contacts when any are checked (the search narrows to
 * them), else the table's whole search; the server runs the same search for the file, in its order.
 */
export function contactExportTarget(request: ContactSearchRequest, rowCount: number, selectedContactIds: readonly string[]): ExportTarget {
  const { page: _page, limit: _limit, ...filters } = request;
  return { kind: 'contacts', request: filters, selectedContactIds: [...selectedContactIds], rowCount: selectedContactIds.length || rowCount };
}
