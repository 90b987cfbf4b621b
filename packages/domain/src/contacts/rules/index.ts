/**
 * Contacts and contact requests (spec 1§2.11–12, 1§3 Contact, 1§5, 1§6, 1§8): the one definition of
 * the seniority and function values, the phone rule, the search request and its limits, the request
 * validation and every copy string, shared by the server, the hooks, the mocks and the tests. Pure:
 * no React or urql (a tsup entry of its own, `@tenderlens/domain/contacts`).
 */
import { z } from 'zod';

/** Spec 1§3 Seniority values, in the spec's order. */
export const SENIORITIES = [
  'Chief Officer',
  'Unspecified',
  'Chairman',
  'Top Level Director',
  'Second Level / Head of Service',
  'Clerk/Secretary',
  'Vice/Deputy Chairman',
  'Third Level/Head of Service/Manager',
  'Deputy/Assistant Chief Officer',
] as const;
export type Seniority = (typeof SENIORITIES)[number];

/** Spec 1§3 Function values, in the spec's order ('Marketing, Communications, & Sales' is one value). */
export const JOB_FUNCTIONS = [
  'Admin & Support',
  'Educator',
  'Finance',
  'Health Services',
  'HR & Training',
  'IT & Digital',
  'Legal & Compliance',
  'Marketing, Communications, & Sales',
  'Operations',
  'Procurement',
  'Service Delivery',
  'Uncategorised',
] as const;
export type JobFunction = (typeof JOB_FUNCTIONS)[number];

/** Contact information options of the filter (spec 1§3 contactDisplayOptions). */
export const CONTACT_DISPLAY_OPTIONS = ['EMAIL', 'PHONE'] as const;
export type ContactDisplayOption = (typeof CONTACT_DISPLAY_OPTIONS)[number];
export const CONTACT_DISPLAY_LABELS: Record<ContactDisplayOption, string> = { EMAIL: 'Email', PHONE: 'Phone' };

/** What a contact taken from a notice's own contact point is (spec issue 14 "Data"). */
export const NOTICE_CONTACT_SENIORITY: Seniority = 'Unspecified';
export const NOTICE_CONTACT_FUNCTION: JobFunction = 'Procurement';

/** Spec 1§8: the contacts table's default page size; the filter input's debounce. */
export const CONTACTS_PAGE_SIZE = 20;
export const CONTACTS_PAGE_SIZES = [20, 50, 100] as const;
export const CONTACTS_SEARCH_DEBOUNCE_MS = 300;
/** The filters drawer's width (spec 1§2.11). */
export const CONTACT_FILTERS_DRAWER_WIDTH = 700;
/** Most rows one search page may ask for; most ids one export selection may name. */
export const CONTACTS_MAX_LIMIT = 100;
export const CONTACTS_MAX_SELECTED = 10_000;

/** A phone needs at least 7 digits to show as a phone (spec issue 14). */
export const MIN_PHONE_DIGITS = 7;
export function displayPhone(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const digits = phone.replace(/\D/g, '');
  return digits.length >= MIN_PHONE_DIGITS ? phone.trim() : null;
}

/** The copy of spec 1§8 and 1§2.11–12. */
export const CONTACTS_COPY = {
  heading: 'Contacts',
  copied: 'Copied to clipboard!',
  copyFailed: 'Could not copy to clipboard',
  empty: 'No Contacts found',
  banner: 'Not found any relevant contacts?',
  bannerBody: 'Tell us who you are looking for and our team will find them.',
  requestButton: 'Request contacts',
  clearFilters: 'Clear filters',
  allFilters: 'All filters',
  loadError: 'Sorry something has gone wrong. If this error persists please contact support',
  permissionError: 'Permission error',
  synthetic: 'Demo contact',
  syntheticNote: 'A made-up person at a real buyer (demo data)',
  redacted: 'Upgrade to see contact details',
  guestPrompt: 'Upgrade to see and request decision-maker contacts',
  requestSent: 'Contact request sent! We will share relevant contacts within 5 business days.',
  requestSentNote: "If you don't have access to decision maker contacts yet, we will reach out to let you know.",
  requestFailed: 'Contact request unsuccessful. Please contact a member of our team.',
  seniorityRequired: 'Seniority is required',
  functionRequired: 'Function is required',
  buyerRequired: 'Buyer is required',
} as const;

