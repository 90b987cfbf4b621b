/**
 * The one redaction projection (docs/decisions/0016-one-redaction-projection.md): given who is
 * looking (a `Viewer`: the data types of their plan and the notices their company unlocked) and a
 * row of one kind, it returns the row as that viewer is entitled to see it. Every read path —
 * search rows, record detail, timeline, AI summary input and its stored copy, share links,
 * exports, supplier spend — passes its rows through here; filters and sorts over paywalled fields
 * ask here too (`assertFilterable`, `visibleNoticeValueSql`). Nothing else in the server decides
 * what to withhold.
 *
 * What is withheld, per data type:
 * - AWARDS — award details of a notice: its suppliers and their SME flag, the awards and contracts
 *   (values, dates, suppliers), the award contract start and extension dates; and, for an AWARDED
 *   notice, its value, value source and tenders received (for any other stage the value is the
 *   buyer's public estimate). A Free-plan company's unlock of a notice shows that notice's awards.
 * - SUPPLIERS — organisations that are only suppliers (an organisation search finds buyers only).
 * - SPEND — supplier spend figures (totals, averages, SME share).
 * - CONTACTS — who a contact is and how to reach them: title, first and last name, email, phone
 *   (job title, seniority, function and buyer stay: the redacted preview with its upgrade prompt).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Plan } from '../db/schema/companies';
import { queryRows, type Executor } from '../db/client';
import { PaywallError, subjectDataTypes, type DataType, type PolicySubject } from './index';

export interface Viewer {
  readonly dataTypes: ReadonlySet<DataType>;
  /** Notices whose award details the viewer's company unlocked (Free plan). */
  readonly unlockedNoticeIds: ReadonlySet<number>;
}

/** Sees nothing behind a paywall: a link whose company is gone, an anonymous reader. */
export const PUBLIC_VIEWER: Viewer = { dataTypes: new Set(), unlockedNoticeIds: new Set() };

/** A plan's view, with the notices its company unlocked. */
export function planViewer(
  plan: Plan | null | undefined,
  unlockedNoticeIds: Iterable<number> = [],
  extraDataTypes: readonly DataType[] = [],
): Viewer {
  if (!plan) return PUBLIC_VIEWER;
  return {
    dataTypes: new Set(subjectDataTypes({ plan, extraDataTypes })),
    unlockedNoticeIds: new Set(plan === 'FREEMIUM' ? unlockedNoticeIds : []),
  };
}

/** A signed-in user's view (inactive users and no user: the public view). */
export function viewerOf(subject: PolicySubject | null | undefined, unlockedNoticeIds: Iterable<number> = []): Viewer {
  if (!subject || !subject.active) return PUBLIC_VIEWER;
  return planViewer(subject.plan, unlockedNoticeIds, subject.extraDataTypes);
}

/**
 * The view of a plan's company for some notices: their Free-plan unlocks loaded (one query, only
 * for a Free plan). Used for a signed-in user (their company) and for a share link (the sharer's).
 */
export async function viewerForNotices(
  db: Executor,
  who: { plan: Plan; companyId: number | null; extraDataTypes?: readonly DataType[] } | null,
  noticeIds: readonly number[],
): Promise<Viewer> {
  if (!who) return PUBLIC_VIEWER;
  if (who.plan !== 'FREEMIUM' || who.companyId === null || noticeIds.length === 0)
    return planViewer(who.plan, [], who.extraDataTypes);
  const rows = await queryRows<{ notice_id: string | number }>(
    db,
    sql`select notice_id from award_unlocks where company_id = ${who.companyId}
        and notice_id in (${sql.join(noticeIds.map((id) => sql`${id}::bigint`), sql`, `)})`,
  );
  return planViewer(who.plan, rows.map((r) => Number(r.notice_id)), who.extraDataTypes);
}

export const sees = (viewer: Viewer, dataType: DataType): boolean => viewer.dataTypes.has(dataType);

/** Award details of this notice are shown: AWARDS, or the company unlocked the notice. */
export function seesAwardDetails(viewer: Viewer, noticeId?: number | string): boolean {
  return sees(viewer, 'AWARDS') || (noticeId !== undefined && viewer.unlockedNoticeIds.has(Number(noticeId)));
}

