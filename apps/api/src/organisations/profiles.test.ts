import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { describeOnDatabases, type ApiHarness, type Tokens } from '../testing/api';
import { FX, seedSearchFixtures } from '../testing/searchFixtures';

const post = (api: ApiHarness, t: Tokens, path: string, body: unknown) =>
  api.authed(t, path, { method: 'POST', body: JSON.stringify(body) });
const json = async <T>(res: Response, status = 200): Promise<T> => {
  expect(res.status).toBe(status);
  return (await res.json()) as T;
};
const FRAMEWORK = '00000000-0000-4000-8000-00000000f001';

await describeOnDatabases('buyer, supplier and framework pages', (api) => {
  beforeAll(async () => {
    const db = api().app.database.db;
    await seedSearchFixtures(db);
    // Leeds' data analytics award (to Acme, an SME) sets up a framework; Cardiff's cloud award (to Capita) is a call-off of it.
    await db.execute(sql`insert into frameworks (guid, notice_id, title, procedure_type)
      select ${FRAMEWORK}::uuid, id, 'Data and Cloud Framework', 'open' from notices where guid = ${FX.notices.leedsDataAward}::uuid`);
    await db.execute(sql`insert into framework_call_offs (framework_id, notice_id, process_type)
      select f.id, n.id, 'framework' from frameworks f, notices n where f.guid = ${FRAMEWORK}::uuid and n.guid = ${FX.notices.cardiffCloudAward}::uuid`);
  });

  it('returns a buyer’s details and stats by guid or id (BUYERS only)', async () => {
    const maya = await api().signIn('maya@northwind.test');
    type B = { guid: string; id: string; name: string; country_code: string; categories: { name: string }[]; stats: { all_records: number; expiries: number } };
    const leeds = await json<B>(await api().authed(maya, `/api/buyers/${FX.buyers.leeds}`));
    expect(leeds).toMatchObject({ guid: FX.buyers.leeds, name: 'Leeds City Council', country_code: 'GB', stats: { all_records: 5, expiries: 1 } });
    expect(leeds.categories.map((c) => c.name)).toEqual(['Local authority']);
    expect((await json<B>(await api().authed(maya, `/api/buyers/${leeds.id}`))).guid).toBe(FX.buyers.leeds);
    expect((await api().authed(maya, '/api/buyers/00000000-0000-4000-8000-0000000000ff')).status).toBe(404);
    // The existing buyer reads still answer beside the new route.
    expect((await api().authed(maya, '/api/buyers/buyer_categories')).status).toBe(200);
    for (const who of ['sam@freeco.test', 'guest@guestpass.test']) {
      const t = await api().signIn(who);
      expect((await api().authed(t, `/api/buyers/${FX.buyers.leeds}`)).status).toBe(403);
      expect((await post(api(), t, `/api/buyers/${FX.buyers.leeds}/suppliers_v3`, {})).status).toBe(403);
    }
  });

  it('lists a buyer’s suppliers with awards, aliases and framework columns, sorted by awards by default', async () => {
    const maya = await api().signIn('maya@northwind.test');
    type S = {
      results: { guid: string; awards_count: number; framework_lots: number; framework_call_offs: number; framework_last_activity: string | null; aliases: string[]; is_sme: boolean | null }[];
      paging_info: { total_results: number; next_offset: number | null };
      sort: string;
      sort_order: string;
    };
    const leeds = await json<S>(await post(api(), maya, `/api/buyers/${FX.buyers.leeds}/suppliers_v3`, {}));
    expect([leeds.sort, leeds.sort_order]).toEqual(['awards_count', 'desc']);
    expect(leeds.results).toEqual([expect.objectContaining({ guid: FX.suppliers.acme, awards_count: 1, framework_lots: 1, framework_call_offs: 0, is_sme: true })]);
    expect(leeds.results[0]?.framework_last_activity).not.toBeNull();
    const cardiff = await json<S>(await post(api(), maya, `/api/buyers/${FX.buyers.cardiff}/suppliers_v3`, { sort: 'name', sort_order: 'asc' }));
    expect(cardiff.results).toEqual([expect.objectContaining({ guid: FX.suppliers.capita, framework_lots: 0, framework_call_offs: 1 })]);
    expect((await json<S>(await post(api(), maya, `/api/buyers/${FX.buyers.cardiff}/suppliers_v3`, { text: 'acme' }))).results).toEqual([]);
    expect((await post(api(), maya, `/api/buyers/${FX.buyers.leeds}/suppliers_v3`, { limit: 500 })).status).toBe(400);
    expect((await post(api(), maya, `/api/buyers/${FX.buyers.leeds}/suppliers_v3`, { nope: true })).status).toBe(400);
    expect((await post(api(), maya, '/api/buyers/not-a-buyer/suppliers_v3', {})).status).toBe(400);
  });

  it('returns a supplier’s details, stats and buyers (SUPPLIERS only)', async () => {
    const maya = await api().signIn('maya@northwind.test');
    type D = { guid: string; name: string; is_sme: boolean; stats: { allRecordsCount: number; expiriesCount: number } };
    const capita = await json<D>(await api().authed(maya, `/api/suppliers/${FX.suppliers.capita}`));
    expect(capita).toMatchObject({ name: 'Capita Business Services Ltd', is_sme: false, stats: { allRecordsCount: 1, expiriesCount: 1 } });
    type Bu = { results: { guid: string; awards_count: number; total_value: number }[]; paging_info: { total_results: number } };
    const buyers = await json<Bu>(await post(api(), maya, `/api/suppliers/${FX.suppliers.capita}/buyers`, {}));
    expect(buyers.results).toEqual([expect.objectContaining({ guid: FX.buyers.cardiff, awards_count: 1, total_value: 750000 })]);
    expect((await api().authed(maya, '/api/suppliers/00000000-0000-4000-8000-0000000000ff')).status).toBe(404);
    for (const who of ['sam@freeco.test', 'guest@guestpass.test']) {
      const t = await api().signIn(who);
      expect((await api().authed(t, `/api/suppliers/${FX.suppliers.capita}`)).status).toBe(403);
      expect((await post(api(), t, `/api/suppliers/${FX.suppliers.capita}/buyers`, {})).status).toBe(403);
    }
  });

  it('returns a framework and its call-offs filtered by supplier (FRAMEWORKS only)', async () => {
    const maya = await api().signIn('maya@northwind.test');
    type F = { title: string; buyer: { guid: string }; call_off_stats: { count: number; average_amount: { amount: number } }; suppliers: { guid: string; call_offs: number }[] };
    const fw = await json<F>(await api().authed(maya, `/api/frameworks/${FRAMEWORK}`));
    expect(fw).toMatchObject({ title: 'Data and Cloud Framework', buyer: { guid: FX.buyers.leeds }, call_off_stats: { count: 1, average_amount: { amount: 750000 } } });
    expect(fw.suppliers).toEqual([{ guid: FX.suppliers.capita, name: 'Capita Business Services Ltd', call_offs: 1 }]);
    type C = { results: { guid: string; suppliers: { guid: string }[] }[]; paging_info: { total_results: number } };
    const all = await json<C>(await post(api(), maya, `/api/frameworks/${FRAMEWORK}/call_offs`, {}));
    expect(all.results.map((r) => r.guid)).toEqual([FX.notices.cardiffCloudAward]);
    const capita = await json<C>(await post(api(), maya, `/api/frameworks/${FRAMEWORK}/call_offs`, { supplier_guids: [FX.suppliers.capita] }));
    expect(capita.paging_info.total_results).toBe(1);
    const acme = await json<C>(await post(api(), maya, `/api/frameworks/${FRAMEWORK}/call_offs`, { supplier_guids: [FX.suppliers.acme] }));
    expect(acme.results).toEqual([]);
    expect((await post(api(), maya, `/api/frameworks/${FRAMEWORK}/call_offs`, { supplier_guids: ['x'] })).status).toBe(400);
    expect((await api().authed(maya, '/api/frameworks/00000000-0000-4000-8000-0000000000ff')).status).toBe(404);
    const sam = await api().signIn('sam@freeco.test');
    expect((await api().authed(sam, `/api/frameworks/${FRAMEWORK}`)).status).toBe(403);
  });
});
