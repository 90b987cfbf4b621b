import { hasDataType, supplierExportTarget, useCurrentUser } from '@tenderlens/domain';
import { useEffect } from 'react';
import { ExportButton } from '../Export/ExportButton';
import { SuppliersPage, type SupplierExportContext } from './SuppliersPage';
import { SuppliersPaywallPage } from './SuppliersPaywall';
import * as styles from './SuppliersRoute.css';

/** The toolbar's export: the checked rows, or the search when the export service can express it. */
function renderExport({ request, rowCount, selectedGuids }: SupplierExportContext) {
  const target = supplierExportTarget(request, rowCount, selectedGuids);
  if (target) return <ExportButton target={target} rowCount={rowCount} />;
  return request ? <span className={styles.exportNote}>Select suppliers to export them</span> : null;
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