/** The paywall refusal (403, code `paywall`) of a filter or sort over a field the caller cannot see: policy's one. */
export { PaywallError } from './index';

// ---- Notices -------------------------------------------------------------------------------

/** The fields of a notice row the projection may withhold; a row kind carries any of them. */
export interface NoticeLike {
  id: number | string;
  stage: string;
  value?: number | string | null;
  valueSrc?: string | null;
  tendersReceived?: number | null;
  /** Contract start: the award's when award details show, else the tender's (`tenderStartDate`). */
  startDate?: string | null;
  /** Contract start from tender data only (the lots): what shows when award details do not. */
  tenderStartDate?: string | null;
  suppliers?: readonly unknown[];
  isSme?: boolean | null;
  redacted?: boolean;
}

/**
 * A notice row as the viewer may see it. Without award details: no suppliers or SME flag, the
 * tender's contract start instead of the award's; an AWARDED notice also loses its value, value
 * source, tenders received and any contract start, and is flagged `redacted` (the UI's lock).
 */
export function projectNotice<T extends NoticeLike>(viewer: Viewer, row: T): T {
  const { tenderStartDate, ...rest } = row;
  const out = { ...rest } as T;
  if (seesAwardDetails(viewer, row.id)) {
    if ('redacted' in row) out.redacted = false;
    return out;
  }
  const awarded = row.stage === 'AWARDED';
  if ('suppliers' in row) out.suppliers = [];
  if ('isSme' in row) out.isSme = null;
  if ('startDate' in row) out.startDate = awarded ? null : (tenderStartDate ?? null);
  if (awarded) {
    if ('value' in row) out.value = null;
    if ('valueSrc' in row) out.valueSrc = null;
    if ('tendersReceived' in row) out.tendersReceived = null;
  }
  if ('redacted' in row) out.redacted = awarded;
  return out;
}

/**
 * The parts of a record page beyond its notice row that are award details: the lots' suppliers and
 * the contracts. (The page's notice fields are its search row, already through `projectNotice`.)
 */
export interface RecordPageLike {
  id: number | string;
  lots: readonly { suppliers: readonly unknown[] }[];
  contracts: readonly unknown[];
}

export function projectRecordPage<T extends RecordPageLike>(viewer: Viewer, row: T): T {
  if (seesAwardDetails(viewer, row.id)) return row;
  return { ...row, lots: row.lots.map((l) => ({ ...l, suppliers: [] })), contracts: [] };
}

/** One award step of a notice timeline: its contract start and extension are award details. */
export function projectTimelineAward<T extends { noticeId: number | string; startDate: string | null; extensionDate: string | null }>(
  viewer: Viewer,
  row: T,
): T {
  return seesAwardDetails(viewer, row.noticeId) ? row : { ...row, startDate: null, extensionDate: null };
}

// ---- AI summaries ----------------------------------------------------------------------------

/**
 * Which view of a notice a summary was generated from (and is stored under): 'awards' when the
 * award details went in, 'public' when not. A stored summary is only served to a viewer of the
 * same view, so text written from award details never reaches a caller who may not see them.
 */
export type SummaryView = 'awards' | 'public';
export const summaryViewOf = (viewer: Viewer, noticeId: number): SummaryView => (seesAwardDetails(viewer, noticeId) ? 'awards' : 'public');

/** What the generator is told about a notice: award details only in the 'awards' view. */
export function projectSummaryInput<T extends { stage: string; value: number | null; suppliers: readonly string[]; awards: readonly unknown[] }>(
  view: SummaryView,
  input: T,
): T {
  if (view === 'awards') return input;
  return { ...input, value: input.stage === 'AWARDED' ? null : input.value, suppliers: [], awards: [] };
}

/**
 * Summary sections about the award (they name the incumbent supplier) that a viewer without award
 * details sees locked on an AWARDED notice: not generated, not served, listed as `redacted`.
 */
export function withheldSummarySections<A extends string>(
  view: SummaryView,
  stage: string,
  requested: readonly A[],
  awardSections: readonly A[],
): A[] {
  return stage === 'AWARDED' && view === 'public' ? requested.filter((a) => awardSections.includes(a)) : [];
}

// ---- Organisations ---------------------------------------------------------------------------

