import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { linkCallOffs } from '../importer/persist';
import { describeOnDatabases, type ApiHarness, type Tokens } from '../testing/api';
import { FX, seedSearchFixtures } from '../testing/searchFixtures';

const post = (api: ApiHarness, t: Tokens, path: string, body: unknown) => api.authed(t, path, { method: 'POST', body: JSON.stringify(body) });
const FRAMEWORK = '00000000-0000-4000-8000-00000000f0f1';
let firstLink = 0;

type Search = {
  results: { guid: string; title: string; stage: string; award_type: string | null; call_offs: number; suppliers: number; buyer: { guid: string } | null }[];
  paging_info: { total_results: number };
  counts: { stage: Record<string, number> };
  procedure_types: string[];
};

await describeOnDatabases('frameworks: call-off links, search, page and export', (api) => {
  beforeAll(async () => {
    const db = api().app.database.db;
    await seedSearchFixtures(db);
    // Leeds' data analytics award sets up a framework; Cardiff's cloud award names it in relatedProcesses
    // before the framework exists (the call-off was imported first).
    await db.execute(sql`update notices set related_processes = jsonb_build_array(jsonb_build_object('relationship', jsonb_build_array('framework'), 'identifier', (select ocid from notices where guid = ${FX.notices.leedsDataAward}::uuid)))
      where guid = ${FX.notices.cardiffCloudAward}::uuid`);
    await db.execute(sql`insert into frameworks (guid, notice_id, title, procedure_type, award_type, maximum_participants)
      select ${FRAMEWORK}::uuid, id, 'Data and Cloud Framework', 'Open procedure', 'Multi-supplier', 4 from notices where guid = ${FX.notices.leedsDataAward}::uuid`);
    const [fw] = await queryRows<{ notice_id: string }>(db, sql`select notice_id::text from frameworks where guid = ${FRAMEWORK}::uuid`);
    firstLink = await linkCallOffs(db, { frameworkNoticeIds: [Number(fw!.notice_id)] });
  });

  it('links a call-off imported before its framework, once', async () => {
    const db = api().app.database.db;
    const [fw] = await queryRows<{ notice_id: string }>(db, sql`select notice_id::text from frameworks where guid = ${FRAMEWORK}::uuid`);
    expect(firstLink).toBe(1);
    expect(await linkCallOffs(db, { frameworkNoticeIds: [Number(fw!.notice_id)] })).toBe(0);
    const [row] = await queryRows<{ n: number; call_off: boolean }>(
      db,
      sql`select count(*)::int as n, bool_and(n.is_call_off) as call_off from framework_call_offs c join notices n on n.id = c.notice_id
        join frameworks f on f.id = c.framework_id where f.guid = ${FRAMEWORK}::uuid`,
    );
    expect(row).toEqual({ n: 1, call_off: true });
  });

  it('searches frameworks by title, buyer, CPV, stage, award type and expiry, with stage counts (FRAMEWORKS only)', async () => {
    const maya = await api().signIn('maya@northwind.test');
    const all = (await (await post(api(), maya, '/api/frameworks/search', {})).json()) as Search;
    expect(all.results).toEqual([expect.objectContaining({ guid: FRAMEWORK, stage: 'AWARDED', award_type: 'Multi-supplier', call_offs: 1, suppliers: 1 })]);
    expect(all.counts.stage).toEqual({ AWARDED: 1 });
    expect(all.procedure_types).toEqual(['Open procedure']);
    const hits = async (body: unknown) => ((await (await post(api(), maya, '/api/frameworks/search', body)).json()) as Search).paging_info.total_results;
    expect(await hits({ text: 'cloud framework' })).toBe(1);
    expect(await hits({ text: 'nothing like it' })).toBe(0);
    expect(await hits({ buyer_guids: [FX.buyers.leeds] })).toBe(1);
    expect(await hits({ buyer_guids: [FX.buyers.cardiff] })).toBe(0);
    expect(await hits({ cpv_codes: ['72'] })).toBe(1);
    expect(await hits({ cpv_codes: ['45'] })).toBe(0);
    expect(await hits({ stage: ['OPEN'] })).toBe(0);
    expect(await hits({ award_types: ['Single supplier'] })).toBe(0);
    expect(await hits({ expiry_date: { to: '2000-01-01' } })).toBe(0);
    expect((await post(api(), maya, '/api/frameworks/search', { sort: 'nope' })).status).toBe(400);
    expect((await post(api(), maya, '/api/frameworks/search', { limit: 1000 })).status).toBe(400);
    for (const who of ['sam@freeco.test', 'guest@guestpass.test']) {
      expect((await post(api(), await api().signIn(who), '/api/frameworks/search', {})).status).toBe(403);
    }
  });

  it('answers the GraphQL frameworks query as the REST search (FRAMEWORKS only, bad input refused)', async () => {
    const maya = await api().signIn('maya@northwind.test');
    type Q = { frameworks: { totalResults: number; stageCounts: { stage: string; count: number }[]; procedureTypes: string[]; results: { guid: string; awardType: string; callOffs: number; buyer: { guid: string } | null }[] } };
    const all = await api().graphql<Q>(maya, '{ frameworks(request: {}) { totalResults stageCounts { stage count } procedureTypes results { guid awardType callOffs buyer { guid } } } }');
    expect(all.data?.frameworks).toEqual({
      totalResults: 1,
      stageCounts: [{ stage: 'AWARDED', count: 1 }],
      procedureTypes: ['Open procedure'],
      results: [{ guid: FRAMEWORK, awardType: 'Multi-supplier', callOffs: 1, buyer: { guid: FX.buyers.leeds } }],
    });
    const none = await api().graphql<Q>(maya, '{ frameworks(request: { stages: ["OPEN"] }) { totalResults } }');
    expect(none.data?.frameworks.totalResults).toBe(0);
    const bad = await api().graphql(maya, '{ frameworks(request: { sort: "nope" }) { totalResults } }');
    expect(bad.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
    const free = await api().graphql(await api().signIn('sam@freeco.test'), '{ frameworks(request: {}) { totalResults } }');
    expect(free.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
  });

  it('shows the framework page with stage, award type, lots and suppliers, and filters call-offs by a supplier of their awards', async () => {
    const maya = await api().signIn('maya@northwind.test');
    type F = { stage: string; award_type: string; lots: { suppliers: { guid: string }[] }[]; call_off_stats: { count: number; average_amount: { amount: number } }; suppliers: { guid: string }[] };
    const fw = (await (await api().authed(maya, `/api/frameworks/${FRAMEWORK}`)).json()) as F;
    expect(fw).toMatchObject({ stage: 'AWARDED', award_type: 'Multi-supplier', call_off_stats: { count: 1, average_amount: { amount: 750000 } } });
    expect(fw.lots).toEqual([expect.objectContaining({ suppliers: [expect.objectContaining({ guid: FX.suppliers.acme })] })]);
    expect(fw.suppliers.map((s) => s.guid)).toEqual([FX.suppliers.capita]);
    type C = { results: { guid: string }[] };
    const capitaRes = await post(api(), maya, `/api/frameworks/${FRAMEWORK}/call_offs`, { supplier_guids: [FX.suppliers.capita] });
    const capita = (await capitaRes.json()) as C;
    expect(capita).toHaveProperty("results");
    expect(capita.results.map((r) => r.guid)).toEqual([FX.notices.cardiffCloudAward]);
    const acme = (await (await post(api(), maya, `/api/frameworks/${FRAMEWORK}/call_offs`, { supplier_guids: [FX.suppliers.acme] })).json()) as C;
    expect(acme.results).toEqual([]);
    // The suppliers table's call-offs link points at this framework.
    const table = (await (await post(api(), maya, '/api/suppliers', { text: 'capita' })).json()) as { results: { framework_call_offs: number; call_off_framework_guid: string }[] };
    expect(table.results[0]).toMatchObject({ framework_call_offs: 1, call_off_framework_guid: FRAMEWORK });
  });

  it('exports the framework list and its suppliers as CSV', async () => {
    const maya = await api().signIn('maya@northwind.test');
    const list = await post(api(), maya, '/api/frameworks/export', { format: 'csv' });
    expect(list.status).toBe(200);
    const text = await list.text();
    expect(text.split('\r\n')[0]).toContain('Framework,Buyer,Stage');
    expect(text).toContain('Data and Cloud Framework');
    const suppliers = await (await post(api(), maya, '/api/frameworks/export', { what: 'suppliers', format: 'csv' })).text();
    expect(suppliers).toContain('Acme Cloud Analytics Ltd');
    expect((await post(api(), await api().signIn('sam@freeco.test'), '/api/frameworks/export', {})).status).toBe(403);
  });
});
