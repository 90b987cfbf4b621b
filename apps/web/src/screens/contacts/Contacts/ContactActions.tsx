import {
  CRM_LIMITS,
  CRM_MESSAGES,
  CRM_PROVIDER_LABELS,
  hasDataType,
  useSendContactToCrm,
  type ContactData,
  type CrmContactInput,
  type CurrentUser,
} from '@tenderlens/domain';
import { Button, toast } from '@tenderlens/ui';
import { useState } from 'react';
import { SendContactToCrmButton, useCrmSendBlock } from '../../../pageParts/crm/SendToCrm';
import { OutreachBuilderModal } from '../../../pageParts/outreach/OutreachBuilderModal';

/** The sendContact payload of a contacts row (spec 1§3 'CRM contact payload'). */
export function crmContactOf(contact: ContactData): CrmContactInput {
  return {
    contactId: contact.id,
    salutation: contact.title,
    firstName: contact.firstName ?? '',
    lastName: contact.lastName ?? '',
    contactCompanyName: contact.buyer.name,
    jobTitle: contact.jobTitle || null,
    jobFunction: contact.jobFunction.join(', ') || null,
    seniority: contact.seniority || null,
    emailAddress: contact.email,
    phoneNumber: contact.phone,
  };
}

const nameOf = (contact: ContactData) =>
  [contact.firstName, contact.lastName].filter(Boolean).join(' ') || contact.jobTitle;

/** Guests and plans without CONTACTS meet the CONTACTS paywall instead of the outreach builder (spec 1§6). */
const canWriteOutreach = (user: CurrentUser) => !user.guest && hasDataType(user, 'CONTACTS');

export interface ContactRowActionsProps {
  contact: ContactData;
  user: CurrentUser;
  /** The product tour is running: Send to CRM says so instead of sending (spec 1§5). */
  inTour: boolean;
  /** Opens the CONTACTS paywall (guests, no CONTACTS). */
  onLocked: () => void;
}

/**
 * A contacts row's 'Write outreach' (the AI builder for this contact; the server finds the buyer from the contact,
 * the row's buyer id being a guid) and 'Send to CRM' (sendContact).
 */
export function ContactRowActions({ contact, user, inTour, onLocked }: ContactRowActionsProps) {
  const [writing, setWriting] = useState(false);
  const name = nameOf(contact);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        iconStart="Mail"
        onPress={() => (canWriteOutreach(user) ? setWriting(true) : onLocked())}
        aria-label={`Write outreach to ${name}`}
      >
        Write outreach
      </Button>
      <SendContactToCrmButton contact={crmContactOf(contact)} inTour={inTour} />
      {writing ? (
        <OutreachBuilderModal
          isOpen
          onOpenChange={setWriting}
          contact={{ id: contact.id, name, jobTitle: contact.jobTitle, email: contact.email }}
          buyer={{ name: contact.buyer.name }}
        />
      ) : null}
    </>
  );
}

export interface ContactSelectionActionsProps {
  contacts: ContactData[];
  user: CurrentUser;
  inTour: boolean;
  onLocked: () => void;
}

/**
 * The selection's actions: 'Send to CRM' sends every selected (unredacted) contact one by one
 * (sendContact is per contact); 'Write outreach' is for one contact, so it shows for a single selection.
 */
export function ContactSelectionActions({ contacts, user, inTour, onLocked }: ContactSelectionActionsProps) {
  const { blocked, provider, loading } = useCrmSendBlock(inTour);
  const { send } = useSendContactToCrm();
  const [sending, setSending] = useState(false);
  const [writing, setWriting] = useState(false);
  const visible = contacts.filter((c) => !c.redacted);
  const single = visible.length === 1 ? visible[0] : undefined;

  const sendAll = async () => {
    if (blocked || !provider) {
      toast.info(blocked ?? CRM_MESSAGES.notConnected);
      return;
    }
    setSending(true);
    let sent = 0;
    let duplicates = 0;
    let failed = 0;
    for (const contact of visible) {
      const outcome = await send(crmContactOf(contact), provider);
      if (!outcome.ok) failed += 1;
      else if (outcome.isDuplicate) duplicates += 1;
      else sent += 1;
    }
    setSending(false);
    const label = CRM_PROVIDER_LABELS[provider];
    if (sent > 0)
      toast.success(CRM_MESSAGES.sent(sent === 1 ? '1 contact' : `${sent} contacts`, provider), {
        timeout: CRM_LIMITS.successToastMs,
      });
    if (duplicates > 0)
      toast.info(
        duplicates === 1 ? CRM_MESSAGES.alreadyInCrm(provider) : `${duplicates} contacts are already in ${label}`,
        { timeout: CRM_LIMITS.successToastMs },
      );
    if (failed > 0) toast.error(CRM_MESSAGES.contactFailed);
  };

  if (visible.length === 0) return null;
  return (
    <>
      {single ? (
        <Button
          variant="secondary"
          size="sm"
          iconStart="Mail"
          onPress={() => (canWriteOutreach(user) ? setWriting(true) : onLocked())}
        >
          Write outreach
        </Button>
      ) : null}
      <Button
        variant="secondary"
        size="sm"
        iconStart="ExternalLink"
        onPress={() => void sendAll()}
        isDisabled={loading}
        isPending={sending}
        pendingLabel="Sending"
      >
        {`Send ${visible.length === 1 ? '1 contact' : `${visible.length} contacts`} to CRM`}
      </Button>
      {writing && single ? (
        <OutreachBuilderModal
          isOpen
          onOpenChange={setWriting}
          contact={{ id: single.id, name: nameOf(single), jobTitle: single.jobTitle, email: single.email }}
          buyer={{ name: single.buyer.name }}
        />
      ) : null}
    </>
  );
}
