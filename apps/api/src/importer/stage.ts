/**
 * Stage mapping (docs/decisions/0005-stage-mapping.md). Evaluated in this order:
 *  1. any award (not cancelled/unsuccessful) or any contract                      → AWARDED
 *  2. a tender section with a status other than planning/planned:
 *     - tenderPeriod.endDate in the future (relative to `now`) and status active   → OPEN
 *     - status cancelled / unsuccessful / complete / withdrawn (no award)          → CLOSED
 *     - tenderPeriod.endDate in the past                                           → CLOSED
 *     - active with no endDate                                                     → OPEN
 *  3. planning only (no tender, or tender status planning/planned):
 *     - published (planning/tender datePublished, else the release date) more than
 *       `staleAfterMonths` (default 12) months before `now`                        → STALE_PRE_TENDER
 *     - otherwise                                                                  → PRE_TENDER
 * The type of the newest notice (Procurement Act UK1–UK17 in `documents[].noticeType` on Find a
 * Tender; the older OJEU F1–F25 and site-notice types) refines this, before rule 2:
 *  - termination (UK12 procurement termination, UK16 dynamic market cessation) without a contract → CLOSED
 *  - award (UK5 transparency, UK6 award, F3/F6/F15/F25, site award) without a live award            → CLOSED
 *  - planning (UK1, UK2, UK3, UK13, F1/F4 PIN, site PIN) without an award                            → rule 3
 */
import { subMonths } from 'date-fns';
import type { NoticeStage } from './types.js';

export const DEFAULT_STALE_AFTER_MONTHS = 12;

export interface StageInput {
  tenderStatus?: string;
  hasTender: boolean;
  tenderEndDate?: string;
  /** Number of awards that are not cancelled/unsuccessful. */
  liveAwards: number;
  contracts: number;
  /** The date the pre-tender (planning) notice was published. */
  planningPublished?: string;
  /** The type of the newest notice (UK4, F02, 2 …), when the release says. */
  noticeType?: string;
}

export type NoticeFamily = 'planning' | 'tender' | 'award' | 'contract' | 'termination' | 'other';

/** Procurement Act 2023 notice types (Find a Tender, from 24 Feb 2025). */
export const PROCUREMENT_ACT_NOTICE_TYPES: Readonly<Record<string, { title: string; family: NoticeFamily }>> = {
  UK1: { title: 'Pipeline notice', family: 'planning' },
  UK2: { title: 'Preliminary market engagement notice', family: 'planning' },
  UK3: { title: 'Planned procurement notice', family: 'planning' },
  UK4: { title: 'Tender notice', family: 'tender' },
  UK5: { title: 'Transparency notice', family: 'award' },
  UK6: { title: 'Contract award notice', family: 'award' },
  UK7: { title: 'Contract details notice', family: 'contract' },
  UK8: { title: 'Payments compliance notice (withdrawn type)', family: 'other' },
  UK9: { title: 'Contract performance notice', family: 'contract' },
  UK10: { title: 'Contract change notice', family: 'contract' },
  UK11: { title: 'Contract termination notice', family: 'contract' },
  UK12: { title: 'Procurement termination notice', family: 'termination' },
  UK13: { title: 'Dynamic market intention notice', family: 'planning' },
  UK14: { title: 'Dynamic market establishment notice', family: 'tender' },
  UK15: { title: 'Dynamic market modification notice', family: 'tender' },
  UK16: { title: 'Dynamic market cessation notice', family: 'termination' },
  UK17: { title: 'Payments compliance notice', family: 'other' },
};

/**
 * The older notice types (2015 regulations: OJEU forms F1–F25 and the site notices), numbered as
 * Public Contracts Scotland and Sell2Wales number them in `noticeType=N` (101–104 are PCS only).
 */
export const LEGACY_NOTICE_TYPES: Readonly<Record<number, { title: string; family: NoticeFamily }>> = {
  1: { title: 'Prior information notice', family: 'planning' },
  2: { title: 'Contract notice', family: 'tender' },
  3: { title: 'Contract award notice', family: 'award' },
  4: { title: 'Prior information notice (utilities)', family: 'planning' },
  5: { title: 'Contract notice (utilities)', family: 'tender' },
  6: { title: 'Contract award notice (utilities)', family: 'award' },
  7: { title: 'Qualification system (utilities)', family: 'tender' },
  12: { title: 'Design contest', family: 'tender' },
  13: { title: 'Results of design contest', family: 'award' },
  14: { title: 'Corrigendum', family: 'other' },
  15: { title: 'Voluntary ex ante transparency notice', family: 'award' },
  20: { title: 'Modification notice', family: 'contract' },
  21: { title: 'Social and other specific services (public contracts)', family: 'tender' },
  22: { title: 'Social and other specific services (utilities)', family: 'tender' },
  23: { title: 'Social and other specific services (concessions)', family: 'tender' },
  24: { title: 'Concession notice', family: 'tender' },
  25: { title: 'Concession award notice', family: 'award' },
  51: { title: 'Site notice: invitation to tender', family: 'tender' },
  52: { title: 'Site notice: prior information notice', family: 'planning' },
  53: { title: 'Site notice: contract award notice', family: 'award' },
  54: { title: 'Site notice: sub-contract pre-award', family: 'other' },
  55: { title: 'Site notice: sub-contract post-award', family: 'other' },
  56: { title: 'Site notice: sub-contract award', family: 'other' },
  // Public Contracts Scotland's own site notices.
  101: { title: 'Site notice: contract notice', family: 'tender' },
  102: { title: 'Site notice: prior information notice', family: 'planning' },
  103: { title: 'Site notice: contract award notice', family: 'award' },
  104: { title: 'Site notice: quick quote award', family: 'award' },
};

