import {
  formatCount,
  hasDataType,
  upcomingExpiriesLabel,
  useBuyerDetails,
  useCurrentUser,
  type CurrentUser,
} from '@tenderlens/domain';
import { StatFigures, Tab, TabList, TabPanel, Tabs, formatDate } from '@tenderlens/ui';
import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useRecordActions } from '../../records/Record/useRecordActions';
import { DataTypeLocked, PaywallPrompt } from '../../../pageParts/paywall/DataTypeLocked';
import { PageLoadError, PageLoading } from '../../../pageParts/PageStates/PageStates';
import * as styles from '../../../pageParts/layout/Pages.css';
import { BuyerListPopover } from '../../lists/BuyerLists/BuyerListPopover';
import { BuyerAwardSummary } from './BuyerAwardSummary';
import { BuyerSuppliersTable, type BuyerSuppliersTableProps } from './BuyerSuppliersTable';
import { BuyerContacts } from '../../contacts/Contacts/BuyerContacts';
import { OwnerDocuments } from '../../documents/OwnerDocuments/OwnerDocuments';
import { ContactRowActions } from '../../contacts/Contacts/ContactActions';

export interface BuyerPageProps {
  user: CurrentUser;
  buyerId: string;
  /** Bulk save of the suppliers table (wired to the buyer-list popover / save drawer by the app). */
  onSaveToList?: BuyerSuppliersTableProps['onSaveToList'];
}

/** /buyers/{id}: the buyer's details, award summary with the per-CPV chart, and its suppliers (needs BUYERS). */
export function BuyerPage({ user, buyerId, onSaveToList }: BuyerPageProps) {
  const allowed = hasDataType(user, 'BUYERS');
  const details = useBuyerDetails(allowed ? buyerId : null);
  const [paywall, setPaywall] = useState<'AWARDS' | 'SUPPLIERS' | 'CONTACTS' | null>(null);
  const [params] = useSearchParams();
  const [chosenTab, setTab] = useState<string | null>(params.get('tab'));
  const tab = chosenTab === 'contacts' || !hasDataType(user, 'SUPPLIERS') ? 'contacts' : 'suppliers';
  const buyer = details.data;
  useEffect(() => {
    document.title = `${buyer?.name ?? 'Buyer'} · Tenderlens`;
  }, [buyer?.name]);

  if (!allowed) return <DataTypeLocked dataType="BUYERS" />;
  if (details.error && !details.fetching) {
    return <PageLoadError heading="Buyer" />;
  }
  if (!buyer || details.fetching) {
    return <PageLoading label="Loading buyer" />;
  }

  const location = [buyer.town, buyer.postalCode, buyer.country].filter(Boolean).join(', ');
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 id="page-heading" className={styles.heading}>
          {buyer.name}
        </h1>
        {/* The buyer list popover (spec 1§2 screen 4); it renders nothing for guests. */}
        <BuyerListPopover buyerGuids={[buyer.guid]} buyerNames={[buyer.name]} />
      </header>
      <p className={styles.meta}>
        {[location, ...buyer.categories].filter(Boolean).join(' · ') || 'No address recorded'}
      </p>
      <StatFigures
        items={[
          { id: 'notices', label: 'Notices', value: formatCount(buyer.stats.allRecords) },
          { id: 'expiries', label: upcomingExpiriesLabel(), value: formatCount(buyer.stats.expiries) },
          { id: 'last', label: 'Last activity', value: formatDate(buyer.stats.lastActivity) || '--' },
        ]}
        divided
      />
      <BuyerAwardSummary
        buyerGuid={buyer.guid}
        buyerName={buyer.name}
        canSearchAwards={hasDataType(user, 'AWARDS')}
        onLockedPress={() => setPaywall('AWARDS')}
      />
      {/* Suppliers and Contacts tabs (the Contacts tab: issue 14); `?tab=contacts` opens the second. */}
      <Tabs selectedKey={tab} onSelectionChange={(key) => setTab(String(key))}>
        <TabList aria-label={`${buyer.name}: suppliers and contacts`}>
          {hasDataType(user, 'SUPPLIERS') ? <Tab id="suppliers">Suppliers</Tab> : null}
          <Tab id="contacts">Contacts</Tab>
        </TabList>
        {hasDataType(user, 'SUPPLIERS') ? (
          <TabPanel id="suppliers">
            <BuyerSuppliersTable
              user={user}
              buyer={{ guid: buyer.guid, name: buyer.name }}
              {...(onSaveToList ? { onSaveToList } : {})}
              onGuestLink={() => setPaywall('SUPPLIERS')}
            />
          </TabPanel>
        ) : null}
        <TabPanel id="contacts">
          <BuyerContacts
            user={user}
            buyer={{ guid: buyer.guid, name: buyer.name }}
            rowActions={(contact) => (
              <ContactRowActions contact={contact} user={user} inTour={false} onLocked={() => setPaywall('CONTACTS')} />
            )}
          />
        </TabPanel>
      </Tabs>
      <OwnerDocuments owner={{ type: 'buyer', guid: buyer.guid }} />
      <PaywallPrompt type={paywall} onClose={() => setPaywall(null)} />
    </div>
  );
}

export function BuyerRoute() {
  const { user } = useCurrentUser();
  const { buyerId } = useParams();
  const actions = useRecordActions();
  if (!user || !buyerId) return null;
  // Guests cannot save buyers or suppliers (spec 1§6): no bulk save for them.
  const onSaveToList: BuyerPageProps['onSaveToList'] = ({ guids, names }) =>
    actions.openSave(
      {
        type: 'supplier',
        ids: guids,
        name: names.length === 1 ? (names[0] ?? '') : `${names.length} suppliers`,
      },
      'list',
    );
  return (
    <>
      <BuyerPage user={user} buyerId={buyerId} {...(user.guest ? {} : { onSaveToList })} />
      {actions.overlays}
    </>
  );
}
