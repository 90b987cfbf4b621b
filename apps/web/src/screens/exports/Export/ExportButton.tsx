import {
  EXPORT_CHAT_ACTION_LABEL,
  exportButtonState,
  useCurrentUser,
  useExport,
  type ExportFormat,
  type ExportTarget,
} from '@tenderlens/domain';
import {
  Button,
  IconButton,
  Menu,
  MenuItem,
  MenuTrigger,
  Modal,
  Popover,
  PopoverTrigger,
  ProgressBar,
  toast,
} from '@tenderlens/ui';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PaywallPrompt } from '../../../pageParts/paywall/DataTypeLocked';
import { useOpenSupportChat } from '../../../pageParts/supportChat/SupportChat';
import * as styles from './Export.css';

export interface ExportButtonProps {
  /** What to export (the domain's `useExport` target). */
  target: ExportTarget;
  /** Rows the export will hold (the current result count): decides the limit and sync/async; null while unknown. */
  rowCount: number | null;
  /** Button text. @default 'Export' */
  label?: string;
}

const FORMAT_LABELS: Record<ExportFormat, string> = { csv: 'CSV (.csv)', xlsx: 'Excel (.xlsx)' };

/**
 * The export menu (spec 1§4 "Export", 1§5, 2§4): csv or xlsx; over 500 rows without export permission
 * it is disabled with a note and a 'Chat with our team' action; guests get an upgrade prompt and
 * plans without EXPORTS a paywall. Small exports download at once; large ones show a progress modal
 * while the job runs, then download. Failures: a toast, or the async failure modal with Ok.
 */
export function ExportButton({ target, rowCount, label = 'Export' }: ExportButtonProps) {
  const { user } = useCurrentUser();
  const state = exportButtonState(user, rowCount);
  const exporter = useExport(target);
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const [, setParams] = useSearchParams();
  const busy = exporter.state.status === 'exporting' || exporter.state.status === 'polling' || exporter.state.status === 'downloading';

  const run = async (format: ExportFormat) => {
    const outcome = await exporter.exportFile(format);
    if (!outcome.ok && outcome.failure.kind !== 'async_failed') {
      toast.error(outcome.failure.message);
      exporter.dismiss();
    }
  };

  // The support chat when its widget is loaded; otherwise the book-a-demo form (the sales team answers there).
  const openChat = useOpenSupportChat(
    useCallback(
      () =>
        setParams((current) => {
          const next = new URLSearchParams(current);
          next.set('bookADemo', 'true');
          return next;
        }),
      [setParams],
    ),
  );

  let control;
  switch (state.kind) {
    case 'pending':
      control = (
        <Button variant="secondary" iconStart="Download" isDisabled>
          {label}
        </Button>
      );
      break;
    case 'upgrade':
      control = (
        <Button variant="secondary" iconStart="Download" onPress={() => setUpgradeOpen(true)}>
          {label}
        </Button>
      );
      break;
    case 'disabled':
      control = (
        <span className={styles.disabledGroup}>
          <Button variant="secondary" iconStart="Download" isDisabled>
            {label}
          </Button>
          <PopoverTrigger>
            <IconButton icon="Info" variant="ghost" aria-label="Why export is unavailable" tooltip={state.tooltip} />
            <Popover title="Export unavailable" placement="bottom end">
              <div className={styles.limitNote}>
                <p className={styles.limitText}>{state.tooltip}</p>
                <Button variant="primary" size="sm" onPress={openChat}>
                  {EXPORT_CHAT_ACTION_LABEL}
                </Button>
              </div>
            </Popover>
          </PopoverTrigger>
        </span>
      );
      break;
    case 'enabled':
      control = (
        <MenuTrigger>
          <Button variant="secondary" iconStart="Download" iconEnd="ChevronDown" isPending={busy} pendingLabel="Exporting">
            {label}
          </Button>
          <Menu aria-label="Export format" onAction={(key) => void run(key as ExportFormat)}>
            {(['csv', 'xlsx'] as const).map((f) => (
              <MenuItem key={f} id={f}>
                {FORMAT_LABELS[f]}
              </MenuItem>
            ))}
          </Menu>
        </MenuTrigger>
      );
      break;
  }

  const failure = exporter.state.status === 'error' && exporter.state.failure.kind === 'async_failed' ? exporter.state.failure : null;
  const progress = exporter.state.status === 'polling' ? exporter.state.progress : exporter.showProgress ? 1 : 0;

  return (
    <>
      {control}
      <Modal
        isOpen={exporter.showProgress}
        onOpenChange={(open) => (open ? undefined : exporter.dismiss())}
        title="Preparing your export"
        isDismissable={false}
        footer={
          <Button variant="secondary" onPress={exporter.dismiss}>
            Cancel
          </Button>
        }
      >
        <p className={styles.progressText}>
          {exporter.state.status === 'downloading'
            ? 'Downloading your file…'
            : `Large exports run in the background. Your file downloads when it is ready${
                exporter.state.status === 'polling' && exporter.state.totalRows ? ` (${exporter.state.totalRows.toLocaleString('en-GB')} rows)` : ''
              }.`}
        </p>
        <ProgressBar label="Export progress" value={Math.round(progress * 100)} showValue />
      </Modal>
      <Modal
        isOpen={failure !== null}
        onOpenChange={(open) => (open ? undefined : exporter.dismiss())}
        title={failure?.title ?? ''}
        role="alertdialog"
        isDismissable={false}
        hideCloseButton
        footer={
          <Button variant="primary" onPress={exporter.dismiss}>
            {failure?.action ?? 'Ok'}
          </Button>
        }
      >
        <p className={styles.progressText}>{failure?.message}</p>
      </Modal>
      {/* Guests and plans without EXPORTS: the EXPORTS paywall (decision 0039: one copy, logged when it opens). */}
      <PaywallPrompt type={state.kind === 'upgrade' && upgradeOpen ? 'EXPORTS' : null} onClose={() => setUpgradeOpen(false)} />
    </>
  );
}