/** The family of a notice type as publishers write it: 'UK4', 'uk12', 'F02', 'F3', '2'. */
export function noticeFamily(noticeType: string | undefined): NoticeFamily | undefined {
  if (!noticeType) return undefined;
  const t = noticeType.trim().toUpperCase();
  const uk = PROCUREMENT_ACT_NOTICE_TYPES[t];
  if (uk) return uk.family;
  const legacy = /^F?0*(\d{1,3})$/.exec(t);
  return legacy ? LEGACY_NOTICE_TYPES[Number(legacy[1])]?.family : undefined;
}

type NoticeDocument = { id?: unknown; noticeType?: unknown; datePublished?: unknown };

/**
 * The type of the newest notice of a compiled release: the notice document whose id is the newest
 * release's id (Find a Tender names the document after the notice), else the latest published one.
 */
export function latestNoticeType(compiled: unknown, newestReleaseId: string | undefined): string | undefined {
  const r = (compiled ?? {}) as Record<string, unknown>;
  const docs: NoticeDocument[] = [];
  const collect = (holder: unknown) => {
    const list = (holder as { documents?: unknown } | undefined)?.documents;
    if (Array.isArray(list)) for (const d of list) if (d && typeof d === 'object' && typeof (d as NoticeDocument).noticeType === 'string') docs.push(d as NoticeDocument);
  };
  collect(r.planning);
  collect(r.tender);
  for (const key of ['awards', 'contracts'] as const) if (Array.isArray(r[key])) for (const x of r[key] as unknown[]) collect(x);
  if (docs.length === 0) return undefined;
  const byId = newestReleaseId !== undefined ? docs.find((d) => String(d.id) === newestReleaseId) : undefined;
  if (byId) return byId.noticeType as string;
  const dated = docs.filter((d) => typeof d.datePublished === 'string').sort((a, b) => String(b.datePublished).localeCompare(String(a.datePublished)));
  return (dated[0] ?? docs[docs.length - 1])?.noticeType as string;
}

export interface StageOptions {
  now: Date;
  staleAfterMonths?: number;
}

const PLANNING_STATUSES = new Set(['planning', 'planned']);
const ENDED_STATUSES = new Set(['cancelled', 'unsuccessful', 'complete', 'withdrawn']);

export function deriveStage(input: StageInput, opts: StageOptions): { stage: NoticeStage; reason: string } {
  const now = opts.now.getTime();
  const family = noticeFamily(input.noticeType);
  if (family === 'termination' && input.contracts === 0) return { stage: 'CLOSED', reason: `procurement terminated (${input.noticeType})` };
  if (input.liveAwards > 0) return { stage: 'AWARDED', reason: 'award' };
  if (input.contracts > 0) return { stage: 'AWARDED', reason: 'contract' };
  if (family === 'award') return { stage: 'CLOSED', reason: `award notice (${input.noticeType})` };
  const status = input.tenderStatus?.toLowerCase();
  const isPlanning = family === 'planning' || !input.hasTender || (status !== undefined && PLANNING_STATUSES.has(status));
  if (!isPlanning) {
    const end = input.tenderEndDate ? Date.parse(input.tenderEndDate) : NaN;
    if (status !== undefined && ENDED_STATUSES.has(status)) return { stage: 'CLOSED', reason: `tender ${status}` };
    if (!Number.isNaN(end)) {
      return end > now ? { stage: 'OPEN', reason: 'deadline in future' } : { stage: 'CLOSED', reason: 'deadline passed' };
    }
    return { stage: 'OPEN', reason: 'active tender without deadline' };
  }
  const published = input.planningPublished ? Date.parse(input.planningPublished) : NaN;
  const staleBefore = subMonths(opts.now, opts.staleAfterMonths ?? DEFAULT_STALE_AFTER_MONTHS).getTime();
  if (!Number.isNaN(published) && published < staleBefore) return { stage: 'STALE_PRE_TENDER', reason: 'planning older than threshold' };
  return { stage: 'PRE_TENDER', reason: 'planning' };
}
