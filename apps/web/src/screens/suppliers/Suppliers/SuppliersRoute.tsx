import { hasDataType, supplierExportTarget, useCurrentUser } from '@tenderlens/domain';
import { useEffect } from 'react';
import { ExportButton } from '../../exports/Export/ExportButton';
import { SuppliersPage, type SupplierExportContext } from './SuppliersPage';
import { SuppliersPaywallPage } from './SuppliersPaywall';

/** The toolbar's export: the checked rows, or the table's search (tabs, signals and buyer filters included). */
function renderExport({ request, rowCount, selectedGuids }: SupplierExportContext) {
  const target = supplierExportTarget(request, rowCount, selectedGuids);
  return target ? <ExportButton target={target} rowCount={rowCount} /> : null;
}

/** /suppliers: the table with SUPPLIERS; the paywall without it (the server refuses the search too). */
export function SuppliersRoute() {
  const { user } = useCurrentUser();
  useEffect(() => {
    document.title = 'Suppliers · Tenderlens';
  }, []);
  if (!user) return null;
  return hasDataType(user, 'SUPPLIERS') ? <SuppliersPage user={user} renderExport={renderExport} /> : <SuppliersPaywallPage />;
}
