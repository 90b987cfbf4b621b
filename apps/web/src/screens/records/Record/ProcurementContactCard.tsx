import { findDecisionMakerHref, RECORD_COPY, useQualifyLead, type Qualification, type RecordDetail } from '@tenderlens/domain';
import { Card, CopyToClipboard, LabelledAttribute, toast } from '@tenderlens/ui';
import { Link } from 'react-router';
import * as styles from './Record.css';

export interface ProcurementContactCardProps {
  record: RecordDetail;
  /** Guest passes cannot qualify leads; their decision-maker link goes to the plans. */
  guest: boolean;
}

/**
 * 'Procurement contact' (spec 2§2): the buyer's contact point, with copy buttons; copying sets the
 * lead's qualification to pre_engage_done (spec 1§4); 'Find decision maker' opens /contacts filtered
 * to the notice's buyers.
 */
export function ProcurementContactCard({ record, guest }: ProcurementContactCardProps) {
  const { contactDetailsCopied } = useQualifyLead();
  const contact = record.contact;
  const stage = record.notice.procurementStage;
  const onCopy = (result: { ok: boolean }) => {
    if (!result.ok || guest || !stage) return;
    void contactDetailsCopied({ id: stage.id, qualification: record.notice.qualification as Qualification }).then((outcome) => {
      if (outcome && !outcome.ok && outcome.message) toast.error(outcome.message);
    });
  };
  const details = contact ? [contact.name, contact.email, contact.phone].filter(Boolean).join('\n') : '';
  const buyerGuids = record.notice.buyers.map((b) => b.guid);
  return (
    <Card
      title={RECORD_COPY.procurementContact}
      headingLevel={2}
      footer={
        <Link className={styles.link} to={guest ? '/plans' : findDecisionMakerHref(buyerGuids, stage?.id)}>
          {RECORD_COPY.findDecisionMaker}
        </Link>
      }
    >
      {contact ? (
        <div className={styles.main}>
          <div className={styles.attributes}>
            <LabelledAttribute label="Name" value={contact.name} />
            <LabelledAttribute label="Email" value={contact.email} />
            <LabelledAttribute label="Phone" value={contact.phone} />
          </div>
          <CopyToClipboard text={details} variant="secondary" size="sm" successMessage="Copied!" failureMessage="Could not copy to clipboard" onCopy={onCopy}>
            Copy contact details
          </CopyToClipboard>
        </div>
      ) : (
        <p className={styles.muted}>No procurement contact in this notice.</p>
      )}
    </Card>
  );
}
