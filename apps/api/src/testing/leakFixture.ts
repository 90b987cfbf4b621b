/**
 * The paywall leak test's fixture (policy/leak.test.ts): one AWARDED notice whose award details
 * are distinctive — a value, a supplier, a contract start and an extension date that occur nowhere
 * else — with a lot, an award, a contract, an OCDS release carrying the award, a second awarded
 * notice of a tiny value (for the value sort), and for every demo user a lead, a comment and a
 * notice list holding it. `needles` are the forms in which those details must never reach a caller
 * who may not see them.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/client';
import { syncNoticeArrays } from '../records/noticeArrays';

export const LEAK = {
  notice: '00000000-0000-4000-8000-00000000c0de',
  family: '00000000-0000-4000-8000-00000000fa01',
  tiny: '00000000-0000-4000-8000-00000000c0df',
  tinyFamily: '00000000-0000-4000-8000-00000000fa02',
  buyer: '00000000-0000-4000-8000-00000000b0de',
  supplier: '00000000-0000-4000-8000-00000000a0de',
  supplierName: 'Quillfeather Zanzibar Holdings Ltd',
  value: 987654.32,
  tinyValue: 12.5,
  startDate: '2031-07-19',
  extensionDate: '2033-03-17',
  /** An industry report (every reader's) whose RecordList names the notice and whose Suppliers section the buyer. */
  report: '00000000-0000-4000-8000-0000000e0de0',
} as const;

/**
 * Every spelling of the award details a response could carry: the value in full, grouped, rounded
 * and abbreviated (as the UI and the AI summary write money), the supplier's distinctive name, the
 * award's contract start and extension dates in ISO and UK forms.
 */
export const LEAK_NEEDLES = {
  value: [
    '987654', '987,654', '987 654', '987.654', '987654.32', '987,654.32', '9.8765432e', '987.65k', '987.7k', '988k', '987k',
    '0.99m', '0.988m', '£988', '£987',
  ],
  supplier: ['quillfeather', 'zanzibar'],
  dates: ['2031-07-19', '19/07/2031', '19 jul 2031', '19 july 2031', '2033-03-17', '17/03/2033', '17 mar 2033', '17 march 2033'],
} as const;

/** Which needles occur in a response body (lower-cased). */
export function leaksIn(body: string, kinds: readonly (keyof typeof LEAK_NEEDLES)[]): string[] {
  const text = body.toLowerCase();
  return kinds.flatMap((k) => LEAK_NEEDLES[k].filter((n) => text.includes(n)).map((n) => `${k}: "${n}"`));
}

export interface LeakIds {
  noticeId: number;
  familyId: number;
  supplierId: number;
  buyerId: number;
  lotId: number;
  /** The notice's AWARD procurement stage (its lead). */
  awardStageId: number;
}

