/**
 * The living demo moves the real notices' dates forward (docs/decisions/0027-demo-dates-moved-forward.md);
 * wherever dates show in such a demo, this note says so.
 */
export const DEMO_DATES_NOTE = 'Demo data: real notices, dates moved forward';

/** The note to show, or null when the dates are the notices' own. */
export function demoDatesNote(config: { demoDatesShifted: boolean } | null | undefined): string | null {
  return config?.demoDatesShifted ? DEMO_DATES_NOTE : null;
}
