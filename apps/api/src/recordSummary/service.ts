/**
 * Record summaries: read the stored sections of a notice; generate the missing ones through the
 * configured generator (synchronously, in the request: docs/decisions/0012-record-page.md) and store
 * them once. A failed generation stores nothing and leaves earlier sections as they were.
 *
 * The generator is told the notice as the caller may see it (policy/projection.ts), and sections are
 * stored under that view ('awards' or 'public'): text written from award details is never served to
 * a caller without them (docs/decisions/0016-one-redaction-projection.md).
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Executor } from '../db/client';
import type { AppConfig } from '../config';
import { projectSummaryInput, summaryViewOf, withheldSummarySections, type SummaryView as NoticeView, type Viewer } from '../policy/projection';
import { noticeBase } from '../records/detail';
import { AWARD_ATTRIBUTES, SUMMARY_ATTRIBUTES, type SummaryAttribute } from './attributes';
import { createEmbeddedGenerator } from './embedded';
import type { SummaryGenerator, SummaryInput } from './generator';
import { createOpenAiGenerator } from './openai';

export function createSummaryGenerator(config: Pick<AppConfig, 'ai'>): SummaryGenerator {
  return config.ai ? createOpenAiGenerator(config.ai) : createEmbeddedGenerator();
}

export interface SummaryView {
  recordGuid: string;
  /** Requested attributes: text, or null when not stored (stored) / withheld (award details). */
  summary: Partial<Record<SummaryAttribute, string | null>>;
  /** Withheld: they name suppliers and the caller has no access to the award details. */
  redacted: SummaryAttribute[];
  generator: string | null;
}

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());
const json = <T>(v: T | string | null): T | null => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

async function storedSections(
  db: Executor,
  noticeId: number,
  view: NoticeView,
): Promise<Map<SummaryAttribute, { content: string; generator: string }>> {
  const rows = await queryRows<{ attribute: SummaryAttribute; content: string; generator: string }>(
    db,
    sql`select attribute, content, generator from record_summaries where notice_id = ${noticeId} and view = ${view}`,
  );
  return new Map(rows.map((r) => [r.attribute, { content: r.content, generator: r.generator }]));
}

/** The notice's own facts for the generator, in the given view of it (award details only in 'awards'). */
export async function summaryInput(db: Executor, noticeId: number, view: NoticeView): Promise<SummaryInput> {
  const [n] = await queryRows<Record<string, unknown>>(
    db,
    sql`select n.guid::text as guid, n.name, n.description, n.stage, n.type, n.value, n.currency, n.publish_date, n.close_date,
          n.procurement_method, n.is_framework, n.is_suitable_for_sme, n.buyer_id, b.name as buyer,
          (select json_agg(o.name order by no.is_primary desc, o.name) from notice_organisations no join organisations o on o.id = no.organisation_id
            where no.notice_id = n.id and no.role = 'buyer') as buyers,
          (select json_agg(distinct o.name) from notice_organisations no join organisations o on o.id = no.organisation_id
            where no.notice_id = n.id and no.role = 'supplier') as suppliers,
          (select json_agg(json_build_object('code', c.cpv_code, 'name', cc.name) order by c.position) from notice_cpv_codes c
            join cpv_codes cc on cc.code = c.cpv_code where c.notice_id = n.id) as cpv,
          (select json_agg(json_build_object('title', l.title, 'value', l.value) order by l.id) from lots l where l.notice_id = n.id) as lots,
          (select json_agg(json_build_object('title', a.title, 'value', a.value, 'startDate', a.start_date, 'endDate', a.end_date,
              'maxExtentDate', a.max_extent_date, 'suppliers', (select coalesce(json_agg(o.name), '[]'::json) from award_suppliers s
                join organisations o on o.id = s.organisation_id where s.award_id = a.id)) order by a.id)
            from awards a where a.notice_id = n.id) as awards,
          coalesce((select f.title from frameworks f join framework_call_offs co on co.framework_id = f.id where co.notice_id = n.id limit 1), null) as framework_name,
          (select json_agg(p) from (select p.name, p.publish_date as "publishDate", p.stage from notices p
            where p.buyer_id = n.buyer_id and p.id <> n.id and p.publish_date < n.publish_date
              and exists (select 1 from notice_cpv_codes pc join notice_cpv_codes nc on nc.division = pc.division
                where pc.notice_id = p.id and nc.notice_id = n.id)
            order by p.publish_date desc limit 5) p) as previous
        from notices n left join organisations b on b.id = n.buyer_id where n.id = ${noticeId}`,
  );
  if (!n) throw new Error(`notice ${noticeId} vanished`);
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  type Award = { title: string | null; value: unknown; startDate: string | null; endDate: string | null; maxExtentDate: string | null; suppliers: string[] };
  return projectSummaryInput(view, {
    guid: String(n.guid),
    name: String(n.name),
    description: (n.description as string | null) ?? null,
    stage: String(n.stage),
    type: (n.type as string | null) ?? null,
    value: num(n.value),
    currency: (n.currency as string | null)?.trim() ?? null,
    publishDate: iso(n.publish_date as string | null),
    closeDate: iso(n.close_date as string | null),
    procurementMethod: (n.procurement_method as string | null) ?? null,
    isFramework: Boolean(n.is_framework),
    isSuitableForSme: (n.is_suitable_for_sme as boolean | null) ?? null,
    buyer: (n.buyer as string | null) ?? null,
    buyers: json<string[]>(n.buyers as string | null) ?? [],
    suppliers: json<string[]>(n.suppliers as string | null) ?? [],
    cpv: (json<{ code: string; name: string }[]>(n.cpv as string | null) ?? []).map((c) => ({ code: c.code.trim(), name: c.name })),
    lots: (json<{ title: string | null; value: unknown }[]>(n.lots as string | null) ?? []).map((l) => ({ title: l.title, value: num(l.value) })),
    awards: (json<Award[]>(n.awards as string | null) ?? []).map((a) => ({
      ...a,
      value: num(a.value),
      startDate: iso(a.startDate),
      endDate: iso(a.endDate),
      maxExtentDate: iso(a.maxExtentDate),
    })),
    frameworkName: (n.framework_name as string | null) ?? null,
    previous: (json<{ name: string; publishDate: string | null; stage: string }[]>(n.previous as string | null) ?? []).map((p) => ({
      ...p,
      publishDate: iso(p.publishDate),
    })),
  });
}

