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