/** Column headers of the contacts table (spec 1§2.11); Buyer is left out when scoped to one buyer. */
export const CONTACT_COLUMNS = [
  { id: 'name', header: 'Job title & Contact name' },
  { id: 'contactInformation', header: 'Contact information' },
  { id: 'seniority', header: 'Seniority' },
  { id: 'jobFunction', header: 'Function' },
  { id: 'buyer', header: 'Buyer' },
] as const;
export type ContactColumnId = (typeof CONTACT_COLUMNS)[number]['id'];
export const contactColumns = (scopedToBuyer: boolean) => CONTACT_COLUMNS.filter((c) => !(scopedToBuyer && c.id === 'buyer'));

const text = (max: number, what: string) => z.string().trim().max(max, `${what} is at most ${max} characters`);
const uuid = z.string().regex(/^[0-9a-fA-F]{8}-(?:[0-9a-fA-F]{4}-){3}[0-9a-fA-F]{12}$/, 'Buyer guids are UUIDs');

/**
 * The derived search request (spec 1§3): the wire form of POST /api/contacts/search and of the
 * GraphQL `contacts` query's request (snake_case there, camelCase here; the server maps both).
 */
export const ContactSearchRequestSchema = z.strictObject({
  jobTitle: text(200, 'Job title').optional(),
  firstName: text(100, 'First name').optional(),
  lastName: text(100, 'Last name').optional(),
  seniority: z.array(z.enum(SENIORITIES)).max(SENIORITIES.length).optional(),
  function: z.array(z.enum(JOB_FUNCTIONS)).max(JOB_FUNCTIONS.length).optional(),
  buyerGuids: z.array(uuid).max(1000, 'At most 1000 buyers').optional(),
  buyerLists: z.array(z.string().regex(/^(\d{1,18}|[0-9a-fA-F-]{36})$/, 'Buyer list ids are ids or guids')).max(100).optional(),
  buyerCategoryIds: z.array(z.string().regex(/^\d{1,18}$/, 'Buyer category ids are numbers')).max(100).optional(),
  includeUncategorisedBuyers: z.boolean().optional(),
  mustContainEmail: z.boolean().optional(),
  mustContainPhone: z.boolean().optional(),
  limit: z.number().int().min(1).max(CONTACTS_MAX_LIMIT).optional(),
  /** 1-based. */
  page: z.number().int().min(1).max(10_000).optional(),
});
export type ContactSearchRequest = z.infer<typeof ContactSearchRequestSchema>;

/** The contact filter of spec 1§3 (the screen's state). */
export interface ContactFilter {
  jobTitle: string;
  firstName: string;
  lastName: string;
  seniority: Seniority[];
  jobFunction: JobFunction[];
  buyerGuids: string[];
  buyerListIds: string[];
  buyerCategoryIds: string[];
  includeUncategorisedBuyers: boolean;
  contactDisplayOptions: ContactDisplayOption[];
}

export const DEFAULT_CONTACT_FILTER: ContactFilter = Object.freeze({
  jobTitle: '',
  firstName: '',
  lastName: '',
  seniority: [],
  jobFunction: [],
  buyerGuids: [],
  buyerListIds: [],
  buyerCategoryIds: [],
  includeUncategorisedBuyers: false,
  contactDisplayOptions: [],
}) as ContactFilter;

/** The derived search request of a filter and a page (spec 1§3). */
export function toContactSearchRequest(filter: ContactFilter, page = 1, limit = CONTACTS_PAGE_SIZE): ContactSearchRequest {
  const out: ContactSearchRequest = { limit, page };
  if (filter.jobTitle.trim()) out.jobTitle = filter.jobTitle.trim();
  if (filter.firstName.trim()) out.firstName = filter.firstName.trim();
  if (filter.lastName.trim()) out.lastName = filter.lastName.trim();
  if (filter.seniority.length) out.seniority = [...filter.seniority];
  if (filter.jobFunction.length) out.function = [...filter.jobFunction];
  if (filter.buyerGuids.length) out.buyerGuids = [...filter.buyerGuids];
  if (filter.buyerListIds.length) out.buyerLists = [...filter.buyerListIds];
  if (filter.buyerCategoryIds.length) out.buyerCategoryIds = [...filter.buyerCategoryIds];
  if (filter.includeUncategorisedBuyers) out.includeUncategorisedBuyers = true;
  if (filter.contactDisplayOptions.includes('EMAIL')) out.mustContainEmail = true;
  if (filter.contactDisplayOptions.includes('PHONE')) out.mustContainPhone = true;
  return out;
}

