import {
  SUPPLIER_SIGNAL_ENTRIES,
  VIEW_SIGNAL_SETTINGS,
  useCurrentUser,
  useSupplierSignalSaving,
  type SignalSaveOutcome,
  type SupplierSignalType,
} from '@tenderlens/domain';
import {
  Button,
  IconButton,
  LockIcon,
  Menu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  toast,
} from '@tenderlens/ui';
import * as styles from './SaveAsSignal.css';
import { SaveSignalConfirmModal } from './SaveSignalConfirmModal';

export interface SaveAsSignalPopoverProps {
  /** One supplier (a row) or the selection (bulk). */
  suppliers: { guid: string; name: string }[];
  /**
   * `icon`: a small icon button for a table row; `button`: a labelled button for the bulk toolbar.
   * @default 'button'
   */
  variant?: 'button' | 'icon';
  /** @default false */
  isDisabled?: boolean;
}

function showOutcome(outcome: SignalSaveOutcome) {
  if (outcome.ok) {
    toast.success(outcome.message, {
      action: { label: VIEW_SIGNAL_SETTINGS.label, href: VIEW_SIGNAL_SETTINGS.href, newTab: true },
    });
  } else toast.error(outcome.message);
}

/**
 * 'Save as Signal' (spec 2§2): 'My competitors' and 'My partners', each with a filled marker when the
 * selection is saved there and a hover-only marker when not; a lock when the plan lacks SUPPLIERS or
 * the entry's data type, and the click then does nothing. Saving goes through the confirmation modal
 * unless 'Don't show me this again' was ticked.
 */
export function SaveAsSignalPopover({
  suppliers,
  variant = 'button',
  isDisabled = false,
}: SaveAsSignalPopoverProps) {
  const { user } = useCurrentUser();
  const saving = useSupplierSignalSaving({
    suppliers,
    activeDataTypes: user?.activeDataTypes ?? [],
    isGuest: user?.guest ?? true,
    onOutcome: showOutcome,
  });
  const label =
    suppliers.length === 1
      ? `Save ${suppliers[0]?.name ?? 'supplier'} as Signal`
      : `Save ${suppliers.length} suppliers as Signal`;
  const trigger =
    variant === 'icon' ? (
      <IconButton
        icon="Star"
        aria-label={label}
        size="sm"
        isDisabled={isDisabled || suppliers.length === 0 || !user}
      />
    ) : (
      <Button
        variant="secondary"
        iconStart="Star"
        isDisabled={isDisabled || suppliers.length === 0 || !user}
      >
        Save as Signal
      </Button>
    );

  return (
    <>
      <MenuTrigger>
        {trigger}
        <Menu
          aria-label="Save as Signal"
          onAction={(key) => saving.choose(key as SupplierSignalType)}
          disabledKeys={SUPPLIER_SIGNAL_ENTRIES.filter((e) => !saving.canUse(e.type)).map((e) => e.type)}
        >
          <MenuSection title="Save as Signal">
            {SUPPLIER_SIGNAL_ENTRIES.map((entry) => {
              const locked = !saving.canUse(entry.type);
              const saved = saving.saved[entry.type];
              return (
                <MenuItem
                  key={entry.type}
                  id={entry.type}
                  textValue={entry.label}
                  aria-label={`${entry.label}${locked ? ', locked' : saved ? ', saved' : ''}`}
                >
                  <span className={styles.entry}>
                    {locked ? (
                      <LockIcon label="Upgrade to save suppliers as signals" />
                    ) : (
                      <span
                        className={styles.marker}
                        data-saved={saved ? 'true' : 'false'}
                        aria-hidden="true"
                      />
                    )}
                    <span className={styles.entryLabel}>{entry.label}</span>
                  </span>
                </MenuItem>
              );
            })}
          </MenuSection>
        </Menu>
      </MenuTrigger>
      <SaveSignalConfirmModal
        isOpen={saving.pending !== null}
        action={saving.pending?.action}
        type={saving.pending?.type}
        count={saving.pending?.count}
        onCancel={saving.cancel}
        onContinue={(options) => void saving.confirm(options)}
      />
    </>
  );
}
