import { RECORD_COPY, type RecordDetail, type RecordOrg } from '@tenderlens/domain';
import { Button, Card, LabelledAttribute, LockIcon, Modal } from '@tenderlens/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { RelevancePopover } from '../../../pageParts/RelevancePopover/RelevancePopover';
import { SourceLink } from './SourceLink';
import * as styles from './Record.css';

const names = (orgs: readonly RecordOrg[]) => orgs.map((o) => o.name).join(', ');

/** 'Suppliers awarded this contract': the full supplier list of an awarded notice. */
export function SuppliersModalButton({ suppliers }: { suppliers: readonly RecordOrg[] }) {
  const [open, setOpen] = useState(false);
  if (suppliers.length === 0) return null;
  return (
    <>
      <Button variant="link" size="sm" onPress={() => setOpen(true)}>
        {`View ${suppliers.length} supplier${suppliers.length === 1 ? '' : 's'}`}
      </Button>
      <Modal title={RECORD_COPY.suppliersModalTitle} isOpen={open} onOpenChange={setOpen} footer={({ close }) => <Button onPress={close}>Close</Button>}>
        <ul className={styles.list}>
          {suppliers.map((s) => (
            <li key={s.guid}>{s.name}</li>
          ))}
        </ul>
      </Modal>
    </>
  );
}

const locked = <LockIcon label="Award details need the Basic plan" />;

/** The notice preview side panel (spec 1§2 screen 2). */
export function RecordSidePanel({ record }: { record: RecordDetail }) {
  const n = record.notice;
  const awarded = n.stage === 'AWARDED';
  const fw = record.relatedFrameworkProcess;
  return (
    <Card title="Notice details" headingLevel={2}>
      <div className={styles.attributes}>
        <LabelledAttribute label="Signal score" value={<RelevancePopover notice={n} />} />
        <LabelledAttribute label="Buyer(s)" value={n.buyers.length ? names(n.buyers) : null} />
        {record.deliveryRegions.length > 0 && (
          <LabelledAttribute label="Delivery region" value={record.deliveryRegions.map((r) => r.name).join(', ')} />
        )}
        {awarded && (
          <LabelledAttribute
            label="Supplier(s)"
            value={
              n.redacted ? (
                locked
              ) : n.suppliers.length ? (
                <span className={styles.chips}>
                  <span>{names(n.suppliers.slice(0, 2))}</span>
                  <SuppliersModalButton suppliers={n.suppliers} />
                </span>
              ) : null
            }
          />
        )}
        <LabelledAttribute
          label="Contract value"
          type={n.redacted ? 'text' : 'money'}
          currency={n.currency ?? 'GBP'}
          value={n.redacted ? locked : n.value}
        />
        <LabelledAttribute label="Framework" value={fw ? `${fw.frameworkName} (${fw.processType})` : null} placeholder={RECORD_COPY.noSource} />
        <LabelledAttribute label="Sources" value={<SourceLink url={n.url} />} />
        <LabelledAttribute
          label="Duplicates"
          placeholder={RECORD_COPY.noSource}
          value={
            record.duplicates.length ? (
              <span className={styles.chips}>
                {record.duplicates.map((d) => (
                  <Link key={d.guid} className={styles.link} to={`/records/${d.guid}`}>
                    {d.name}
                  </Link>
                ))}
              </span>
            ) : null
          }
        />
      </div>
    </Card>
  );
}
