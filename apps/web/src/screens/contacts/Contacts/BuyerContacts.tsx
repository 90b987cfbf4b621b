import {
  CONTACTS_COPY,
  CONTACTS_PAGE_SIZE,
  contactColumns,
  contactsPathForBuyer,
  hasDataType,
  useBuyerContacts,
  useCopyContactDetails,
  type ContactData,
  type CurrentUser,
} from '@tenderlens/domain';
import { Banner, Button, DataTable, EmptyState, type DataTableColumn } from '@tenderlens/ui';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PaywallPrompt } from '../../../pageParts/paywall/DataTypeLocked';
import { ContactInfoCell, NameCell } from './ContactCells';
import { RequestContactsModal } from './RequestContactsModal';
import * as styles from './Contacts.css';

export interface BuyerContactsProps {
  user: CurrentUser;
  buyer: { guid: string; name: string };
  /** The row's action slot (CRM send, outreach), as on /contacts. */
  rowActions?: (contact: ContactData) => ReactNode;
}

/**
 * The buyer page's Contacts tab (GET /api/buyers/{id}/contacts): the buyer's contacts without the
 * Buyer column, paged; 'Filter these contacts' opens /contacts filtered to the buyer; the request
 * banner asks for more at this buyer. Redacted with the upgrade prompt without CONTACTS.
 */
export function BuyerContacts({ user, buyer, rowActions }: BuyerContactsProps) {
  const [page, setPage] = useState(1);
  const read = useBuyerContacts(buyer.guid, page);
  const copier = useCopyContactDetails(null, { guest: user.guest });
  const [requestOpen, setRequestOpen] = useState(false);
  const [paywall, setPaywall] = useState(false);
  const canSee = hasDataType(user, 'CONTACTS');

  const columns: DataTableColumn<ContactData>[] = contactColumns(true).map((c) => {
    const base = { id: c.id, header: c.header };
    switch (c.id) {
      case 'name':
        return {
          ...base,
          accessor: (r) => r.jobTitle,
          cell: ({ row }) => (
            <NameCell contact={row} rowActions={row.redacted ? undefined : rowActions?.(row)} />
          ),
        };
      case 'contactInformation':
        return {
          ...base,
          accessor: (r) => r.email ?? '',
          cell: ({ row }) => (
            <ContactInfoCell contact={row} onCopy={copier.copy} onLocked={() => setPaywall(true)} />
          ),
        };
      case 'seniority':
        return { ...base, accessor: (r) => r.seniority };
      default:
        return { ...base, accessor: (r) => r.jobFunction.join(', ') || '--' };
    }
  });

  return (
    <section className={styles.stack} aria-labelledby="buyer-contacts-heading">
      <header className={styles.header}>
        <h2 id="buyer-contacts-heading" className={styles.heading}>{`Contacts at ${buyer.name}`}</h2>
        <Link className={styles.link} to={contactsPathForBuyer(buyer.guid)}>
          Filter these contacts
        </Link>
      </header>
      {!canSee ? (
        <Banner
          tone="caution"
          title={user.guest ? CONTACTS_COPY.guestPrompt : CONTACTS_COPY.redacted}
          action={<Button onPress={() => setPaywall(true)}>Upgrade</Button>}
        >
          Names, emails and phone numbers of decision makers are part of the Growth plan.
        </Banner>
      ) : null}
      <DataTable<ContactData>
        aria-label={`Contacts at ${buyer.name}`}
        columns={columns}
        data={read.contacts}
        getRowId={(c) => c.id}
        isLoading={read.fetching}
        loadingLabel="Loading contacts"
        pagination={read.total > 0 ? { page, pageSize: CONTACTS_PAGE_SIZE, total: read.total } : undefined}
        onPaginationChange={({ page: next }) => (canSee || next === 1 ? setPage(next) : setPaywall(true))}
        error={
          read.error ? (
            <EmptyState
              illustration="loadError"
              title="Sorry something has gone wrong"
              description={CONTACTS_COPY.loadError}
            />
          ) : undefined
        }
        emptyState={
          <EmptyState
            illustration="noResults"
            title={CONTACTS_COPY.empty}
            description="We have no contacts at this buyer yet."
          />
        }
      />
      <Banner
        title={CONTACTS_COPY.banner}
        action={
          user.guest ? (
            <Button variant="secondary" onPress={() => setPaywall(true)}>
              Upgrade to request contacts
            </Button>
          ) : (
            <Button variant="secondary" onPress={() => setRequestOpen(true)}>
              {CONTACTS_COPY.requestButton}
            </Button>
          )
        }
      >
        {CONTACTS_COPY.bannerBody}
      </Banner>
      {requestOpen && !user.guest ? (
        <RequestContactsModal isOpen onOpenChange={setRequestOpen} context={{ buyerGuids: [buyer.guid] }} />
      ) : null}
      <PaywallPrompt type={paywall ? 'CONTACTS' : null} onClose={() => setPaywall(false)} />
    </section>
  );
}
