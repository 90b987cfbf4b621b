/**
 * Contact search (spec 1§2.11, 1§3, 1§7 `contacts`): people at buyers, filtered by job title, name,
 * seniority, function, buyers (guids, buyer lists, buyer types) and contact information, paged; every
 * row goes through the one redaction projection (CONTACTS). The same id query feeds the exports.
 */
import { sql, type SQL } from 'drizzle-orm';
import { CONTACTS_PAGE_SIZE, displayPhone, isPreviewRequest, type ContactData, type ContactSearchRequest } from '@tenderlens/domain/contacts';
import { queryRows, type Database, type Executor } from '../db/client';
import { PaywallError } from '../policy/index';
import { projectContact, sees, type Viewer } from '../policy/projection';
import { DEFAULT_FILTER } from '../records/filter';
import { resolveScope } from '../records/service';

export interface ContactCaller {
  userId: number;
  teamId: number;
  companyId: number;
  viewer: Viewer;
}

/** A contact as the server reads it: spec 1§3 Contact (the shape shared with the hooks) plus the guids. */
export type ContactView = ContactData & { guid: string; buyer: ContactData['buyer'] & { guid: string } };

const idList = (ids: readonly (number | string)[]) => sql.join(ids.map((i) => sql`${Number(i)}::bigint`), sql`, `);
const guidList = (guids: readonly string[]) => sql.join(guids.map((g) => sql`${g.toLowerCase()}::uuid`), sql`, `);
/** `%text%` for ILIKE with the user's own % and _ taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The WHERE of a request over `contacts c` (buyer lists already resolved to ids in the caller's terms). */
export function contactConditions(r: ContactSearchRequest, buyerListIds: readonly number[]): SQL {
  const w: SQL[] = [sql`true`];
  if (r.jobTitle) w.push(sql`c.job_title ilike ${contains(r.jobTitle)}`);
  if (r.firstName) w.push(sql`c.first_name ilike ${contains(r.firstName)}`);
  if (r.lastName) w.push(sql`c.last_name ilike ${contains(r.lastName)}`);
  if (r.seniority?.length) w.push(sql`c.seniority in (${sql.join(r.seniority.map((s) => sql`${s}`), sql`, `)})`);
  if (r.function?.length) w.push(sql`c.job_functions && array[${sql.join(r.function.map((f) => sql`${f}`), sql`, `)}]::text[]`);
  if (r.mustContainEmail) w.push(sql`c.email is not null`);
  if (r.mustContainPhone) w.push(sql`c.phone is not null`);
  const buyers: SQL[] = [];
  if (r.buyerGuids?.length) buyers.push(sql`c.organisation_id in (select id from organisations where guid in (${guidList(r.buyerGuids)}))`);
  if (buyerListIds.length) buyers.push(sql`c.organisation_id in (select organisation_id from buyer_list_entries where buyer_list_id in (${idList(buyerListIds)}))`);
  if (buyers.length) w.push(sql`(${sql.join(buyers, sql` or `)})`);
  const types: SQL[] = [];
  if (r.buyerCategoryIds?.length) {
    const ids = idList(r.buyerCategoryIds);
    types.push(sql`c.organisation_id in (select organisation_id from buyer_category_assignments where buyer_category_id in
      (select id from buyer_categories where id in (${ids}) or parent_id in (${ids})))`);
  }
  if (r.includeUncategorisedBuyers) types.push(sql`not exists (select 1 from buyer_category_assignments a where a.organisation_id = c.organisation_id)`);
  if (types.length) w.push(sql`(${sql.join(types, sql` or `)})`);
  return sql.join(w, sql` and `);
}

/** Named people first, then by name (the contacts_name_order_idx order). */
export const CONTACT_ORDER = sql`(c.first_name = ''), c.last_name, c.first_name, c.id`;

/** The filters the indexes narrow well (contact information is on about half the rows: the name order serves it). */
const SELECTIVE = ['jobTitle', 'firstName', 'lastName', 'seniority', 'function', 'buyerGuids', 'buyerLists', 'buyerCategoryIds', 'includeUncategorisedBuyers'] as const;
const filtersSet = (r: ContactSearchRequest) =>
  SELECTIVE.some((k) => {
    const v = r[k];
    return v !== undefined && v !== false && v !== '' && !(Array.isArray(v) && v.length === 0);
  });

/**
 * The matching ids in the table's order. Unfiltered, the name index gives the order; filtered, the
 * matches are gathered first through the filter indexes and then sorted: walking the name index for
 * a rare combination (a function and a seniority few contacts share) would read every contact
 * (measured 1.5 s at 200k rows against tens of ms; tests/bench/contacts.bench.ts).
 */
function orderedIds(r: ContactSearchRequest, where: SQL): SQL {
  if (!filtersSet(r)) return sql`select c.id::text from contacts c where ${where} order by ${CONTACT_ORDER}`;
  return sql`with c as materialized (select c.id, c.first_name, c.last_name from contacts c where ${where})
    select c.id::text from c order by ${CONTACT_ORDER}`;
}

/** The caller's buyer lists of the request, as ids (another team's list: 403; unknown: 404, ListNotFoundError). */
export async function contactBuyerListIds(db: Executor, r: ContactSearchRequest, caller: ContactCaller): Promise<number[]> {
  if (!r.buyerLists?.length) return [];
  const scope = await resolveScope(db as Database, { ...DEFAULT_FILTER, buyerListIds: r.buyerLists }, caller);
  return scope.buyerListIds;
}

