/**
 * The record page and preview read (GraphQL `record(guid)`): the notice as the search shows it
 * (signals, relevance, the team's lead) plus lots, contracts, frameworks, duplicates, the
 * procurement contact and the Free plan's award unlock. Award details (suppliers, contracts, award
 * values) are withheld without AWARDS unless the company unlocked this notice
 * (docs/decisions/0012-record-page.md). Cost: the search page query plus three more.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Executor } from '../db/client';
import { ForbiddenError, isGuestPlan, type PolicySubject } from '../policy/index';
import { projectRecordPage, seesAwardDetails, viewerOf } from '../policy/projection';
import { toRecordFilter, RecordSearchBodySchema } from './filter';
import { searchRecords, type NoticeView, type OrgRef, type SearchCaller } from './service';

/** Free-plan companies unlock this many awarded notices per calendar month (UTC). */
export const FREE_AWARD_UNLOCKS_PER_MONTH = 3;

export interface LotView {
  id: string;
  title: string | null;
  description: string | null;
  cpvCodes: string[];
  value: number | null;
  currency: string | null;
  contractPeriod: { startDate: string | null; endDate: string | null; maxExtentDate: string | null };
  suppliers: OrgRef[];
}

export interface ContractView {
  id: string;
  awardId: string;
  title: string;
  cpvCodes: { code: string; name: string }[];
  suppliers: OrgRef[];
  lots: { id: string; title: string | null }[];
  value: number | null;
  currency: string | null;
  startDate: string | null;
  endDate: string | null;
  maxExtentDate: string | null;
  /** Whole months between the end date and the max extent date; null without an extension. */
  extensionMonths: number | null;
}

export interface FrameworkProcessView {
  frameworkId: string;
  frameworkName: string;
  processType: string;
}

export interface AwardAccess {
  /** Award details shown (AWARDS, or a free unlock of this notice). */
  visible: boolean;
  /** Shown through the Free plan's unlock. */
  freeUnlocked: boolean;
  /** The caller could unlock this notice now (Free plan, AWARDED, unlocks left). */
  canUnlock: boolean;
  /** Unlocks left this month (null: not a Free-plan caller). */
  unlocksRemaining: number | null;
}

/** A region of the notice's delivery location (decision 0059). */
export interface DeliveryRegionView {
  id: string;
  name: string;
  level: number;
}

export interface RecordDetailView extends NoticeView {
  recordFamilyId: string;
  /** Where the contract is delivered or performed: NUTS regions from the items' delivery addresses. */
  deliveryRegions: DeliveryRegionView[];
  ocid: string;
  procurementMethod: string | null;
  contact: { name: string | null; email: string | null; phone: string | null; url: string | null } | null;
  relatedFrameworkProcess: FrameworkProcessView | null;
  duplicates: { guid: string; name: string; url: string | null }[];
  lots: LotView[];
  contracts: ContractView[];
  awardAccess: AwardAccess;
}

const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());
const json = <T>(v: T | string | null): T | null => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
const num = (v: string | number | null): number | null => (v === null ? null : Number(v));

/** Whole months from `end` to `maxExtent` (spec 1§2: lot extension), null when there is none. */
export function extensionMonths(end: string | null, maxExtent: string | null): number | null {
  if (!end || !maxExtent) return null;
  const a = new Date(end);
  const b = new Date(maxExtent);
  if (!(b > a)) return null;
  let months = (b.getUTCFullYear() - a.getUTCFullYear()) * 12 + (b.getUTCMonth() - a.getUTCMonth());
  if (b.getUTCDate() < a.getUTCDate()) months -= 1;
  return months > 0 ? months : null;
}

/**
 * A contract's title (spec 1§3: its title, or 'Contract {awardId}', or 'Unknown Contract Title'):
 * the award's (or its contract's) title, else the title of the one lot it awards, else the award's
 * own short id — OCDS award ids repeat the notice's ocid ('ocds-b5fd17-7f49…-1'), so the ocid and its
 * dash are dropped ('Contract 1').
 */
