/** Spec 2§2 "Book a demo": the sales booking link depends on UK business hours, Mon–Fri 08:00–18:00 London time. */
export const UK_BUSINESS_HOURS = { timeZone: 'Europe/London', startHour: 8, endHour: 18 } as const;

const formatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: UK_BUSINESS_HOURS.timeZone,
  weekday: 'short',
  hour: '2-digit',
  hourCycle: 'h23',
});

/** True from 08:00 (inclusive) to 18:00 (exclusive), Monday to Friday, in London (GMT or BST as in force). */
export function isUkBusinessHours(at: Date): boolean {
  const parts = formatter.formatToParts(at);
  const weekday = parts.find((p) => p.type === 'weekday')?.value;
  const hour = Number(parts.find((p) => p.type === 'hour')?.value);
  if (weekday === 'Sat' || weekday === 'Sun') return false;
  return hour >= UK_BUSINESS_HOURS.startHour && hour < UK_BUSINESS_HOURS.endHour;
}

/** The two sales booking links of a deployment: one for UK business hours, one for the rest of the week. */
export interface SalesBookingUrls {
  /** Talk to the team now (e.g. an instant-call page), offered Mon–Fri 08:00–18:00 London. */
  inHours: string | undefined;
  /** Book a call for a working day (e.g. a calendar page), offered outside those hours. */
  outOfHours: string | undefined;
}

/** Spec 2§2: the booking link `at` a moment — the business-hours one or the other; null when that one is not configured. */
export function salesBookingLink(at: Date, urls: SalesBookingUrls): { url: string; inHours: boolean } | null {
  const inHours = isUkBusinessHours(at);
  const url = inHours ? urls.inHours : urls.outOfHours;
  return url ? { url, inHours } : null;
}
