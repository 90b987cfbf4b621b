import { RECORD_COPY } from '@tenderlens/domain';
import { copyText, IconButton, Menu, MenuItem, MenuTrigger, toast } from '@tenderlens/ui';

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
}

/** The record's overflow menu (spec 2§2): Share, Copy URL ('Copied URL' / 'Failed to copy URL'), Add to list. */
export function RecordOverflowMenu({ guid, title, onShare, onAddToList, readOnly = false, origin }: RecordOverflowMenuProps) {
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
    <MenuTrigger>
      <IconButton aria-label={`More actions for ${title}`} icon="MoreHorizontal" variant="secondary" />
      <Menu
        aria-label="Record actions"
        placement="bottom end"
        onAction={(key) => {
          if (key === 'share') onShare();
          if (key === 'copy') void copyUrl();
          if (key === 'list') onAddToList();
        }}
      >
        {!readOnly && (
          <MenuItem id="share" icon="Mail">
            Share
          </MenuItem>
        )}
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
  );
}
