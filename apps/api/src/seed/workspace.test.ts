/** The demo tenant on the real data, on both databases: what it holds, and a second seed changes nothing. */
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows, type Database } from '../db/client';
import { NOW } from '../importer/test-helpers';
import { describeOnRealData } from '../testing/realData';
import { seedDemo } from './demo';
import { countWorkspace } from './workspace';

const snapshot = (db: Database) =>
  queryRows(
    db,
    sql`select 'signals' as t, md5(string_agg(s::text, '|' order by s.team_id)) as h from team_signal_settings s
        union all select 'opportunities', md5(string_agg(o.name || o.stage_id || coalesce(o.value::text, ''), '|' order by o.id)) from opportunities o
        union all select 'contacts', md5(string_agg(c.first_name || c.last_name || c.seniority || c.organisation_id, '|' order by c.id)) from contacts c
        union all select 'notifications', md5(string_agg(n.link || (n.text_attributes->>'recordTitle'), '|' order by n.id)) from notifications n
        union all select 'qualifications', md5(string_agg(q.procurement_stage_id || q.qualification, '|' order by q.id)) from procurement_stage_qualifications q`,
  );

await describeOnRealData('demo workspace on the real data', (database) => {
  it('seeds signals, lists, opportunities, hidden notices and synthetic contacts from real rows, once', async () => {
    const db = database().handle.db;
    expect(await seedDemo(db, NOW)).toEqual({ seeded: true, workspace: true });
    expect(await countWorkspace(db)).toEqual({
      buyerLists: 3,
      buyerListEntries: 19,
      noticeLists: 3,
      opportunities: 7,
      opportunityEntities: 21,
      transitions: 7,
      comments: 5,
      contacts: 37,
      hidden: 5,
    });
    const [signals] = await queryRows<{ keywords: string[]; cpv: string[]; competitors: number; partners: number; real: number }>(
      db,
      sql`select s.keywords, s.cpv_codes as cpv, cardinality(s.competitor_guids) as competitors, cardinality(s.partner_guids) as partners,
            (select count(*)::int from organisations o where o.guid = any(s.competitor_guids || s.partner_guids) and o.primary_role = 'SUPPLIER') as real
          from team_signal_settings s`,
    );
    expect(signals).toMatchObject({ competitors: 4, partners: 2, real: 6 });
    expect(signals?.keywords).toContain('software');
    expect(signals?.cpv).toEqual(['32', '48', '72', '79']);
    const [groups] = await queryRows<{ groups: string[] }>(db, sql`select array_agg(distinct "group" order by "group") as groups from opportunity_transitions`);
    expect(groups?.groups).toEqual(['Bidding', 'TenderQualification']);
    // The demo's decision-makers are synthetic, of every seniority; the rest are the notices' own contact points
    // (importer/contacts.ts): real, Procurement, Unspecified.
    const [contacts] = await queryRows<{ seniorities: number; fromNotices: number; oddNotice: number; oddSynthetic: number }>(
      db,
      sql`select count(distinct seniority) filter (where synthetic)::int as seniorities,
            count(*) filter (where source_key is not null)::int as "fromNotices",
            count(*) filter (where source_key is not null and (synthetic or seniority <> 'Unspecified' or job_functions <> array['Procurement']))::int as "oddNotice",
            count(*) filter (where source_key is null and not synthetic)::int as "oddSynthetic"
          from contacts`,
    );
    expect(contacts).toMatchObject({ seniorities: 9, oddNotice: 0, oddSynthetic: 0 });
    expect(contacts?.fromNotices).toBeGreaterThan(0);

    // Every seeded notification opens a notice that exists, and carries that notice's title.
    const [links] = await queryRows<{ total: number; dangling: number; mistitled: number; distinct: number }>(
      db,
      sql`select count(*)::int as total,
            count(*) filter (where n.id is null)::int as dangling,
            count(*) filter (where n.id is not null and nt.text_attributes->>'recordTitle' is distinct from n.name)::int as mistitled,
            count(distinct nt.link)::int as distinct
          from notifications nt left join notices n on '/records/' || n.guid::text = nt.link`,
    );
    expect(links).toMatchObject({ total: 21, dangling: 0, mistitled: 0, distinct: 10 });

    const before = await snapshot(db);
    expect(await seedDemo(db, new Date(NOW.getTime() + 86_400_000))).toEqual({ seeded: false, workspace: false });
    expect(await snapshot(db)).toEqual(before);
  });
});
