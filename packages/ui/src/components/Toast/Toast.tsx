import type { ReactNode } from 'react';
import {
  Text,
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  UNSTABLE_ToastQueue as RACToastQueue,
  UNSTABLE_ToastRegion as RACToastRegion,
  type QueuedToast,
} from 'react-aria-components';
import { timings } from '../../theme/tokens';
import { Button, LinkButton } from '../Button';
import { Icon, type IconName } from '../Icon';
import { IconButton } from '../IconButton';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Toast.css';

export type ToastTone = 'success' | 'error' | 'info';

/** One action in a toast: a button (`onAction`) or a link (`href`). The toast closes when it is used. */
export type ToastAction =
  | { label: string; onAction: () => void; href?: never; newTab?: never }
  | { label: string; href: string; newTab?: boolean; onAction?: never };

/** What the queue holds for each toast. */
export interface ToastContent {
  tone: ToastTone;
  message: ReactNode;
  action?: ToastAction;
}

export interface ToastOptions {
  /** A button or link after the message. */
  action?: ToastAction;
  /**
   * Time before the toast closes itself, in ms; `false` keeps it until closed. Overrides `long`.
   * @default timings.toastFailureMs (5000), or timings.toastLongMs (8000) with `long`
   */
  timeout?: number | false;
  /**
   * Use the longer timeout (for messages that take longer to read or act on).
   * @default false
   */
  long?: boolean;
  /** Called when the toast closes, by the user or by its timer. */
  onClose?: () => void;
}

/** The queue behind `toast.*` and `<ToastRegion />`. At most three toasts show at once; others wait. */
export const toastQueue = new RACToastQueue<ToastContent>({ maxVisibleToasts: 3 });

function add(tone: ToastTone, message: ReactNode, options: ToastOptions = {}): string {
  const { action, long = false, onClose } = options;
  const timeout =
    options.timeout === false ? undefined : (options.timeout ?? (long ? timings.toastLongMs : timings.toastFailureMs));
  return toastQueue.add({ tone, message, action }, { timeout, onClose });
}

/**
 * Shows toasts in the app's `<ToastRegion />`. Each returns the toast's key.
 *
 * `toast.error('Could not save', { action: { label: 'Try again', onAction: save } })`
 */
export const toast = {
  /** A confirmation ("Saved"). */
  success: (message: ReactNode, options?: ToastOptions) => add('success', message, options),
  /** A failure ("Could not save"). Closes after `timings.toastFailureMs` unless `long` or `timeout` say otherwise. */
  error: (message: ReactNode, options?: ToastOptions) => add('error', message, options),
  /** Neutral information. */
  info: (message: ReactNode, options?: ToastOptions) => add('info', message, options),
  /** Closes one toast. */
  close: (key: string) => toastQueue.close(key),
  /** Closes every toast, shown and waiting. */
  clear: () => toastQueue.clear(),
};

const toneIcons: Record<ToastTone, IconName> = { success: 'CheckCircle2', error: 'AlertCircle', info: 'Info' };
const defaultToneLabels: Record<ToastTone, string> = { success: 'Success', error: 'Error', info: 'Information' };

export interface ToastRegionProps {
  /**
   * The queue to show.
   * @default toastQueue (the one `toast.*` adds to)
   */
  queue?: RACToastQueue<ToastContent>;
  /**
   * Name of the landmark region (reached with F6 in some screen readers).
   * @default 'Notifications'
   */
  'aria-label'?: string;
  /**
   * Accessible name of each toast's close button.
   * @default 'Close'
   */
  closeLabel?: string;
  /**
   * Words read before each message, since colour and icon are not announced.
   * @default { success: 'Success', error: 'Error', info: 'Information' }
   */
  toneLabels?: Partial<Record<ToastTone, string>>;
  /** Extra class on the region. */
  className?: string;
}

function ToastActionControl({ action, close }: { action: ToastAction; close: () => void }) {
  if (action.href != null) {
    return (
      <LinkButton variant="link" size="sm" href={action.href} newTab={action.newTab} onPress={close}>
        {action.label}
      </LinkButton>
    );
  }
  return (
    <Button
      variant="link"
      size="sm"
      onPress={() => {
        action.onAction?.();
        close();
      }}
    >
      {action.label}
    </Button>
  );
}

/**
 * Where toasts appear: a landmark fixed at the top centre, `timings.toastOffsetPx` from the top.
 * Render it once near the root of the app. Timers pause while the pointer or focus is inside.
 */
export function ToastRegion({
  queue = toastQueue,
  'aria-label': ariaLabel = 'Notifications',
  closeLabel = 'Close',
  toneLabels,
  className,
}: ToastRegionProps) {
  const labels = { ...defaultToneLabels, ...toneLabels };
  return (
    <RACToastRegion
      queue={queue}
      aria-label={ariaLabel}
      className={[styles.region, className].filter(Boolean).join(' ')}
    >
      {({ toast: item }: { toast: QueuedToast<ToastContent> }) => {
        const { tone, message, action } = item.content;
        const close = () => queue.close(item.key);
        return (
          <RACToast toast={item} className={styles.toast({ tone })} data-tone={tone}>
            <Icon icon={toneIcons[tone]} size="md" className={styles.icon({ tone })} />
            <RACToastContent className={styles.content}>
              <Text slot="title" className={styles.message}>
                <VisuallyHidden>{labels[tone]}: </VisuallyHidden>
                {message}
              </Text>
              {action && <ToastActionControl action={action} close={close} />}
            </RACToastContent>
            <IconButton slot="close" aria-label={closeLabel} icon="X" size="sm" variant="tertiary" />
          </RACToast>
        );
      }}
    </RACToastRegion>
  );
}
