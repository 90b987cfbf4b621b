import {
  extensionMonthsBetween,
  RECORD_COPY,
  useUnlockAward,
  type RecordContract,
  type RecordDetail,
  type RecordLot,
} from '@tenderlens/domain';
import { Banner, Button, EmptyState, LabelledAttribute, LockedContent, Popover, PopoverTrigger, Skeleton, Tag, toast } from '@tenderlens/ui';
import { SuppliersModalButton } from './RecordSidePanel';
import * as styles from './Record.css';

const months = (n: number) => `${n} month${n === 1 ? '' : 's'}`;

/** Lot details (spec 1§2 screen 6): the extension is the months between end date and max extent date. */
export function LotsSection({ lots, currency }: { lots: readonly RecordLot[]; currency: string | null }) {
  if (!lots.length) return <p className={styles.muted}>No lots in this notice.</p>;
  return (
    <ul className={styles.list} aria-label="Lots">
      {lots.map((lot) => {
        const ext = extensionMonthsBetween(lot.contractPeriod.endDate, lot.contractPeriod.maxExtentDate);
        return (
          <li key={lot.id} className={styles.item}>
            <h3 className={styles.itemTitle}>{`Lot ${lot.id}: ${lot.title ?? 'Untitled lot'}`}</h3>
            {lot.description && <p className={styles.muted}>{lot.description}</p>}
            <div className={styles.row}>
              <LabelledAttribute layout="stacked" label="Value" type="money" currency={lot.currency ?? currency ?? 'GBP'} value={lot.value} />
              <LabelledAttribute layout="stacked" label="Start" type="date" value={lot.contractPeriod.startDate} />
              <LabelledAttribute layout="stacked" label="End" type="date" value={lot.contractPeriod.endDate} />
              <LabelledAttribute layout="stacked" label="Extension" value={ext ? months(ext) : null} />
              {lot.cpvCodes.length > 0 && <LabelledAttribute layout="stacked" label="CPV codes" value={lot.cpvCodes.join(', ')} />}
              {lot.suppliers.length > 0 && <LabelledAttribute layout="stacked" label="Suppliers" value={lot.suppliers.map((s) => s.name).join(', ')} />}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** The lots of a contract in a popover (max height 240, spec 1§9). */
function ContractLots({ lots }: { lots: RecordContract['lots'] }) {
  if (!lots.length) return null;
  return (
    <PopoverTrigger>
      <Button variant="link" size="sm">{`${lots.length} lot${lots.length === 1 ? '' : 's'}`}</Button>
      <Popover title="Lots in this contract" maxHeight={240} placement="bottom start">
        <ul className={styles.list}>
          {lots.map((l) => (
            <li key={l.id}>{`${l.id}: ${l.title ?? 'Untitled lot'}`}</li>
          ))}
        </ul>
      </Popover>
    </PopoverTrigger>
  );
}

export function ContractsList({ contracts }: { contracts: readonly RecordContract[] }) {
  if (!contracts.length) return <EmptyState title={RECORD_COPY.noContracts} illustration="noResults" headingLevel={3} />;
  return (
    <ul className={styles.list} aria-label="Contracts">
      {contracts.map((c) => (
        <li key={c.id} className={styles.item}>
          <h3 className={styles.itemTitle}>{c.title}</h3>
          {c.cpvCodes.length > 0 && (
            <span className={styles.chips}>
              {c.cpvCodes.map((cpv) => (
                <Tag key={cpv.code} size="sm">{cpv.name ? `${cpv.code} ${cpv.name}` : cpv.code}</Tag>
              ))}
            </span>
          )}
          <div className={styles.row}>
            <LabelledAttribute
              layout="stacked"
              label={c.suppliers.length > 1 ? 'Suppliers' : 'Supplier'}
              value={
                c.suppliers.length ? (
                  <span className={styles.chips}>
                    <span>{c.suppliers[0]?.name}</span>
                    {c.suppliers.length > 1 && <SuppliersModalButton suppliers={c.suppliers} />}
                  </span>
                ) : null
              }
            />
            <LabelledAttribute layout="stacked" label="Value" type="money" currency={c.currency ?? 'GBP'} value={c.value} />
            <LabelledAttribute layout="stacked" label="Start" type="date" value={c.startDate} />
            <LabelledAttribute layout="stacked" label="End" type="date" value={c.endDate} />
            {c.lots.length > 0 && <LabelledAttribute layout="stacked" label="Lots" value={<ContractLots lots={c.lots} />} />}
          </div>
          {c.extensionMonths !== null && (
            <Banner tone="caution" isLive={false} headingLevel={4}>
              {`This contract has an option to extend by ${months(c.extensionMonths)}.`}
            </Banner>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * Contracts section: the awards of the notice; locked without AWARDS (spec 2§4), with the Free
 * plan's unlock and its 'Free contract award unlocked' message.
 */
export function ContractsSection({ record, guest }: { record: RecordDetail; guest: boolean }) {
  const { unlock } = useUnlockAward();
  const access = record.awardAccess;
  if (record.notice.stage === 'AWARDED' && !access.visible) {
    return (
      <LockedContent
        title="Contract awards are locked"
        description={
          guest
            ? 'Upgrade to see who won this contract, its value and when it ends.'
            : access.canUnlock
              ? `Your Free plan includes free contract award unlocks: ${access.unlocksRemaining ?? 0} left this month.`
              : 'You have used this month’s free contract award unlocks. Upgrade to see every award.'
        }
        planNote="Contract awards are available on our Basic plan"
        headingLevel={3}
        action={
          access.canUnlock
            ? {
                label: 'Unlock this contract award',
                onPress: () => {
                  void unlock(record.guid).then((outcome) => {
                    if (outcome.ok) toast.success(RECORD_COPY.freeAwardUnlocked);
                    else toast.error('Failed to unlock this contract award');
                  });
                },
              }
            : { label: 'Upgrade', href: '/plans' }
        }
      >
        <Skeleton variant="block" height="200px" />
      </LockedContent>
    );
  }
  return (
    <div className={styles.main}>
      {access.freeUnlocked && (
        <Banner tone="positive" isLive={false} headingLevel={3}>
          {RECORD_COPY.freeAwardUnlocked}
        </Banner>
      )}
      <ContractsList contracts={record.contracts} />
    </div>
  );
}
