import {
  formatCount,
  hasDataType,
  upcomingExpiriesLabel,
  useBuyerDetails,
  useCurrentUser,
  type CurrentUser,
} from '@tenderlens/domain';
import { PaywallModal, StatFigures, formatDate } from '@tenderlens/ui';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { useRecordActions } from '../../records/Record/useRecordActions';
import { paths } from '../../../navigation/routes';
import { DataTypeLocked } from '../../../pageParts/paywall/DataTypeLocked';
import { PAYWALL_COPY } from '../../../pageParts/paywall/paywallCopy';
import { PageLoadError, PageLoading } from '../../../pageParts/PageStates/PageStates';
import * as styles from '../../../pageParts/layout/Pages.css';
import { BuyerListPopover } from '../../lists/BuyerLists/BuyerListPopover';
import { BuyerAwardSummary } from './BuyerAwardSummary';
import { BuyerSuppliersTable, type BuyerSuppliersTableProps } from './BuyerSuppliersTable';

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
  const [paywall, setPaywall] = useState<'AWARDS' | 'SUPPLIERS' | null>(null);
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
      {hasDataType(user, 'SUPPLIERS') ? (
        <BuyerSuppliersTable
          user={user}
          buyer={{ guid: buyer.guid, name: buyer.name }}
          {...(onSaveToList ? { onSaveToList } : {})}
          onGuestLink={() => setPaywall('SUPPLIERS')}
        />
      ) : null}
      <PaywallModal
        isOpen={paywall !== null}
        onOpenChange={(open) => (open ? undefined : setPaywall(null))}
        title={paywall === 'AWARDS' ? 'See every contract award' : PAYWALL_COPY.SUPPLIERS.title}
        description={
          paywall === 'AWARDS'
            ? 'Contract awards show who won, for how much and when the contract ends.'
            : PAYWALL_COPY.SUPPLIERS.description
        }
        bullets={
          paywall === 'AWARDS'
            ? ['Awards by buyer and CPV code', 'Expiring contracts to target', 'Supplier names and values']
            : PAYWALL_COPY.SUPPLIERS.bullets
        }
        planNote={paywall === 'AWARDS' ? 'Available on our Basic plan' : PAYWALL_COPY.SUPPLIERS.plan}
        primaryAction={{ label: 'Upgrade', href: paths.plans }}
        secondaryActions={[
          { label: 'View pricing', href: paths.plans },
          { label: 'Compare all plans', href: `${paths.plans}#compare` },
        ]}
      />
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
