import type { Alert } from '../schemas/alert';

/**
 * How the held list of alerts follows the server's answers (the alerts hook keeps REST state, not
 * graphcache): an answer replaces the alert with its id or joins the list, sorted by name as the
 * server lists them; a delete removes it.
 */
export function withAlert(list: readonly Alert[] | undefined, alert: Alert): Alert[] {
  const rest = (list ?? []).filter((a) => a.id !== alert.id);
  return [...rest, alert].sort((a, b) => a.name.localeCompare(b.name) || Number(a.id) - Number(b.id));
}

export const withoutAlert = (list: readonly Alert[] | undefined, id: string): Alert[] => (list ?? []).filter((a) => a.id !== id);

/** The alert paused or resumed at once (rolled back by the caller if the server refuses). */
export const withPaused = (list: readonly Alert[] | undefined, id: string, disabled: boolean): Alert[] =>
  (list ?? []).map((a) => (a.id === id ? { ...a, disabled } : a));

/** What the settings page says about a destination that failed after every retry. */
export const failingMessage = (alert: Alert): string | null =>
  alert.failing ? `Delivery failing: ${alert.failing.error}. We tried several times; check the destination and send a test.` : null;
