import { z } from 'zod';
import { compressSearchParam, parseCompressedSearchParam, type DecompressOptions } from '../../url/searchParams';
import {
  CONTACT_DISPLAY_OPTIONS,
  DEFAULT_CONTACT_FILTER,
  JOB_FUNCTIONS,
  SENIORITIES,
  type ContactFilter,
} from '../rules/index';

/** The URL query parameter holding the contacts screen's filters (spec 1§2.11). */
export const CONTACT_FILTERS_PARAM = 'contactsFilters';

const guids = z.array(z.string().regex(/^[0-9a-fA-F]{8}-(?:[0-9a-fA-F]{4}-){3}[0-9a-fA-F]{12}$/)).max(500);
const ids = z.array(z.string().regex(/^(\d{1,18}|[0-9a-fA-F-]{36})$/)).max(100);
const text = (max: number) => z.string().trim().max(max).catch('');
/** Known values kept, unknown ones dropped (a list with a bad entry keeps its good ones). */
const known = <T extends string>(values: readonly T[]) =>
  z
    .array(z.unknown())
    .max(50)
    .transform((list) => [...new Set(list.filter((v): v is T => typeof v === 'string' && (values as readonly string[]).includes(v)))])
    .catch([]);

/** Each field falls back to its default on its own when its value is bad (spec 1§5). */
export const ContactFilterSchema: z.ZodType<ContactFilter, unknown> = z
  .object({
    jobTitle: text(200),
    firstName: text(100),
    lastName: text(100),
    seniority: known(SENIORITIES),
    jobFunction: known(JOB_FUNCTIONS),
    buyerGuids: guids.catch([]),
    buyerListIds: ids.catch([]),
    buyerCategoryIds: z.array(z.string().regex(/^\d{1,18}$/)).max(100).catch([]),
    includeUncategorisedBuyers: z.boolean().catch(false),
    contactDisplayOptions: known(CONTACT_DISPLAY_OPTIONS),
  })
  .partial()
  .transform(
    (f) =>
      ({
        ...DEFAULT_CONTACT_FILTER,
        ...Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined)),
      }) as ContactFilter,
  );

/** Reads `contactsFilters` (compressed or plain JSON); a bad value gives the defaults. */
export function parseContactFiltersParam(raw: string | null | undefined, options?: DecompressOptions): ContactFilter {
  // The plain form: JSON as is (a link written by hand or by another tool).
  if (raw?.trim().startsWith('{')) {
    try {
      const parsed = ContactFilterSchema.safeParse(JSON.parse(raw));
      return parsed.success ? parsed.data : DEFAULT_CONTACT_FILTER;
    } catch {
      return DEFAULT_CONTACT_FILTER;
    }
  }
  return parseCompressedSearchParam(ContactFilterSchema, raw, DEFAULT_CONTACT_FILTER, options);
}

/** Only the fields that differ from the defaults, compressed; '' when nothing is set. */
export function serialiseContactFilters(filter: ContactFilter): string {
  const changed = Object.fromEntries(
    Object.entries(filter).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(DEFAULT_CONTACT_FILTER[key as keyof ContactFilter])),
  );
  return Object.keys(changed).length === 0 ? '' : compressSearchParam(changed);
}

/** The /contacts link of a buyer; `from`: the lead whose record it was opened from (copying moves it to pre_engage_done). */
export function contactsPathForBuyer(buyerGuid: string, from?: { leadId: string }): string {
  const params = new URLSearchParams({ [CONTACT_FILTERS_PARAM]: serialiseContactFilters({ ...DEFAULT_CONTACT_FILTER, buyerGuids: [buyerGuid] }) });
  if (from) params.set('fromLead', from.leadId);
  return `/contacts?${params.toString()}`;
}
