/**
 * Wire schemas of book-a-demo (spec 2§5 validation, messages exact) and the sales-interaction log (spec 2§7). Strict:
 * an unknown key is a 400; no string may hold a NUL, another control character or a lone surrogate; every size is
 * bounded.
 */
import { z } from 'zod';
import { safeText } from '../http/input';
import { DATA_TYPES } from '../policy/index';

/**
 * Text a person typed: the input layer's safe text (no NUL, no lone surrogate, bounded), and no other
 * control character either — a line break in a name would otherwise reach an email header.
 */
const text = (max: number) =>
  safeText({ max, tooLong: `must be at most ${max} characters` })
    // eslint-disable-next-line no-control-regex -- control characters are what this refuses
    .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), 'must not contain control characters');

/** Spec 2§5: digits, spaces and + - . ( ) / only, with at least 7 digits. */
const PHONE_PATTERN = /^[\d\s+\-.()/]+$/;

const phone = text(40)
  .trim()
  .refine(
    (v) => v === '' || (PHONE_PATTERN.test(v) && (v.match(/\d/g)?.length ?? 0) >= 7),
    'Invalid phone number format',
  );

/** POST /api/demo_requests (the domain's useBookADemo sends it). */
export const DemoRequestBodySchema = z.strictObject({
  first_name: text(100).trim().min(1, 'First name is required'),
  last_name: text(100).trim().min(1, 'Last name is required'),
  email: text(254).trim().min(1, 'Email is required').pipe(z.email('Invalid email format')),
  phone: phone.nullish().transform((v) => (v ? v : null)),
  /** The data type or page that led to the request. */
  context: text(200).trim().nullish().transform((v) => (v ? v : null)),
});
export type DemoRequestBody = z.output<typeof DemoRequestBodySchema>;

/** POST /api/sales_interactions: what the user did where (spec 2§7), e.g. BOOK_A_DEMO_CANCELLED on /notices. */
export const SalesInteractionBodySchema = z.strictObject({
  actionType: z.string().regex(/^[A-Z][A-Z0-9_]{0,63}$/, 'must be an action name such as BOOK_A_DEMO_CANCELLED'),
  dataType: z.enum(DATA_TYPES).nullish().transform((v) => v ?? null),
  /** The page (path and query) the user was on. */
  pageUrl: text(2000).refine((v) => v.startsWith('/'), 'must be a path on this site, starting with /'),
  contextSource: z
    .string()
    .regex(/^[a-z][a-z0-9_]{0,63}$/, 'must be a lower-case name such as book_a_demo_modal')
    .nullish()
    .transform((v) => v ?? null),
});
export type SalesInteractionBody = z.output<typeof SalesInteractionBodySchema>;

export const PagingQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
