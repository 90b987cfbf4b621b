import { SHARE_MESSAGES, shareFormError, useShareViaEmail } from '@tenderlens/domain';
import { Button, Checkbox, EmailTokenInput, Modal, TextArea, toast } from '@tenderlens/ui';
import { useState } from 'react';
import * as styles from '../../opportunities/SaveDrawer/SaveDrawer.css';

export interface ShareViaEmailModalProps {
  /** The records shared (guids). */
  guids: string[];
  /** The record's title, shown in the heading. */
  title: string;
  isOpen: boolean;
  onClose(): void;
}

/**
 * Share via email (spec 1§2 screen 5, 1§5): To required ('Please enter at least one email address'),
 * each address valid ('Please enter a valid email address'), tokens split by comma, space or newline;
 * an optional message (5 rows) and CC me. The server sends the email with a share link.
 */
export function ShareViaEmailModal({ guids, title, isOpen, onClose }: ShareViaEmailModalProps) {
  return (
    <Modal title={`Share ${title}`} isOpen={isOpen} onOpenChange={(open) => (open ? undefined : onClose())}>
      {/* Mounted only while open: every opening starts with an empty form. */}
      <ShareForm guids={guids} onClose={onClose} />
    </Modal>
  );
}

function ShareForm({ guids, onClose }: { guids: string[]; onClose(): void }) {
  const { share, pending } = useShareViaEmail();
  const [to, setTo] = useState<string[]>([]);
  const [message, setMessage] = useState('');
  const [ccMe, setCcMe] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    setSubmitted(true);
    const form = { to: to.join(','), message, ccMe };
    const fieldError = shareFormError(form);
    if (fieldError) {
      setError(fieldError);
      return;
    }
    const outcome = await share(form, guids);
    if (outcome.ok) {
      toast.success(`Email sent to ${to.join(', ')}`);
      onClose();
    } else if ('fieldError' in outcome) setError(outcome.fieldError);
    else toast.error(outcome.message);
  };

  return (
    <form
      className={styles.stack}
      aria-label="Share via email"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <EmailTokenInput
        label="To"
        description="Separate addresses with a comma, space or new line."
        isRequired
        fullWidth
        value={to}
        onChange={(next) => {
          setTo(next);
          setError(null);
        }}
        showErrors={submitted}
        errorMessage={
          error && error !== SHARE_MESSAGES.emailsRequired && error !== SHARE_MESSAGES.emailInvalid
            ? error
            : undefined
        }
        requiredMessage={SHARE_MESSAGES.emailsRequired}
        invalidMessage={SHARE_MESSAGES.emailInvalid}
      />
      <TextArea label="Message" rows={5} value={message} onChange={setMessage} />
      <Checkbox isSelected={ccMe} onChange={setCcMe}>
        CC me
      </Checkbox>
      <div className={styles.row}>
        <Button type="submit" iconStart="Mail" isPending={pending}>
          Send email
        </Button>
        <Button variant="tertiary" onPress={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