export class RecordNotFoundError extends Error {
  constructor() {
    super('Record not found');
    this.name = 'RecordNotFoundError';
  }
}

function view(
  recordGuid: string,
  attributes: readonly SummaryAttribute[],
  stored: Map<SummaryAttribute, { content: string; generator: string }>,
  redacted: SummaryAttribute[],
): SummaryView {
  const summary: SummaryView['summary'] = {};
  for (const a of attributes) summary[a] = redacted.includes(a) ? null : (stored.get(a)?.content ?? null);
  const generator = attributes.map((a) => stored.get(a)?.generator).find((g) => g !== undefined) ?? null;
  return { recordGuid, summary, redacted, generator };
}

export interface SummaryCaller {
  /** The caller's view of this notice (their plan and their company's unlock of it). */
  viewerFor: (noticeId: number) => Promise<Viewer>;
}

async function locate(db: Executor, guid: string) {
  const base = await noticeBase(db, guid);
  if (!base) throw new RecordNotFoundError();
  return { id: Number(base.id), stage: base.stage };
}

/** POST /api/record_summary/stored: what is stored, generating nothing. */
export async function storedSummary(db: Database, caller: SummaryCaller, guid: string, attributes: readonly SummaryAttribute[] = SUMMARY_ATTRIBUTES) {
  const notice = await locate(db, guid);
  const noticeView = summaryViewOf(await caller.viewerFor(notice.id), notice.id);
  const redacted = withheldSummarySections(noticeView, notice.stage, attributes, AWARD_ATTRIBUTES);
  return view(guid.toLowerCase(), attributes, await storedSections(db, notice.id, noticeView), redacted);
}

/** POST /api/record_summary/details: stored sections, the missing ones generated and stored first. */
export async function summaryDetails(
  db: Database,
  generator: SummaryGenerator,
  caller: SummaryCaller,
  guid: string,
  attributes: readonly SummaryAttribute[] = SUMMARY_ATTRIBUTES,
): Promise<SummaryView> {
  const notice = await locate(db, guid);
  const noticeView = summaryViewOf(await caller.viewerFor(notice.id), notice.id);
  const redacted = withheldSummarySections(noticeView, notice.stage, attributes, AWARD_ATTRIBUTES);
  let stored = await storedSections(db, notice.id, noticeView);
  const missing = attributes.filter((a) => !stored.has(a) && !redacted.includes(a));
  if (missing.length) {
    const generated = await generator.generate(await summaryInput(db, notice.id, noticeView), missing);
    const rows = missing.filter((a) => generated[a]).map((a) => ({ attribute: a, content: generated[a] as string }));
    if (rows.length) {
      await db.transaction(async (tx) => {
        for (const r of rows) {
          await tx.execute(sql`insert into record_summaries (notice_id, view, attribute, content, generator)
            values (${notice.id}, ${noticeView}, ${r.attribute}, ${r.content}, ${generator.name}) on conflict do nothing`);
        }
      });
    }
    stored = await storedSections(db, notice.id, noticeView);
  }
  return view(guid.toLowerCase(), attributes, stored, redacted);
}
