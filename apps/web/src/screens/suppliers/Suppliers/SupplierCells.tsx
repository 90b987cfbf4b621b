import { SPEND_SOURCE_LABELS, formatCount, formatGbp, type SpendSource, type SupplierSpendData } from '@tenderlens/domain';
import { LockIcon, Tag } from '@tenderlens/ui';
import { Link } from 'react-router';
import { paths } from '../../../navigation/routes';
import * as styles from './Suppliers.css';

export interface SpendCellProps {
  /** The row: its name and spend (null when the server left it out: no SPEND data type). */
  row: { name: string; spend: SupplierSpendData | null; spendSource?: SpendSource | null };
  /** The caller has the SPEND data type. */
  canSeeSpend: boolean;
  /** A locked cell was pressed: open the spend paywall. */
  onLocked: () => void;
}

/**
 * The 'Spend data' cell of the supplier tables: invoiced spend where the buyers' payment files name the
 * supplier (decision 0046, tagged 'Invoiced'), else the contract-award value in the table's scope
 * (decision 0015); without SPEND a lock that opens the paywall instead of a figure.
 */
export function SpendCell({ row, canSeeSpend, onLocked }: SpendCellProps) {
  const { spend } = row;
  if (!canSeeSpend || !spend) {
    return (
      <button
        type="button"
        className={styles.lockButton}
        onClick={onLocked}
        aria-label={`Spend data of ${row.name} is locked: upgrade to see it`}
      >
        <LockIcon />
      </button>
    );
  }
  if (spend.totalValue <= 0) return '--';
  // Invoiced spend (buyers' payment files, decision 0046) where it exists; award values otherwise (0015).
  if (row.spendSource === 'invoiced') {
    return (
      <span title={`${SPEND_SOURCE_LABELS.invoiced}: ${formatCount(spend.totalAwarded)} payments`}>
        {formatGbp(spend.totalValue)}{' '}
        <Tag size="sm" tone="info">
          Invoiced
        </Tag>
      </span>
    );
  }
  return <span title={`${SPEND_SOURCE_LABELS.awarded}: ${formatCount(spend.totalAwarded)} awards counted`}>{formatGbp(spend.totalValue)}</span>;
}

export interface CallOffsCellProps {
  /** The row: the supplier, its call-offs count and the framework holding most of them. */
  row: { guid: string; name: string; frameworkCallOffs: number; callOffFrameworkGuid: string | null };
  /** Guests get the upgrade prompt instead of the link, as with supplier links. */
  guest: boolean;
  onGuestLink: () => void;
}

/** The framework call-offs count, linking to the call-offs page filtered by the supplier (spec 1§1 routes). */
export function CallOffsCell({ row, guest, onGuestLink }: CallOffsCellProps) {
  const label = formatCount(row.frameworkCallOffs);
  if (row.frameworkCallOffs === 0 || !row.callOffFrameworkGuid) return label;
  const name = `${label} framework call-offs of ${row.name}`;
  return guest ? (
    <button type="button" className={styles.linkButton} onClick={onGuestLink} aria-label={name}>
      {label}
    </button>
  ) : (
    <Link
      className={styles.link}
      to={`${paths.frameworkCallOffs(row.callOffFrameworkGuid)}?${new URLSearchParams({ supplier: row.guid }).toString()}`}
      aria-label={name}
    >
      {label}
    </Link>
  );
}