/**
 * What a viewer without CONTACTS may ask (the redacted preview): the first page, and no filter on
 * the withheld fields (names, contact information). Anything else is the 'Permission error'.
 */
export function isPreviewRequest(request: ContactSearchRequest): boolean {
  return (request.page ?? 1) === 1 && !request.firstName && !request.lastName && !request.mustContainEmail && !request.mustContainPhone;
}

/** A contact filter is "set" for a contact request when it names anything (spec 1§5). */
export function hasContactFilters(filter: Partial<ContactFilter> | undefined): boolean {
  if (!filter) return false;
  return Object.entries(filter).some(([, v]) => (Array.isArray(v) ? v.length > 0 : typeof v === 'string' ? v.trim() !== '' : v === true));
}

// ---- Request contacts (spec 1§2.12, 1§5) -----------------------------------------------------------

/** The modal's fields: seniority and function required; buyers required without a buyer or notice context. */
export interface ContactRequestForm {
  seniority: Seniority[];
  jobFunction: JobFunction[];
  buyerGuids: string[];
  jobTitle: string;
  additionalInformation: string;
}

export const EMPTY_CONTACT_REQUEST_FORM: ContactRequestForm = Object.freeze({
  seniority: [],
  jobFunction: [],
  buyerGuids: [],
  jobTitle: '',
  additionalInformation: '',
}) as ContactRequestForm;

export type ContactRequestFormErrors = Partial<Record<'seniority' | 'jobFunction' | 'buyerGuids', string>>;

/** The modal's validation (spec 1§5); `hasContext`: opened on a buyer or a notice. */
export function validateContactRequest(form: ContactRequestForm, hasContext: boolean): ContactRequestFormErrors {
  const errors: ContactRequestFormErrors = {};
  if (form.seniority.length === 0) errors.seniority = CONTACTS_COPY.seniorityRequired;
  if (form.jobFunction.length === 0) errors.jobFunction = CONTACTS_COPY.functionRequired;
  if (!hasContext && form.buyerGuids.length === 0) errors.buyerGuids = CONTACTS_COPY.buyerRequired;
  return errors;
}

/**
 * POST /api/outreach_lead/request_contacts (spec 1§7 "Request outreach contacts"): contact filters
 * or a notice (its guid), plus additional information. Needs a notice guid or contact filters.
 */
export const RequestContactsBodySchema = z
  .strictObject({
    contact_filters: z
      .strictObject({
        seniority: z.array(z.enum(SENIORITIES)).min(1, CONTACTS_COPY.seniorityRequired).max(SENIORITIES.length),
        job_function: z.array(z.enum(JOB_FUNCTIONS)).min(1, CONTACTS_COPY.functionRequired).max(JOB_FUNCTIONS.length),
        buyer_guids: z.array(uuid).max(100, 'At most 100 buyers').optional(),
        job_title: text(200, 'Job title').optional(),
      })
      .optional(),
    notice_guid: uuid.optional(),
    additional_information: text(2000, 'Additional information').optional(),
  })
  .refine((b) => b.contact_filters !== undefined || b.notice_guid !== undefined, 'Send a notice guid or contact filters')
  .refine(
    (b) => b.notice_guid !== undefined || (b.contact_filters?.buyer_guids?.length ?? 0) > 0,
    CONTACTS_COPY.buyerRequired,
  );
export type RequestContactsBody = z.infer<typeof RequestContactsBodySchema>;

/** The summary posted to the automation webhook after a request (spec 1§7). */
export interface ContactRequestSummary {
  event: 'contact_request.created';
  request_id: string;
  requested_at: string;
  company: { guid: string; name: string };
  requested_by: { email: string };
  buyers: { guid: string; name: string; oscar_id: string | null }[];
  notice: { guid: string; name: string } | null;
  seniority: string[];
  job_function: string[];
  job_title: string | null;
  additional_information: string | null;
}

/** Attempts of the automation webhook before a request is marked failed. */
export const CONTACT_REQUEST_WEBHOOK_MAX_ATTEMPTS = 8;

export { toContactJson, type ContactData } from './contact';
