import { contactExportTarget, useCurrentUser, type ContactData } from '@tenderlens/domain';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PaywallPrompt } from '../../../pageParts/paywall/DataTypeLocked';
import { ExportButton } from '../../exports/Export/ExportButton';
import { ContactRowActions, ContactSelectionActions } from './ContactActions';
import { ContactsPage, type ContactExportContext } from './ContactsPage';

/** The toolbar's export: the checked contacts, or the table's search. */
function renderExport({ request, rowCount, selectedContactIds }: ContactExportContext) {
  return (
    <ExportButton target={contactExportTarget(request, rowCount, selectedContactIds)} rowCount={rowCount} />
  );
}

export interface ContactsRouteProps {
  /** The product tour is running: CRM sends wait until it ends (spec 1§5). @default false */
  inTour?: boolean;
}

/**
 * /contacts: every signed-in user (the server redacts without CONTACTS); `fromLead` when opened from a
 * record. Each row and the selection offer 'Write outreach' and 'Send to CRM'.
 */
export function ContactsRoute({ inTour = false }: ContactsRouteProps) {
  const { user } = useCurrentUser();
  const [params] = useSearchParams();
  const [paywall, setPaywall] = useState(false);
  useEffect(() => {
    document.title = 'Contacts · Tenderlens';
  }, []);
  const locked = useCallback(() => setPaywall(true), []);
  const rowActions = useCallback(
    (contact: ContactData) =>
      user ? <ContactRowActions contact={contact} user={user} inTour={inTour} onLocked={locked} /> : null,
    [user, inTour, locked],
  );
  if (!user) return null;
  return (
    <>
      <ContactsPage
        user={user}
        fromLeadId={params.get('fromLead')}
        renderExport={renderExport}
        rowActions={rowActions}
        selectionActions={(contacts: ContactData[]) => (
          <ContactSelectionActions contacts={contacts} user={user} inTour={inTour} onLocked={locked} />
        )}
      />
      <PaywallPrompt type={paywall ? 'CONTACTS' : null} onClose={() => setPaywall(false)} />
    </>
  );
}
