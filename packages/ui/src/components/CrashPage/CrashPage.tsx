import { useId, useState, type ReactNode } from 'react';
import { TriangleAlert } from 'lucide-react';
import { Button, LinkButton } from '../Button';
import * as styles from './CrashPage.css';

/** A support option shown as a link (href) or a button (onPress, e.g. opening a chat widget). */
export interface CrashPageSupportAction {
  /** Visible text. */
  label: string;
  /** Where the link goes. */
  href?: string;
  /** Called on press when there is no href. */
  onPress?: () => void;
}

export interface CrashPageProps {
  /**
   * Page heading (h1).
   * @default 'Oops! Something has gone wrong'
   */
  title?: ReactNode;
  /**
   * Text under the heading.
   * @default 'Sorry, something unexpected happened. Try refreshing the page or going back to the home page.'
   */
  description?: ReactNode;
  /**
   * Called by the Refresh button.
   * @default () => window.location.reload()
   */
  onRefresh?: () => void;
  /**
   * Where Go to home leads.
   * @default '/'
   */
  homeHref?: string;
  /**
   * Refresh button text.
   * @default 'Refresh'
   */
  refreshLabel?: string;
  /**
   * Home link text.
   * @default 'Go to home'
   */
  homeLabel?: string;
  /** A chat support option (e.g. `{ label: 'Chat with us', onPress: openChat }`). */
  chatSupport?: CrashPageSupportAction;
  /** A support email address, shown as a mailto link. */
  supportEmail?: string;
  /** The error-tracking event ID, shown with a copy button so the user can quote it. */
  eventId?: string;
  /** Technical details shown in a collapsed "Error details" section. Falls back to the stack of `error`. */
  details?: string;
  /** The caught error; its stack (or message) becomes the details when `details` is not given. */
  error?: unknown;
  /**
   * The root element: `main` for a page outside any layout, `div` when a layout already has a main landmark.
   * @default 'main'
   */
  as?: 'main' | 'div';
}

function detailsOf(error: unknown): string | undefined {
  if (error == null) return undefined;
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  return String(error);
}

/** A full-page error fallback: what happened, how to recover, how to get help, and the details for support. */
export function CrashPage({
  title = 'Oops! Something has gone wrong',
  description = 'Sorry, something unexpected happened. Try refreshing the page or going back to the home page.',
  onRefresh = () => window.location.reload(),
  homeHref = '/',
  refreshLabel = 'Refresh',
  homeLabel = 'Go to home',
  chatSupport,
  supportEmail,
  eventId,
  details,
  error,
  as: Root = 'main',
}: CrashPageProps) {
  const supportHeadingId = useId();
  const eventHeadingId = useId();
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const errorDetails = details ?? detailsOf(error);

  const copyEventId = async () => {
    if (!eventId) return;
    try {
      await navigator.clipboard.writeText(eventId);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  };

  return (
    <Root className={styles.page}>
      <div className={styles.card}>
        <TriangleAlert aria-hidden className={styles.illustration} />
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.description}>{description}</p>
        <div className={styles.actions}>
          <Button variant="primary" iconStart="RefreshCw" onPress={onRefresh}>
            {refreshLabel}
          </Button>
          <LinkButton variant="secondary" iconStart="Home" href={homeHref}>
            {homeLabel}
          </LinkButton>
        </div>

        {(chatSupport || supportEmail) && (
          <section className={styles.section} aria-labelledby={supportHeadingId}>
            <h2 id={supportHeadingId} className={styles.sectionTitle}>
              Get help
            </h2>
            <p className={styles.text}>
              If the problem continues, contact us{eventId ? ' and quote the event ID' : ''}.
            </p>
            <div className={styles.actions}>
              {chatSupport &&
                (chatSupport.href ? (
                  <LinkButton variant="secondary" iconStart="MessageSquare" href={chatSupport.href}>
                    {chatSupport.label}
                  </LinkButton>
                ) : (
                  <Button variant="secondary" iconStart="MessageSquare" onPress={chatSupport.onPress}>
                    {chatSupport.label}
                  </Button>
                ))}
              {supportEmail && (
                <LinkButton variant="secondary" iconStart="Mail" href={`mailto:${supportEmail}`}>
                  Email {supportEmail}
                </LinkButton>
              )}
            </div>
          </section>
        )}

        {eventId && (
          <section className={styles.section} aria-labelledby={eventHeadingId}>
            <h2 id={eventHeadingId} className={styles.sectionTitle}>
              Event ID
            </h2>
            <div className={styles.eventRow}>
              <code className={styles.code}>{eventId}</code>
              <Button variant="secondary" size="sm" iconStart="Copy" onPress={copyEventId}>
                Copy event ID
              </Button>
              <span role="status" className={styles.copyStatus}>
                {copyState === 'copied'
                  ? 'Event ID copied'
                  : copyState === 'failed'
                    ? 'Could not copy: select the ID and copy it'
                    : ''}
              </span>
            </div>
          </section>
        )}

        {errorDetails && (
          <details className={styles.details}>
            <summary className={styles.summary}>Error details</summary>
            <pre className={styles.pre}>{errorDetails}</pre>
          </details>
        )}
      </div>
    </Root>
  );
}
