import { useId, type ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info, TriangleAlert, type LucideIcon } from 'lucide-react';
import { IconButton } from '../IconButton';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Banner.css';

export type BannerTone = 'info' | 'positive' | 'caution' | 'critical';

const icons: Record<BannerTone, LucideIcon> = {
  info: Info,
  positive: CircleCheck,
  caution: TriangleAlert,
  critical: CircleAlert,
};

const defaultToneLabels: Record<BannerTone, string> = {
  info: 'Information',
  positive: 'Success',
  caution: 'Warning',
  critical: 'Error',
};

export interface BannerProps {
  /**
   * Colour and icon.
   * @default 'info'
   */
  tone?: BannerTone;
  /** A short bold heading. */
  title?: ReactNode;
  /** The message. */
  children?: ReactNode;
  /** A button or link under the message (e.g. "Request contacts"). */
  action?: ReactNode;
  /** Shows a dismiss button that calls this. */
  onDismiss?: () => void;
  /**
   * Accessible label of the dismiss button.
   * @default 'Dismiss'
   */
  dismissLabel?: string;
  /**
   * Word read by screen readers before the message, since colour and icon are not announced.
   * @default 'Information' | 'Success' | 'Warning' | 'Error' (by tone)
   */
  toneLabel?: string;
  /**
   * Announce the banner when it appears (role="status", or role="alert" for `critical`). Leave off for a
   * banner that is part of the page on load.
   * @default false
   */
  isLive?: boolean;
  /**
   * Heading level of the title.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Extra class on the banner. */
  className?: string;
}

/** An inline message box: tone, title, text, an optional action and an optional dismiss button. */
export function Banner({
  tone = 'info',
  title,
  children,
  action,
  onDismiss,
  dismissLabel = 'Dismiss',
  toneLabel = defaultToneLabels[tone],
  isLive = false,
  headingLevel = 3,
  className,
}: BannerProps) {
  const titleId = useId();
  const Icon = icons[tone];
  const Heading = `h${headingLevel}` as const;
  const role = isLive ? (tone === 'critical' ? 'alert' : 'status') : title != null ? 'region' : undefined;
  return (
    <div
      role={role}
      aria-labelledby={role === 'region' ? titleId : undefined}
      data-tone={tone}
      className={[styles.banner({ tone }), className].filter(Boolean).join(' ')}
    >
      <Icon aria-hidden className={styles.icon} />
      <div className={styles.content}>
        {title != null && (
          <Heading id={titleId} className={styles.title}>
            <VisuallyHidden>{toneLabel}:</VisuallyHidden> {title}
          </Heading>
        )}
        {children != null && (
          <div className={styles.text}>
            {title == null && (
              <>
                <VisuallyHidden>{toneLabel}:</VisuallyHidden>{' '}
              </>
            )}
            {children}
          </div>
        )}
        {action != null && <div className={styles.action}>{action}</div>}
      </div>
      {onDismiss && (
        <IconButton
          aria-label={dismissLabel}
          icon="X"
          size="sm"
          onPress={onDismiss}
          className={styles.dismiss}
        />
      )}
    </div>
  );
}
