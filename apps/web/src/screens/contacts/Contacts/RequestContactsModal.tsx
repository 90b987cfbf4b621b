import {
  CONTACTS_COPY,
  EMPTY_CONTACT_REQUEST_FORM,
  JOB_FUNCTIONS,
  SENIORITIES,
  useRequestContacts,
  type ContactRequestContext,
  type ContactRequestForm,
  type ContactRequestFormErrors,
  type JobFunction,
  type Seniority,
} from '@tenderlens/domain';
import { Banner, Button, Modal, MultiSelect, TextArea, TextField } from '@tenderlens/ui';
import { useState } from 'react';
import { OrganisationPicker } from '../../notices/Notices/OrganisationPicker';
import * as styles from './Contacts.css';

export interface RequestContactsModalProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opened on a buyer or a notice: no buyer picker, the context is sent. */
  context?: ContactRequestContext;
  /** The screen's filters start the form (seniority, function, job title). */
  initial?: Partial<ContactRequestForm>;
}

type Sent = { ok: true; message: string; note: string } | { ok: false; message: string } | null;

/**
 * Request contacts (spec 1§2.12, 1§5): seniority and function required, buyers required without a
 * buyer or notice context; the outcome in the spec's words (contacts within 5 business days). Mounted
 * while open: the form starts again each time.
 */
export function RequestContactsModal({
  isOpen,
  onOpenChange,
  context = {},
  initial,
}: RequestContactsModalProps) {
  const { submit, sending, hasContext } = useRequestContacts(context);
  const [form, setForm] = useState<ContactRequestForm>({ ...EMPTY_CONTACT_REQUEST_FORM, ...initial });
  const [errors, setErrors] = useState<ContactRequestFormErrors>({});
  const [sent, setSent] = useState<Sent>(null);
  const [names, setNames] = useState(() => new Map<string, string>());

  const send = async () => {
    const outcome = await submit(form);
    if ('invalid' in outcome) {
      setErrors(outcome.invalid);
      return;
    }
    setErrors({});
    setSent(outcome);
  };

  return (
    <Modal
      title={CONTACTS_COPY.requestButton}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="md"
      footer={({ close }) =>
        sent?.ok ? (
          <Button onPress={close}>Done</Button>
        ) : (
          <>
            <Button variant="secondary" onPress={close}>
              Cancel
            </Button>
            <Button onPress={() => void send()} isDisabled={sending}>
              {sending ? 'Sending…' : 'Send request'}
            </Button>
          </>
        )
      }
    >
      {sent?.ok ? (
        <Banner tone="positive" title={sent.message} isLive>
          {sent.note}
        </Banner>
      ) : (
        <div className={styles.stack}>
          <p className={styles.muted}>Tell us who you are looking for and our team will find them.</p>
          {sent && !sent.ok ? (
            <Banner tone="critical" isLive>
              {sent.message}
            </Banner>
          ) : null}
          <div className={styles.fieldRow}>
            <MultiSelect
              label="Seniority"
              placeholder="Select seniority"
              items={SENIORITIES.map((s) => ({ id: s, label: s }))}
              value={form.seniority}
              onChange={(keys) => setForm((f) => ({ ...f, seniority: keys.map(String) as Seniority[] }))}
              isInvalid={Boolean(errors.seniority)}
              errorMessage={errors.seniority}
              isRequired
            />
            <MultiSelect
              label="Function"
              placeholder="Select function"
              items={JOB_FUNCTIONS.map((s) => ({ id: s, label: s }))}
              value={form.jobFunction}
              onChange={(keys) => setForm((f) => ({ ...f, jobFunction: keys.map(String) as JobFunction[] }))}
              isInvalid={Boolean(errors.jobFunction)}
              errorMessage={errors.jobFunction}
              isRequired
            />
          </div>
          {hasContext ? null : (
            <div>
              <OrganisationPicker
                role="buyer"
                label="Buyers"
                value={form.buyerGuids}
                names={names}
                onChange={(guids, picked) => {
                  if (picked) setNames((m) => new Map(m).set(picked.guid, picked.name));
                  setForm((f) => ({ ...f, buyerGuids: guids }));
                }}
              />
              {errors.buyerGuids ? (
                <p className={styles.errorText} role="alert">
                  {errors.buyerGuids}
                </p>
              ) : null}
            </div>
          )}
          <TextField
            label="Job title (optional)"
            value={form.jobTitle}
            onChange={(jobTitle) => setForm((f) => ({ ...f, jobTitle }))}
          />
          <TextArea
            label="Additional information (optional)"
            rows={3}
            value={form.additionalInformation}
            onChange={(additionalInformation) => setForm((f) => ({ ...f, additionalInformation }))}
          />
        </div>
      )}
    </Modal>
  );
}