/**
 * Without CONTACTS a caller gets the redacted preview: the first page, no filter over the withheld
 * fields. Anything more is the 'Permission error' (403 paywall CONTACTS), which shows the paywall.
 */
export function assertContactRequestAllowed(viewer: Viewer, r: ContactSearchRequest): void {
  if (!sees(viewer, 'CONTACTS') && !isPreviewRequest(r)) throw new PaywallError('CONTACTS', 'Permission error. Contact details');
}

interface ContactRow extends Record<string, unknown> {
  id: string;
  guid: string;
  title: string | null;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  job_title: string;
  seniority: string;
  job_functions: string[];
  synthetic: boolean;
  organisation_id: string;
  org_guid: string;
  org_name: string;
  oscar_id: string | null;
  verified: boolean;
  logo_url: string | null;
  categories: { categoryId: string; source: string }[] | null;
  opportunity_ids: string[] | null;
}

/** The contacts with these ids, as the viewer may see them, in the ids' order. */
export async function loadContacts(db: Executor, ids: readonly number[], caller: Pick<ContactCaller, 'companyId' | 'viewer'>): Promise<ContactView[]> {
  return (await loadContactRows(db, ids, caller)).map((r) => r.view);
}

/** The same, each with its row id (exports keep their id order by it). */
export async function loadContactRows(
  db: Executor,
  ids: readonly number[],
  caller: Pick<ContactCaller, 'companyId' | 'viewer'>,
): Promise<{ id: number; view: ContactView }[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<ContactRow>(
    db,
    sql`select c.id::text, c.guid::text, c.title, c.first_name, c.last_name, c.email, c.phone, c.job_title, c.seniority, c.job_functions,
          c.synthetic, c.organisation_id::text, o.guid::text as org_guid, o.name as org_name, o.oscar_id, o.verified, o.logo_url,
          (select json_agg(json_build_object('categoryId', a.buyer_category_id::text, 'source', a.source) order by a.buyer_category_id)
             from buyer_category_assignments a where a.organisation_id = o.id) as categories,
          (select array_agg(p.guid::text order by p.id) from opportunity_entities e join opportunities p on p.id = e.opportunity_id
            where e.contact_id = c.id and p.company_id = ${caller.companyId}) as opportunity_ids
        from contacts c join organisations o on o.id = c.organisation_id
        where c.id in (${idList(ids)})`,
  );
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const view: ContactView = {
      id: r.guid,
      guid: r.guid,
      title: r.title,
      firstName: r.first_name,
      lastName: r.last_name,
      email: r.email,
      phone: displayPhone(r.phone),
      jobTitle: r.job_title,
      seniority: r.seniority,
      jobFunction: r.job_functions,
      synthetic: r.synthetic,
      redacted: false,
      orgId: r.org_guid,
      orgUrn: `urn:tenderlens:organisation:${r.org_guid}`,
      oscarOrgName: r.oscar_id ? r.org_name : null,
      buyer: {
        id: r.org_guid,
        guid: r.org_guid,
        name: r.org_name,
        verified: r.verified,
        logoUrl: r.logo_url,
        categoryAssignments: r.categories ?? [],
      },
      opportunities: (r.opportunity_ids ?? []).map((id) => ({ id })),
    };
    return [{ id, view: projectContact(caller.viewer, view) }];
  });
}

export interface ContactSearchResult {
  results: ContactView[];
  totalResults: number;
}

/** One page of the search, counted (spec 1§7 `contacts`: results and totalResults). */
export async function searchContacts(db: Executor, r: ContactSearchRequest, caller: ContactCaller): Promise<ContactSearchResult> {
  assertContactRequestAllowed(caller.viewer, r);
  const where = contactConditions(r, await contactBuyerListIds(db, r, caller));
  const limit = r.limit ?? CONTACTS_PAGE_SIZE;
  const offset = ((r.page ?? 1) - 1) * limit;
  const [page, count] = await Promise.all([
    queryRows<{ id: string }>(db, sql`${orderedIds(r, where)} limit ${limit} offset ${offset}`),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from contacts c where ${where}`),
  ]);
  return { results: await loadContacts(db, page.map((p) => Number(p.id)), caller), totalResults: count[0]?.n ?? 0 };
}

/** Every id the request matches, in the table's order (exports); `selected` narrows to those guids. */
export async function contactIdsFor(db: Executor, r: ContactSearchRequest, caller: ContactCaller, selected?: readonly string[]): Promise<number[]> {
  const where = contactConditions({ ...r, page: 1 }, await contactBuyerListIds(db, r, caller));
  const pick = selected?.length ? sql` and c.guid in (${guidList(selected)})` : sql``;
  const rows = await queryRows<{ id: string }>(db, orderedIds(r, sql`${where}${pick}`));
  return rows.map((x) => Number(x.id));
}

/** The buyer's contacts (GET /api/buyers/{id}/contacts): a page of the search scoped to that buyer. */
export async function buyerContacts(db: Executor, buyerGuid: string, r: ContactSearchRequest, caller: ContactCaller): Promise<ContactSearchResult | null> {
  const found = await queryRows<{ id: string }>(db, sql`select id::text from organisations where guid = ${buyerGuid.toLowerCase()}::uuid and 'buyer' = any(roles)`);
  if (found.length === 0) return null;
  return searchContacts(db, { ...r, buyerGuids: [buyerGuid.toLowerCase()], buyerLists: undefined }, caller);
}
