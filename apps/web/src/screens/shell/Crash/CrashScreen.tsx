import { CrashPage } from '@tenderlens/ui';
import { useMemo } from 'react';
import { describeError, reportError } from '../../../pageParts/errorReporter/errorReporter';

export interface CrashScreenProps {
  error: unknown;
  /** Support e-mail for the 'Email us' option. */
  supportEmail?: string;
  /** Where the chat option leads (the help site's contact page). */
  chatHref?: string;
  /** Event ID when the error was already reported. */
  eventId?: string;
}

/** The top-level fallback page (spec 2§2 "Crash page"). Reports the error once and shows its event ID. */
export function CrashScreen({
  error,
  supportEmail = 'support@tenderlens.test',
  chatHref = 'https://help.tenderlens.org/contact',
  eventId,
}: CrashScreenProps) {
  const id = useMemo(() => eventId ?? reportError(error, { source: 'crash-page' }), [error, eventId]);
  return (
    <CrashPage
      eventId={id}
      details={describeError(error)}
      homeHref="/"
      supportEmail={supportEmail}
      chatSupport={{ label: 'Chat with our team', href: chatHref }}
    />
  );
}