/** Supplier rows: spend figures need SPEND (the UI shows a lock for null). */
export function projectSupplierSpend<T extends { spend: unknown }>(viewer: Viewer, rows: readonly T[]): T[] {
  return sees(viewer, 'SPEND') ? [...rows] : rows.map((r) => ({ ...r, spend: null }));
}

/**
 * Which organisations a search may return: suppliers are SUPPLIERS data (their names tie them to
 * awards), so without it only organisations that are buyers (public) are found.
 */
export function visibleOrganisationsSql(viewer: Viewer, alias = 'o'): SQL {
  return sees(viewer, 'SUPPLIERS') ? sql`true` : sql`'buyer' = any(${sql.raw(alias)}.roles)`;
}

// ---- Contacts ------------------------------------------------------------------------------------

/** The fields of a contact row the projection may withhold. */
export interface ContactLike {
  title?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phone?: string | null;
  redacted?: boolean;
}

/** A contact as the viewer may see it: without CONTACTS, no name, email or phone, flagged `redacted`. */
export function projectContact<T extends ContactLike>(viewer: Viewer, row: T): T {
  if (sees(viewer, 'CONTACTS')) return { ...row, redacted: false };
  return { ...row, title: null, firstName: null, lastName: null, email: null, phone: null, redacted: true };
}

// ---- Filters and sorts -------------------------------------------------------------------------

/**
 * The notice value as the viewer sees it, for the record search's value filter and value sort:
 * a withheld AWARDED value is null there (matched only by "include unknown", sorted last), so the
 * hidden figure is never compared against (docs/contracts.md "Paywalled fields in filters").
 */
export function visibleNoticeValueSql(viewer: Viewer, alias = 'n'): SQL {
  const n = sql.raw(alias);
  return sees(viewer, 'AWARDS') ? sql`${n}.value` : sql`(case when ${n}.stage = 'AWARDED' then null else ${n}.value end)`;
}

/** Filters that exist only over award details: refused with the paywall error without AWARDS. */
export function assertFilterable(viewer: Viewer, f: { suppliers: readonly string[]; supplierSme: string }): void {
  if ((f.suppliers.length || f.supplierSme !== 'all') && !sees(viewer, 'AWARDS')) {
    throw new PaywallError('AWARDS', 'Filtering by supplier');
  }
}

// ---- Bid reports -------------------------------------------------------------------------------

/** The award-derived facts of a bid/no-bid assessment (they name suppliers and award outcomes). */
export const BID_AWARD_FACTS = ['buyerAwards', 'incumbent', 'typicalTendersReceived'] as const;

/**
 * The facts a bid report is generated from, as the viewer may see them: without AWARDS the buyer's
 * award history, SME share, the incumbent and tenders received are withheld and named in `withheld`
 * (the generator says so rather than guessing); an AWARDED notice also loses its value.
 */
export function projectBidFacts<
  T extends {
    notice: { stage: string; value: number | null } | null;
    buyerAwards: unknown;
    incumbent: unknown;
    typicalTendersReceived: number | null;
    withheld: string[];
  },
>(viewer: Viewer, facts: T): T {
  if (sees(viewer, 'AWARDS')) return facts;
  return {
    ...facts,
    notice: facts.notice && facts.notice.stage === 'AWARDED' ? { ...facts.notice, value: null } : facts.notice,
    buyerAwards: null,
    incumbent: null,
    typicalTendersReceived: null,
    withheld: [...new Set([...facts.withheld, ...BID_AWARD_FACTS])],
  };
}

// ---- Report contacts (CONTACTS) -----------------------------------------------------------------

/** One seniority group of a report's Contacts section (spec 2§2: blurred without CONTACTS). */
export interface ReportContactGroup {
  group: string;
  total: number;
  contacts: { guid: string; name: string; jobTitle: string; email: string | null; phone: string | null; seniority: string }[];
  /** Withheld (no CONTACTS): the counts remain, the people do not. */
  locked: boolean;
}

/** Without CONTACTS a report's contacts are withheld: each group keeps its count, the client blurs placeholders. */
export function projectReportContacts(viewer: Viewer, groups: readonly ReportContactGroup[]): ReportContactGroup[] {
  if (sees(viewer, 'CONTACTS')) return groups.map((g) => ({ ...g, locked: false }));
  return groups.map((g) => ({ ...g, contacts: [], locked: true }));
}
