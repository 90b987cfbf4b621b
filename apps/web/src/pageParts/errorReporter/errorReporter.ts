/**
 * One reporter for every error the app catches (spec 1§8 "Errors go to an error-reporting service").
 * The default implementation logs to the console with an event ID the user can quote to support;
 * a hosted deployment plugs its service in with `setErrorReporter`.
 */
export interface ErrorReporter {
  /** Records the error and returns the event ID shown to the user. */
  capture(error: unknown, context?: Record<string, unknown>): string;
}

function newEventId(): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export const consoleReporter: ErrorReporter = {
  capture(error, context) {
    const eventId = newEventId();
    console.error(`[tenderlens] event ${eventId}`, error, context ?? {});
    return eventId;
  },
};

let current: ErrorReporter = consoleReporter;

export function setErrorReporter(reporter: ErrorReporter): void {
  current = reporter;
}

export function reportError(error: unknown, context?: Record<string, unknown>): string {
  return current.capture(error, context);
}

export function describeError(error: unknown): string {
  if (error instanceof Error)
    return `${error.name}: ${error.message}${error.stack ? `\n${error.stack}` : ''}`;
  try {
    return JSON.stringify(error, null, 2);
  } catch {
    return String(error);
  }
}
