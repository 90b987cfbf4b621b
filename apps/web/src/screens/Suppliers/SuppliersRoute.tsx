import { hasDataType, useCurrentUser } from '@tenderlens/domain';
import { useEffect } from 'react';
import { SuppliersPage } from './SuppliersPage';
import { SuppliersPaywallPage } from './SuppliersPaywall';

/** /suppliers: the table with SUPPLIERS; the paywall without it (the server refuses the search too). */
export function SuppliersRoute() {
  const { user } = useCurrentUser();
  useEffect(() => {
    document.title = 'Suppliers · Tenderlens';
  }, []);
  if (!user) return null;
  return hasDataType(user, 'SUPPLIERS') ? <SuppliersPage user={user} /> : <SuppliersPaywallPage />;
}
