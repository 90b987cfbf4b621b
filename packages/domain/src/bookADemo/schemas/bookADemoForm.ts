import { z } from 'zod';

/** Spec 2§5: digits, spaces and + - . ( ) / only, with at least 7 digits. */
export const PHONE_PATTERN = /^[\d\s+\-.()/]+$/;
export const PHONE_MIN_DIGITS = 7;

const phone = z
  .string()
  .trim()
  .refine(
    (value) => value === '' || (PHONE_PATTERN.test(value) && (value.match(/\d/g)?.length ?? 0) >= PHONE_MIN_DIGITS),
    'Invalid phone number format',
  );

/** The book-a-demo form (spec 2§5 "Book a demo" validation, messages exact). */
export const BookADemoFormSchema = z.object({
  firstName: z.string().trim().min(1, 'First name is required'),
  lastName: z.string().trim().min(1, 'Last name is required'),
  email: z.string().trim().min(1, 'Email is required').pipe(z.email('Invalid email format')),
  phone: phone.optional().default(''),
  /** Where the request was made from (the data type or page), for the sales team. */
  context: z.string().trim().max(200).optional(),
});
export type BookADemoForm = z.input<typeof BookADemoFormSchema>;
export type BookADemoRequest = z.output<typeof BookADemoFormSchema>;

/** The server's answer to a demo request. */
export const DemoRequestJsonSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  /** The sales booking link for now (UK business hours or not); null when the deployment has none configured. */
  booking: z.object({ url: z.string(), in_hours: z.boolean() }).nullable().optional(),
});

export type BookADemoFieldErrors = Partial<Record<'firstName' | 'lastName' | 'email' | 'phone', string>>;

/** First message per field, for the form. */
export function bookADemoFieldErrors(input: BookADemoForm): BookADemoFieldErrors | null {
  const parsed = BookADemoFormSchema.safeParse(input);
  if (parsed.success) return null;
  const errors: BookADemoFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0];
    if ((key === 'firstName' || key === 'lastName' || key === 'email' || key === 'phone') && !errors[key]) {
      errors[key] = issue.message;
    }
  }
  return errors;
}
