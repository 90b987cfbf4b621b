/**
 * POST /api/records/{record_family_id}/timeline (spec 2§3 "Notice timeline"): pre-tender, tender
 * and award steps of a contracting process, from its notices' OCDS releases and awards.
 * `record_family_id` is the record family's guid (or numeric id).
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/client';
import { projectTimelineAward, type Viewer } from '../policy/projection';

export interface TimelineView {
  recordFamilyId: string;
  current: 'preTender' | 'tender' | 'award';
  preTender: { publishedDate: string | null; deadlineDates: string[] } | null;
  tender: { publishedDate: string | null; clarificationDate: string | null; closeDate: string | null; estimated: boolean } | null;
  award: { publishedDate: string | null; awardDate: string | null; startDate: string | null; expiryDate: string | null; extensionDate: string | null }[];
}

const iso = (v: Date | string | null | undefined) => {
  if (v === null || v === undefined || v === '') return null;
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
};
const minDate = (values: (string | null)[]) => values.filter((v): v is string => v !== null).sort()[0] ?? null;

/**
 * The timeline as the caller may see it: `viewerFor` gives the caller's view of the family's
 * notices (their unlocks), and every award step goes through the projection.
 */
export async function recordTimeline(
  db: Executor,
  familyKey: string,
  viewerFor: (noticeIds: number[]) => Promise<Viewer>,
): Promise<TimelineView | null> {
  const byGuid = /^[0-9a-f-]{36}$/i.test(familyKey);
  if (!byGuid && !/^\d{1,18}$/.test(familyKey)) return null;
  const [family] = await queryRows<{ id: string; guid: string }>(
    db,
    byGuid
      ? sql`select id::text as id, guid::text as guid from record_families where guid = ${familyKey.toLowerCase()}::uuid`
      : sql`select id::text as id, guid::text as guid from record_families where id = ${Number(familyKey)}`,
  );
  if (!family) return null;
  const fid = Number(family.id);
  const [notices, releases, awards] = await Promise.all([
    queryRows<{ stage: string; publish_date: string | Date | null; close_date: string | Date | null; tender_date: string | Date | null }>(
      db,
      sql`select stage, publish_date, close_date, tender_date from notices where record_family_id = ${fid} order by publish_date desc nulls last`,
    ),
    queryRows<{ date: string | null; tag: string[]; tender_period: unknown; enquiry_period: unknown }>(
      db,
      sql`select r.date, r.tag, r.data->'tender'->'tenderPeriod' as tender_period, r.data->'tender'->'enquiryPeriod' as enquiry_period
          from ocds_releases r join notices n on n.ocid = r.ocid where n.record_family_id = ${fid} order by r.date nulls last`,
    ),
    queryRows<{ notice_id: string; date_published: string | Date | null; award_date: string | Date | null; start_date: string | Date | null; end_date: string | Date | null; max_extent_date: string | Date | null }>(
      db,
      sql`select a.notice_id::text as notice_id, a.date_published, a.award_date, coalesce(c.start_date, a.start_date) as start_date, coalesce(c.end_date, a.end_date) as end_date,
            coalesce(c.max_extent_date, a.max_extent_date) as max_extent_date
          from awards a join notices n on n.id = a.notice_id
          left join lateral (select * from contracts c where c.award_id = a.id order by c.id limit 1) c on true
          where n.record_family_id = ${fid} order by a.award_date nulls last, a.id`,
    ),
  ]);
  const period = (v: unknown): { startDate?: string; endDate?: string } => {
    const p = typeof v === 'string' ? (JSON.parse(v) as unknown) : v;
    return p && typeof p === 'object' ? (p as { startDate?: string; endDate?: string }) : {};
  };
  const has = (tags: string[], ...wanted: string[]) => tags.some((t) => wanted.includes(t));
  const planning = releases.filter((r) => has(r.tag, 'planning', 'planningUpdate'));
  const tendering = releases.filter((r) => has(r.tag, 'tender', 'tenderAmendment', 'tenderUpdate'));
  const main = notices[0];
  const stage = main?.stage ?? 'OPEN';
  const current: TimelineView['current'] = stage === 'AWARDED' ? 'award' : stage === 'PRE_TENDER' || stage === 'STALE_PRE_TENDER' ? 'preTender' : 'tender';

  const preTender = planning.length
    ? {
        publishedDate: minDate(planning.map((r) => iso(r.date))),
        deadlineDates: [...new Set(planning.flatMap((r) => [iso(period(r.tender_period).startDate), iso(period(r.tender_period).endDate)]).filter((d): d is string => d !== null))].sort(),
      }
    : current === 'preTender' && main
      ? { publishedDate: iso(main.publish_date), deadlineDates: [iso(main.tender_date)].filter((d): d is string => d !== null) }
      : null;

  const tenderClose = iso(tendering.map((r) => period(r.tender_period).endDate).filter(Boolean).pop()) ?? (main ? iso(main.close_date) : null);
  const tender = tendering.length
    ? {
        publishedDate: minDate(tendering.map((r) => iso(r.date))),
        clarificationDate: iso(tendering.map((r) => period(r.enquiry_period).endDate).filter(Boolean).pop()),
        closeDate: tenderClose,
        estimated: false,
      }
    : current === 'tender' && main
      ? { publishedDate: iso(main.publish_date), clarificationDate: null, closeDate: iso(main.close_date), estimated: false }
      : current === 'preTender' && main && (main.tender_date || main.close_date)
        ? { publishedDate: iso(main.tender_date), clarificationDate: null, closeDate: iso(main.close_date), estimated: true }
        : null;

  const viewer = await viewerFor([...new Set(awards.map((a) => Number(a.notice_id)))]);
  return {
    recordFamilyId: family.guid,
    current,
    preTender,
    tender,
    award: awards.map((a) => {
      const { noticeId: _notice, ...step } = projectTimelineAward(viewer, {
        noticeId: a.notice_id,
        publishedDate: iso(a.date_published),
        awardDate: iso(a.award_date),
        startDate: iso(a.start_date),
        expiryDate: iso(a.end_date),
        extensionDate: iso(a.max_extent_date),
      });
      return step;
    }),
  };
}

export const toTimelineJson = (t: TimelineView) => ({
  record_family_id: t.recordFamilyId,
  current: t.current,
  pre_tender: t.preTender ? { published_date: t.preTender.publishedDate, deadline_dates: t.preTender.deadlineDates } : null,
  tender: t.tender
    ? { published_date: t.tender.publishedDate, clarification_date: t.tender.clarificationDate, close_date: t.tender.closeDate, estimated: t.tender.estimated }
    : null,
  award: t.award.map((a) => ({
    published_date: a.publishedDate,
    award_date: a.awardDate,
    start_date: a.startDate,
    expiry_date: a.expiryDate,
    extension_date: a.extensionDate,
  })),
});
