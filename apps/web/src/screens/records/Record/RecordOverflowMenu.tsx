import { RECORD_COPY } from '@tenderlens/domain';
import { copyText, IconButton, Menu, MenuItem, MenuTrigger, toast } from '@tenderlens/ui';
import { useState } from 'react';
import { SendToCrmDialog, useCrmSendBlock } from '../../../pageParts/crm/SendToCrm';

export interface RecordOverflowMenuProps {
  guid: string;
  title: string;
  /** Opens the share-by-email modal (ShareViaEmailModal, owned by the lists/sharing screens). */
  onShare(): void;
  /** Opens the save drawer on its list tab ('Save to a list'). */
  onAddToList(): void;
  /** Hide Share and Add to list (guest passes cannot share or save). @default false */
  readOnly?: boolean;
  /** Origin used for the copied URL. @default window.location.origin */
  origin?: string;
  /** The product tour is running: Send to CRM waits until it ends. @default false */
  inTour?: boolean;
}

/**
 * The record's overflow menu (spec 2§2): Share, Send to CRM (the CRM form; blocked for guests, without a
 * provider and during the tour, saying why), Copy URL ('Copied URL' / 'Failed to copy URL'), Add to list.
 */
export function RecordOverflowMenu({
  guid,
  title,
  onShare,
  onAddToList,
  readOnly = false,
  origin,
  inTour = false,
}: RecordOverflowMenuProps) {
  const crm = useCrmSendBlock(inTour);
  const [sending, setSending] = useState(false);
  const copyUrl = async () => {
    const base = origin ?? window.location.origin;
    try {
      await copyText(`${base}/records/${guid}`);
      toast.success(RECORD_COPY.copiedUrl);
    } catch {
      toast.error(RECORD_COPY.copyUrlFailed);
    }
  };
  return (
    <>
      <MenuTrigger>
        <IconButton aria-label={`More actions for ${title}`} icon="MoreHorizontal" variant="secondary" />
        <Menu
          aria-label="Record actions"
          placement="bottom end"
          onAction={(key) => {
            if (key === 'share') onShare();
            if (key === 'crm') {
              if (crm.blocked) toast.info(crm.blocked);
              else setSending(true);
            }
            if (key === 'copy') void copyUrl();
            if (key === 'list') onAddToList();
          }}
        >
          {!readOnly && (
            <MenuItem id="share" icon="Mail">
              Share
            </MenuItem>
          )}
          <MenuItem id="crm" icon="ExternalLink">
            Send to CRM
          </MenuItem>
          <MenuItem id="copy" icon="Copy">
            Copy URL
          </MenuItem>
          {!readOnly && (
            <MenuItem id="list" icon="List">
              Add to list
            </MenuItem>
          )}
        </Menu>
      </MenuTrigger>
      {sending && <SendToCrmDialog mode="notice" id={guid} isOpen={sending} onOpenChange={setSending} />}
    </>
  );
}
