/**
 * A small, hand-made set of notices for the search, signals, organisation and feed tests: real UK
 * buyers and CPV codes, dates relative to `now`, awards with SME and non-SME suppliers, procurement
 * stages for every notice. Guids are fixed so tests can name records.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { syncNoticeArrays } from '../records/noticeArrays';

export const FX = {
  buyers: {
    leeds: '00000000-0000-4000-8000-00000000b001',
    cardiff: '00000000-0000-4000-8000-00000000b002',
  },
  suppliers: {
    capita: '00000000-0000-4000-8000-00000000a001',
    acme: '00000000-0000-4000-8000-00000000a002',
  },
  notices: {
    leedsCloud: '00000000-0000-4000-8000-000000000001',
    leedsHousing: '00000000-0000-4000-8000-000000000002',
    cardiffCyber: '00000000-0000-4000-8000-000000000003',
    cardiffCloudAward: '00000000-0000-4000-8000-000000000004',
    leedsRoads: '00000000-0000-4000-8000-000000000005',
    cardiffPin: '00000000-0000-4000-8000-000000000006',
    leedsOldCloud: '00000000-0000-4000-8000-000000000007',
    leedsDataAward: '00000000-0000-4000-8000-000000000008',
  },
} as const;

interface NoticeSeed {
  key: keyof typeof FX.notices;
  name: string;
  description: string;
  stage: string;
  buyer: keyof typeof FX.buyers;
  daysAgo: number;
  closeInDays?: number;
  value?: number;
  cpv: string[];
  award?: { supplier: keyof typeof FX.suppliers; value: number; endInDays: number };
}

const NOTICES: NoticeSeed[] = [
  { key: 'leedsCloud', name: 'Provision of Cloud Hosting Services', description: 'Leeds City Council seeks a supplier for cloud hosting and managed infrastructure.', stage: 'OPEN', buyer: 'leeds', daysAgo: 5, closeInDays: 20, value: 500000, cpv: ['72400000', '72212000'] },
  { key: 'leedsHousing', name: 'Housing Management System Replacement', description: 'Replacement of the housing management software, hosted in the cloud.', stage: 'OPEN', buyer: 'leeds', daysAgo: 12, closeInDays: 30, value: 1200000, cpv: ['48000000'] },
  { key: 'cardiffCyber', name: 'Cyber Security Operations Centre', description: 'Security monitoring services for Cardiff Council.', stage: 'CLOSED', buyer: 'cardiff', daysAgo: 40, closeInDays: -3, value: 300000, cpv: ['72212000'] },
  { key: 'cardiffCloudAward', name: 'Cloud Migration Partner', description: 'Award of a contract for cloud migration services.', stage: 'AWARDED', buyer: 'cardiff', daysAgo: 60, value: 750000, cpv: ['72200000'], award: { supplier: 'capita', value: 750000, endInDays: 400 } },
  { key: 'leedsRoads', name: 'Highways Resurfacing Works', description: 'Resurfacing of roads across the city.', stage: 'OPEN', buyer: 'leeds', daysAgo: 3, closeInDays: 14, value: 2000000, cpv: ['45000000'] },
  { key: 'cardiffPin', name: 'Digital Services Market Engagement', description: 'Prior information notice: digital and data services.', stage: 'PRE_TENDER', buyer: 'cardiff', daysAgo: 20, cpv: ['72000000'] },
  { key: 'leedsOldCloud', name: 'Cloud Email Service', description: 'Hosted email for staff.', stage: 'CLOSED', buyer: 'leeds', daysAgo: 400, closeInDays: -350, value: 90000, cpv: ['72400000'] },
  { key: 'leedsDataAward', name: 'Data Analytics Platform', description: 'Business intelligence and data analytics; awarded to an SME.', stage: 'AWARDED', buyer: 'leeds', daysAgo: 90, value: 250000, cpv: ['72300000'], award: { supplier: 'acme', value: 250000, endInDays: 200 } },
];

const CPV = [
  ['45000000', '45000000-7', 'Construction work', 'division', null, '45'],
  ['48000000', '48000000-8', 'Software package and information systems', 'division', null, '48'],
  ['72000000', '72000000-5', 'IT services: consulting, software development, Internet and support', 'division', null, '72'],
  ['72200000', '72200000-7', 'Software programming and consultancy services', 'group', '72000000', '72'],
  ['72212000', '72212000-4', 'Programming services of application software', 'class', '72200000', '72'],
  ['72300000', '72300000-8', 'Data services', 'group', '72000000', '72'],
  ['72400000', '72400000-4', 'Internet services', 'group', '72000000', '72'],
] as const;

const DAY = 86_400_000;

/** Inserts the fixture (idempotent per database: skipped when the Leeds buyer exists). */
export async function seedSearchFixtures(db: Executor, now: Date = new Date()): Promise<void> {
  const at = (days: number) => new Date(now.getTime() + days * DAY).toISOString();
  const exists = await db.execute(sql`select 1 from organisations where guid = ${FX.buyers.leeds}::uuid`);
  if ((exists as unknown as { rows: unknown[] }).rows.length) return;
  for (const [code, full, name, level, parent, division] of CPV) {
    await db.execute(sql`insert into cpv_codes (code, full_code, name, level, parent_code, division)
      values (${code}, ${full}, ${name}, ${level}, ${parent}, ${division}) on conflict do nothing`);
  }
  await db.execute(sql`insert into buyer_categories (slug, name) values ('local-authority', 'Local authority') on conflict do nothing`);
  const orgs = [
    [FX.buyers.leeds, 'Leeds City Council', 'BUYER', 'UKE42', null],
    [FX.buyers.cardiff, 'Cardiff Council', 'BUYER', 'UKL22', null],
    [FX.suppliers.capita, 'Capita Business Services Ltd', 'SUPPLIER', null, false],
    [FX.suppliers.acme, 'Acme Cloud Analytics Ltd', 'SUPPLIER', null, true],
  ] as const;
  for (const [guid, name, role, nuts, sme] of orgs) {
    await db.execute(sql`insert into organisations (guid, name, normalised_name, primary_role, roles, country_code, country, is_sme, notice_count, nuts_region_id)
      values (${guid}::uuid, ${name}, ${name.toLowerCase()}, ${role}, ${role === 'BUYER' ? sql`array['buyer']` : sql`array['supplier']`}, 'GB', 'United Kingdom', ${sme}, 0, null)`);
    void nuts;
  }
  await db.execute(sql`insert into buyer_category_assignments (organisation_id, buyer_category_id, source)
    select o.id, c.id, 'admin' from organisations o, buyer_categories c where o.guid = ${FX.buyers.leeds}::uuid and c.slug = 'local-authority'`);
  for (const n of NOTICES) {
    const guid = FX.notices[n.key];
    const ocid = `ocds-test-${n.key}`;
    await db.execute(sql`insert into record_families (guid, ocid) values (${guid}::uuid, ${ocid})`);
    await db.execute(sql`insert into notices (guid, ocid, record_family_id, name, description, stage, stage_reason, value, currency, publish_date,
        close_date, award_date, expiry_date, country, country_code, language, buyer_id, content_hash, url)
      select ${guid}::uuid, ${ocid}, f.id, ${n.name}, ${n.description}, ${n.stage}, 'fixture', ${n.value ?? null}, 'GBP', ${at(-n.daysAgo)}::timestamptz,
        ${n.closeInDays === undefined ? null : at(-n.daysAgo + n.closeInDays + n.daysAgo)}::timestamptz,
        ${n.award ? at(-n.daysAgo) : null}::timestamptz, ${n.award ? at(n.award.endInDays) : null}::timestamptz,
        'United Kingdom', 'GB', 'en', b.id, ${n.key}, ${`https://example.test/${n.key}`}
      from record_families f, organisations b where f.ocid = ${ocid} and b.guid = ${FX.buyers[n.buyer]}::uuid`);
    await db.execute(sql`insert into notice_organisations (notice_id, organisation_id, role, is_primary)
      select n.id, b.id, 'buyer', true from notices n, organisations b where n.guid = ${guid}::uuid and b.guid = ${FX.buyers[n.buyer]}::uuid`);
    let position = 0;
    for (const code of n.cpv) {
      await db.execute(sql`insert into notice_cpv_codes (notice_id, cpv_code, division, source, position)
        select id, ${code}, ${code.slice(0, 2)}, 'tender.classification', ${position++} from notices where guid = ${guid}::uuid`);
    }
    await db.execute(sql`insert into procurement_stages (notice_id, stage)
      select id, s from notices, unnest(array['PRE_TENDER', 'TENDER', 'AWARD']) s where guid = ${guid}::uuid`);
    if (n.award) {
      const award = n.award;
      await db.execute(sql`insert into awards (notice_id, award_key, title, status, award_date, value, currency, start_date, end_date)
        select id, '1', ${n.name}, 'active', ${at(-n.daysAgo)}::timestamptz, ${award.value}, 'GBP', ${at(-n.daysAgo)}::timestamptz, ${at(award.endInDays)}::timestamptz
        from notices where guid = ${guid}::uuid`);
      await db.execute(sql`insert into award_suppliers (award_id, organisation_id)
        select a.id, o.id from awards a join notices n on n.id = a.notice_id, organisations o where n.guid = ${guid}::uuid and o.guid = ${FX.suppliers[award.supplier]}::uuid`);
      await db.execute(sql`insert into notice_organisations (notice_id, organisation_id, role)
        select n.id, o.id, 'supplier' from notices n, organisations o where n.guid = ${guid}::uuid and o.guid = ${FX.suppliers[award.supplier]}::uuid`);
    }
  }
  await db.execute(sql`update organisations o set notice_count = (select count(*) from notice_organisations no where no.organisation_id = o.id)`);
  await syncNoticeArrays(db);
}
