import { CONTACTS_COPY, type ContactData, type CopyOutcome } from '@tenderlens/domain';
import { LockIcon, Tag, toast } from '@tenderlens/ui';
import type { ReactNode } from 'react';
import * as styles from './Contacts.css';

/** A contact's name as shown: title, first and last name (a desk has none). */
export const contactName = (c: Pick<ContactData, 'title' | 'firstName' | 'lastName'>) =>
  [c.title, c.firstName, c.lastName].filter(Boolean).join(' ');

/** 'Job title & Contact name': the job title, the person (or the lock when redacted) and the demo mark. */
export function NameCell({ contact, rowActions }: { contact: ContactData; rowActions?: ReactNode }) {
  const name = contactName(contact);
  return (
    <span className={styles.nameCell}>
      <span className={styles.jobTitle}>{contact.jobTitle}</span>
      <span className={styles.personName}>
        {contact.redacted ? (
          <>
            <LockIcon size="sm" />
            <span>{CONTACTS_COPY.redacted}</span>
          </>
        ) : (
          <span>{name || 'No named person'}</span>
        )}
        {contact.synthetic ? (
          <Tag size="sm" tone="beta">
            {CONTACTS_COPY.synthetic}
          </Tag>
        ) : null}
      </span>
      {/* The row's action slot (CRM send, outreach): given by the integrator, nothing otherwise. */}
      {rowActions ? <span className={styles.rowActions}>{rowActions}</span> : null}
    </span>
  );
}

/** Email and phone, each copied on click ('Copied to clipboard!' / 'Could not copy to clipboard'). */
export function ContactInfoCell({
  contact,
  onCopy,
  onLocked,
}: {
  contact: ContactData;
  onCopy: (text: string) => Promise<CopyOutcome>;
  onLocked: () => void;
}) {
  if (contact.redacted) {
    return (
      <button type="button" className={styles.copyButton} onClick={onLocked}>
        {CONTACTS_COPY.redacted}
      </button>
    );
  }
  const copy = async (text: string) => {
    const outcome = await onCopy(text);
    if (outcome.ok) toast.success(outcome.message);
    else toast.error(outcome.message);
  };
  if (!contact.email && !contact.phone) return <span className={styles.muted}>--</span>;
  return (
    <span className={styles.infoCell}>
      {contact.email ? (
        <button
          type="button"
          className={styles.copyButton}
          aria-label={`Copy email ${contact.email}`}
          onClick={() => void copy(contact.email ?? '')}
        >
          {contact.email}
        </button>
      ) : null}
      {contact.phone ? (
        <button
          type="button"
          className={styles.copyButton}
          aria-label={`Copy phone ${contact.phone}`}
          onClick={() => void copy(contact.phone ?? '')}
        >
          {contact.phone}
        </button>
      ) : null}
    </span>
  );
}