export function contractTitle(
  title: string | null | undefined,
  awardId: string | null | undefined,
  context: { ocid?: string; lotTitle?: string | null } = {},
): string {
  if (title && title.trim()) return title.trim();
  if (context.lotTitle && context.lotTitle.trim()) return context.lotTitle.trim();
  const id = awardId?.trim() ?? '';
  const ocid = context.ocid?.trim();
  const short = ocid && id.toLowerCase().startsWith(ocid.toLowerCase()) ? id.slice(ocid.length).replace(/^[-_/.:\s]+/, '') : id;
  if (short || id) return `Contract ${short || id}`;
  return 'Unknown Contract Title';
}

const monthStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

async function unlocksUsed(db: Executor, companyId: number, now: Date): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from award_unlocks where company_id = ${companyId} and created_at >= ${monthStart(now).toISOString()}`,
  );
  return row?.n ?? 0;
}

const isFreePlan = (subject: PolicySubject) => subject.plan === 'FREEMIUM';

async function awardAccess(db: Executor, subject: PolicySubject, noticeId: number, stage: string, now: Date): Promise<AwardAccess> {
  if (seesAwardDetails(viewerOf(subject))) {
    return { visible: true, freeUnlocked: false, canUnlock: false, unlocksRemaining: null };
  }
  if (!isFreePlan(subject)) return { visible: false, freeUnlocked: false, canUnlock: false, unlocksRemaining: null };
  const [unlocked] = await queryRows<{ n: number }>(
    db,
    sql`select 1 as n from award_unlocks where company_id = ${subject.companyId} and notice_id = ${noticeId}`,
  );
  const remaining = Math.max(0, FREE_AWARD_UNLOCKS_PER_MONTH - (await unlocksUsed(db, subject.companyId, now)));
  return {
    visible: Boolean(unlocked),
    freeUnlocked: Boolean(unlocked),
    canUnlock: !unlocked && stage === 'AWARDED' && remaining > 0,
    unlocksRemaining: remaining,
  };
}

interface BaseRow extends Record<string, unknown> {
  id: string;
  stage: string;
  ocid: string;
  record_family_guid: string;
  procurement_method: string | null;
  buyer_id: string | null;
  buyer_contact_name: string | null;
  buyer_contact_email: string | null;
  buyer_contact_phone: string | null;
  buyer_contact_url: string | null;
  delivery_regions: DeliveryRegionView[] | string | null;
}

export async function noticeBase(db: Executor, guid: string): Promise<BaseRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(guid)) return null;
  const [row] = await queryRows<BaseRow>(
    db,
    sql`select n.id::text as id, n.stage, n.ocid, f.guid::text as record_family_guid, n.procurement_method, n.buyer_id::text as buyer_id,
          n.buyer_contact_name, n.buyer_contact_email, n.buyer_contact_phone, n.buyer_contact_url,
          (select json_agg(json_build_object('id', g.id, 'name', g.name, 'level', g.level) order by g.level, g.id)
            from regions g where g.id = any(n.delivery_region_ids)) as delivery_regions
        from notices n join record_families f on f.id = n.record_family_id where n.guid = ${guid.toLowerCase()}::uuid`,
  );
  return row ?? null;
}

interface LotRowSql extends Record<string, unknown> {
  lot_key: string;
  title: string | null;
  description: string | null;
  cpv_codes: string[] | null;
  value: string | number | null;
  currency: string | null;
  start_date: Date | string | null;
  end_date: Date | string | null;
  max_extent_date: Date | string | null;
  suppliers: OrgRef[] | string | null;
}

interface AwardRowSql extends Record<string, unknown> {
  id: string;
  award_key: string;
  title: string | null;
  contract_title: string | null;
  value: string | number | null;
  currency: string | null;
  start_date: Date | string | null;
  end_date: Date | string | null;
  max_extent_date: Date | string | null;
  related_lots: string[] | null;
  suppliers: OrgRef[] | string | null;
}

const orgsOf = (v: OrgRef[] | string | null): OrgRef[] => json(v) ?? [];

/** GraphQL `record(guid)`: null when there is no such notice. */
export async function recordDetail(
  db: Database,
  subject: PolicySubject,
  caller: SearchCaller,
  guid: string,
  now: Date,
): Promise<RecordDetailView | null> {
  const base = await noticeBase(db, guid);
  if (!base) return null;
  const noticeId = Number(base.id);
  const access = await awardAccess(db, subject, noticeId, base.stage, now);
  const filter = { ...toRecordFilter(RecordSearchBodySchema.parse({ show_user_hidden_leads: true, limit: 1 }), now), noticeIds: [noticeId] };
  // The caller's view of this notice: their plan, plus the company's unlock of it.
  const viewer = viewerOf(subject, access.freeUnlocked ? [noticeId] : []);
  const { results } = await searchRecords(db, filter, { ...caller, viewer });
  const notice = results[0];
  if (!notice) return null;

  const supplierJson = (awardCol: string) =>
    sql.raw(`(select json_agg(json_build_object('id', o.id::text, 'guid', o.guid, 'name', o.name) order by o.name)
      from award_suppliers s join organisations o on o.id = s.organisation_id where s.award_id = ${awardCol})`);
  const [lotRows, awardRows, extra] = await Promise.all([
    queryRows<LotRowSql>(
      db,
      sql`select l.lot_key, l.title, l.description, l.cpv_codes, l.value, l.currency, l.start_date, l.end_date, l.max_extent_date,
            (select json_agg(distinct jsonb_build_object('id', o.id::text, 'guid', o.guid, 'name', o.name))
              from awards a join award_suppliers s on s.award_id = a.id join organisations o on o.id = s.organisation_id
              where a.notice_id = l.notice_id and l.lot_key = any(a.related_lots)) as suppliers
          from lots l where l.notice_id = ${noticeId} order by l.id`,
    ),
    seesAwardDetails(viewer, noticeId)
      ? queryRows<AwardRowSql>(
          db,
          sql`select a.id::text as id, a.award_key, a.title, c.title as contract_title, coalesce(c.value, a.value) as value,
                coalesce(c.currency, a.currency) as currency, coalesce(c.start_date, a.start_date) as start_date,
                coalesce(c.end_date, a.end_date) as end_date, coalesce(c.max_extent_date, a.max_extent_date) as max_extent_date,
                a.related_lots, ${supplierJson('a.id')} as suppliers
              from awards a left join lateral (select * from contracts c where c.award_id = a.id order by c.id limit 1) c on true
              where a.notice_id = ${noticeId} order by a.award_date nulls last, a.id`,
        )
      : Promise.resolve([] as AwardRowSql[]),
    queryRows<{ kind: string; a: string | null; b: string | null; c: string | null }>(
      db,
      sql`(select 'framework' as kind, f.guid::text as a, f.title as b, 'framework' as c from frameworks f where f.notice_id = ${noticeId} limit 1)
          union all
          (select 'calloff', f.guid::text, f.title, coalesce(co.process_type, 'call-off') from framework_call_offs co
            join frameworks f on f.id = co.framework_id where co.notice_id = ${noticeId} limit 1)
          union all
          (select 'duplicate', d.guid::text, d.name, d.url from notice_duplicates me
            join notice_duplicates other on other.group_id = me.group_id and other.notice_id <> me.notice_id
            join notices d on d.id = other.notice_id
            where me.notice_id = ${noticeId}
            order by d.publish_date asc nulls last, d.id limit 10)`,
    ),
  ]);

  const lotTitles = new Map(lotRows.map((l) => [l.lot_key, l.title]));
  const cpvNames = new Map(notice.cpvCodes.map((c) => [c.code, c.name]));
  const lots: LotView[] = lotRows.map((l) => ({
    id: l.lot_key,
    title: l.title,
    description: l.description,
    cpvCodes: l.cpv_codes ?? [],
    value: num(l.value),
    currency: l.currency,
    contractPeriod: { startDate: iso(l.start_date), endDate: iso(l.end_date), maxExtentDate: iso(l.max_extent_date) },
    suppliers: orgsOf(l.suppliers),
  }));
  const contracts: ContractView[] = awardRows.map((a) => {
    const relatedLots = a.related_lots ?? [];
    const lotCpvs = [...new Set(lotRows.filter((l) => relatedLots.includes(l.lot_key)).flatMap((l) => l.cpv_codes ?? []))];
    const codes = lotCpvs.length ? lotCpvs : notice.cpvCodes.map((c) => c.code);
    const endDate = iso(a.end_date);
    const maxExtentDate = iso(a.max_extent_date);
    return {
      id: a.id,
      awardId: a.award_key,
      title: contractTitle(a.title ?? a.contract_title, a.award_key, {
        ocid: base.ocid,
        lotTitle: relatedLots.length === 1 ? lotTitles.get(relatedLots[0] ?? '') : null,
      }),
      cpvCodes: codes.map((code) => ({ code, name: cpvNames.get(code) ?? '' })),
      suppliers: orgsOf(a.suppliers),
      lots: relatedLots.map((id) => ({ id, title: lotTitles.get(id) ?? null })),
      value: num(a.value),
      currency: a.currency,
      startDate: iso(a.start_date),
      endDate,
      maxExtentDate,
      extensionMonths: extensionMonths(endDate, maxExtentDate),
    };
  });
  const fw = extra.find((r) => r.kind === 'framework') ?? extra.find((r) => r.kind === 'calloff');
  const hasContact = base.buyer_contact_name || base.buyer_contact_email || base.buyer_contact_phone;
  return projectRecordPage(viewer, {
    ...notice,
    recordFamilyId: base.record_family_guid,
    deliveryRegions: json(base.delivery_regions) ?? [],
    ocid: base.ocid,
    procurementMethod: base.procurement_method,
    contact: hasContact
      ? { name: base.buyer_contact_name, email: base.buyer_contact_email, phone: base.buyer_contact_phone, url: base.buyer_contact_url }
      : null,
    relatedFrameworkProcess: fw ? { frameworkId: fw.a ?? '', frameworkName: fw.b ?? '', processType: fw.c ?? '' } : null,
    duplicates: extra.filter((r) => r.kind === 'duplicate').map((r) => ({ guid: r.a ?? '', name: r.b ?? '', url: r.c })),
    lots,
    contracts,
    awardAccess: access,
  });
}

/**
 * The Free plan's contract-award unlock: an AWARDED notice, a Free-plan (not guest) company with
 * unlocks left this month. Idempotent for a notice already unlocked. The company row is locked so
 * two unlocks at once cannot pass the monthly limit.
 */
export async function unlockAward(db: Database, subject: PolicySubject, guid: string, now: Date): Promise<AwardAccess> {
  if (isGuestPlan(subject.plan)) throw new ForbiddenError('Guests cannot unlock contract awards', 'guest');
  if (!isFreePlan(subject)) throw new ForbiddenError('Free contract award unlocks are for the Free plan', 'not_free_plan');
  return db.transaction(async (tx) => {
    const base = await noticeBase(tx, guid);
    if (!base) throw new ForbiddenError('Record not found', 'not_found');
    if (base.stage !== 'AWARDED') throw new ForbiddenError('Only awarded notices have contract awards to unlock', 'not_awarded');
    await tx.execute(sql`select id from companies where id = ${subject.companyId} for update`);
    const [already] = await queryRows<{ n: number }>(
      tx,
      sql`select 1 as n from award_unlocks where company_id = ${subject.companyId} and notice_id = ${Number(base.id)}`,
    );
    if (!already) {
      if ((await unlocksUsed(tx, subject.companyId, now)) >= FREE_AWARD_UNLOCKS_PER_MONTH) {
        throw new ForbiddenError(`You have used your ${FREE_AWARD_UNLOCKS_PER_MONTH} free contract award unlocks this month`, 'unlock_limit');
      }
      await tx.execute(
        sql`insert into award_unlocks (company_id, notice_id, unlocked_by_id, created_at) values (${subject.companyId}, ${Number(base.id)}, ${subject.id}, ${now.toISOString()})`,
      );
    }
    return awardAccess(tx, subject, Number(base.id), base.stage, now);
  });
}