async function insertNotice(db: Executor, guid: string, family: string, name: string, value: number, at: string) {
  const ocid = `ocds-leak-${guid.slice(-4)}`;
  await db.execute(sql`insert into record_families (guid, ocid) values (${family}::uuid, ${ocid})`);
  await db.execute(sql`insert into notices (guid, ocid, record_family_id, name, description, stage, stage_reason, value, value_source, currency,
      publish_date, award_date, expiry_date, country, country_code, language, buyer_id, content_hash, url, tenders_received)
    select ${guid}::uuid, ${ocid}, f.id, ${name}, 'Restoration of the harbour lighthouse lantern and gallery.', 'AWARDED', 'fixture',
      ${value}, 'award', 'GBP', ${at}::timestamptz, ${at}::timestamptz, '2032-01-31'::timestamptz, 'United Kingdom', 'GB', 'en', b.id,
      ${`leak-${guid}`}, ${`https://example.test/${guid}`}, 3
    from record_families f, organisations b where f.ocid = ${ocid} and b.guid = ${LEAK.buyer}::uuid`);
  await db.execute(sql`insert into notice_organisations (notice_id, organisation_id, role, is_primary)
    select n.id, b.id, 'buyer', true from notices n, organisations b where n.guid = ${guid}::uuid and b.guid = ${LEAK.buyer}::uuid`);
  await db.execute(sql`insert into notice_organisations (notice_id, organisation_id, role)
    select n.id, s.id, 'supplier' from notices n, organisations s where n.guid = ${guid}::uuid and s.guid = ${LEAK.supplier}::uuid`);
  await db.execute(sql`insert into notice_cpv_codes (notice_id, cpv_code, division, source, position)
    select id, '45000000', '45', 'tender.classification', 0 from notices where guid = ${guid}::uuid`);
  await db.execute(sql`insert into procurement_stages (notice_id, stage)
    select id, s from notices, unnest(array['PRE_TENDER', 'TENDER', 'AWARD']) s where guid = ${guid}::uuid`);
  await db.execute(sql`insert into awards (notice_id, award_key, title, status, award_date, date_published, value, currency, value_source,
      start_date, end_date, max_extent_date, related_lots)
    select id, 'AW-1', null, 'active', ${at}::timestamptz, ${at}::timestamptz, ${value}, 'GBP', 'award',
      ${`${LEAK.startDate}T00:00:00Z`}::timestamptz, '2032-01-31'::timestamptz, ${`${LEAK.extensionDate}T00:00:00Z`}::timestamptz, array['L1']
    from notices where guid = ${guid}::uuid`);
  await db.execute(sql`insert into award_suppliers (award_id, organisation_id)
    select a.id, s.id from awards a join notices n on n.id = a.notice_id, organisations s where n.guid = ${guid}::uuid and s.guid = ${LEAK.supplier}::uuid`);
  await db.execute(sql`insert into contracts (notice_id, contract_key, award_id, title, status, value, currency, start_date, end_date, max_extent_date)
    select n.id, 'C-1', a.id, null, 'active', ${value}, 'GBP', ${`${LEAK.startDate}T00:00:00Z`}::timestamptz, '2032-01-31'::timestamptz,
      ${`${LEAK.extensionDate}T00:00:00Z`}::timestamptz
    from notices n join awards a on a.notice_id = n.id where n.guid = ${guid}::uuid`);
  await db.execute(sql`insert into lots (notice_id, lot_key, title, description, cpv_codes, currency, end_date)
    select id, 'L1', 'Lantern and gallery', 'The lot', array['45000000'], 'GBP', '2032-01-31' from notices where guid = ${guid}::uuid`);
  const release = {
    ocid,
    id: `${ocid}-award`,
    tag: ['award'],
    awards: [{ id: 'AW-1', value: { amount: value, currency: 'GBP' }, suppliers: [{ name: LEAK.supplierName }], contractPeriod: { startDate: LEAK.startDate } }],
  };
  await db.execute(sql`insert into ocds_releases (ocid, release_key, date, tag, source_file, source_index, package, data, content_hash)
    values (${ocid}, ${`${ocid}-award`}, ${at}, array['award'], 'leak-fixture', 0, '{}'::jsonb, ${JSON.stringify(release)}::jsonb, ${`leak-${guid}`})`);
}

/** Inserts the fixture once and gives each demo user (by email) a lead, a comment and a list on the notice. */
export async function seedLeakFixture(db: Executor, emails: readonly string[]): Promise<LeakIds> {
  for (const [guid, name, role] of [
    [LEAK.buyer, 'Harbourside Borough Council', 'BUYER'],
    [LEAK.supplier, LEAK.supplierName, 'SUPPLIER'],
  ] as const) {
    await db.execute(sql`insert into organisations (guid, name, normalised_name, primary_role, roles, country_code, country, is_sme, notice_count)
      values (${guid}::uuid, ${name}, ${name.toLowerCase()}, ${role}, array[${role.toLowerCase()}], 'GB', 'United Kingdom', ${role === 'SUPPLIER'}, 2)`);
  }
  await db.execute(sql`insert into cpv_codes (code, full_code, name, level, parent_code, division)
    values ('45000000', '45000000-7', 'Construction work', 'division', null, '45') on conflict do nothing`);
  await insertNotice(db, LEAK.notice, LEAK.family, 'Lighthouse lantern restoration', LEAK.value, '2026-10-01T00:00:00Z');
  await insertNotice(db, LEAK.tiny, LEAK.tinyFamily, 'Lighthouse lantern restoration (phase 2)', LEAK.tinyValue, '2026-10-02T00:00:00Z');
  await syncNoticeArrays(db);
  await db.execute(sql`insert into reports (guid, title, report_type, published_at)
    values (${LEAK.report}::uuid, 'Lighthouse market', 'INDUSTRY_REPORT', now())`);
  await db.execute(sql`insert into report_sections (report_id, position, section_type, content)
    select r.id, x.pos, x.type, x.content::jsonb from reports r, (values
      (0, 'RecordList', ${JSON.stringify({ recordGuids: [LEAK.notice, LEAK.tiny] })}),
      (1, 'Suppliers', ${JSON.stringify({ buyerGuid: LEAK.buyer })}),
      (2, 'AiQuestion', ${JSON.stringify({ question: 'What is it worth?' })})) as x(pos, type, content)
    where r.guid = ${LEAK.report}::uuid`);

  for (const email of emails) {
    await db.execute(sql`insert into record_lists (company_id, team_id, user_id, name, sharing_type)
      select company_id, team_id, id, 'Lighthouses', 'TEAM' from users where email = ${email}`);
    await db.execute(sql`insert into record_list_entries (record_list_id, notice_id)
      select l.id, n.id from record_lists l join users u on u.id = l.user_id, notices n where u.email = ${email} and n.guid = ${LEAK.notice}::uuid`);
    await db.execute(sql`insert into procurement_stage_qualifications (team_id, procurement_stage_id, qualification)
      select u.team_id, ps.id, 'in_review' from users u, procurement_stages ps join notices n on n.id = ps.notice_id
      where u.email = ${email} and n.guid = ${LEAK.notice}::uuid and ps.stage = 'AWARD'`);
    await db.execute(sql`insert into comments (company_id, procurement_stage_id, author_id, content)
      select u.company_id, ps.id, u.id, 'Worth a look' from users u, procurement_stages ps join notices n on n.id = ps.notice_id
      where u.email = ${email} and n.guid = ${LEAK.notice}::uuid and ps.stage = 'AWARD'`);
  }
  const [ids] = await queryRows<{ notice_id: string; family_id: string; supplier_id: string; buyer_id: string; lot_id: string; stage_id: string }>(
    db,
    sql`select n.id::text as notice_id, n.record_family_id::text as family_id, s.id::text as supplier_id, b.id::text as buyer_id,
          (select l.id::text from lots l where l.notice_id = n.id) as lot_id,
          (select ps.id::text from procurement_stages ps where ps.notice_id = n.id and ps.stage = 'AWARD') as stage_id
        from notices n, organisations s, organisations b
        where n.guid = ${LEAK.notice}::uuid and s.guid = ${LEAK.supplier}::uuid and b.guid = ${LEAK.buyer}::uuid`,
  );
  if (!ids) throw new Error('leak fixture not found');
  return {
    noticeId: Number(ids.notice_id),
    familyId: Number(ids.family_id),
    supplierId: Number(ids.supplier_id),
    buyerId: Number(ids.buyer_id),
    lotId: Number(ids.lot_id),
    awardStageId: Number(ids.stage_id),
  };
}
