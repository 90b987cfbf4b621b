import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { describeOnDatabases, type ApiHarness, type Tokens } from '../testing/api';
import { FX, seedSearchFixtures } from '../testing/searchFixtures';
import { normaliseOrgName } from '../importer/organisations';
import { importSpendFile } from './importer';
import { seedSyntheticSpend } from './synthetic';

const post = (api: ApiHarness, t: Tokens, path: string, body: unknown) => api.authed(t, path, { method: 'POST', body: JSON.stringify(body) });
const CSV = [
  'Body Name,Service Area,Expenses Type,Payment Date,Transaction Number,Amount (£),Supplier Name',
  'Leeds City Council,Digital,IT services,15/01/2026,T100,"12,000.00",ACME CLOUD ANALYTICS LIMITED',
  'Leeds City Council,Digital,IT services,15/02/2026,T101,"8,000.00",Capita Business Services Ltd',
  'Leeds City Council,Parks,Grounds,20/02/2026,T102,750.00,Greenfields Gardening',
].join('\r\n');

await describeOnDatabases('invoiced spend: import, stats and requests', (api) => {
  beforeAll(async () => {
    const db = api().app.database.db;
    await seedSearchFixtures(db);
    // Normalised names as the importer writes them (the fixtures write lower case only).
    for (const o of await queryRows<{ id: string; name: string }>(db, sql`select id::text as id, name from organisations`)) {
      await db.execute(sql`update organisations set normalised_name = ${normaliseOrgName(o.name)} where id = ${Number(o.id)}`);
    }
  });

  it('imports a payment file once, matching suppliers by normalised name', async () => {
    const db = api().app.database.db;
    const first = await importSpendFile(db, { buyerGuid: FX.buyers.leeds, fileName: 'leeds-2026.csv', text: CSV });
    expect(first).toMatchObject({ imported: true, layout: 'local-government-500', lines: 3, written: 3, matched: 2, skipped: 0 });
    expect(await importSpendFile(db, { buyerGuid: FX.buyers.leeds, fileName: 'again.csv', text: CSV })).toMatchObject({ imported: false, written: 0 });
    // The same lines in a re-published file (one line added) are not written twice.
    const more = await importSpendFile(db, { buyerGuid: FX.buyers.leeds, fileName: 'leeds-2026-v2.csv', text: `${CSV}\r\nLeeds City Council,Digital,IT services,15/03/2026,T103,"4,000.00",Acme Cloud Analytics Ltd` });
    expect(more).toMatchObject({ imported: true, lines: 4, written: 1 });
    const [n] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from spend_payments`);
    expect(n?.n).toBe(4);
    await expect(importSpendFile(db, { buyerGuid: '00000000-0000-4000-8000-0000000000ff', fileName: 'x.csv', text: CSV })).rejects.toThrow('No organisation');
  });

  it('answers spend stats, spend over time, top suppliers and supplier totals (SPEND only)', async () => {
    const maya = await api().signIn('maya@northwind.test');
    type S = {
      stats: { totalValue: number; totalAwarded: number; avgContractValue: number; percentToSmes: number };
      over_time: { period: string; total_value: number }[];
      top_suppliers: { guid: string | null; name: string; total_value: number }[];
      by_buyer: { guid: string }[];
      synthetic: boolean;
    };
    const res = await post(api(), maya, '/api/spend-data/search', { buyer_guids: [FX.buyers.leeds], interval: 'month' });
    expect(res.status).toBe(200);
    const s = (await res.json()) as S;
    expect(s.stats).toEqual({ totalValue: 24750, totalAwarded: 4, avgContractValue: 6187.5, percentToSmes: 66.7 });
    expect(s.over_time.map((p) => [p.period, p.total_value])).toEqual([['2026-01-01', 12000], ['2026-02-01', 8750], ['2026-03-01', 4000]]);
    expect(s.top_suppliers.map((t) => [t.guid, t.total_value])).toEqual([[FX.suppliers.acme, 16000], [FX.suppliers.capita, 8000], [null, 750]]);
    expect(s.by_buyer.map((b) => b.guid)).toEqual([FX.buyers.leeds]);
    expect(s.synthetic).toBe(false);
    const acme = (await (await post(api(), maya, '/api/spend-data/search', { supplier_guids: [FX.suppliers.acme], from: '2026-02-01' })).json()) as S;
    expect(acme.stats.totalValue).toBe(4000);
    const totals = (await (await post(api(), maya, '/api/spend-data/supplier_totals', { supplier_guids: [FX.suppliers.acme, FX.suppliers.capita] })).json()) as {
      totals: { supplier_guid: string; totalValue: number }[];
    };
    expect(totals.totals.map((t) => [t.supplier_guid, t.totalValue]).sort()).toEqual([[FX.suppliers.acme, 16000], [FX.suppliers.capita, 8000]].sort());
    const buyers = (await (await api().authed(maya, '/api/spend-data/buyers')).json()) as { buyers: { guid: string; payments: number }[] };
    expect(buyers.buyers).toEqual([expect.objectContaining({ guid: FX.buyers.leeds, payments: 4 })]);
    expect((await post(api(), maya, '/api/spend-data/search', { from: '2026-03-01', to: '2026-01-01' })).status).toBe(400);
    for (const who of ['sam@freeco.test', 'guest@guestpass.test']) {
      expect((await post(api(), await api().signIn(who), '/api/spend-data/search', {})).status).toBe(403);
    }
  });

  it('answers the GraphQL spend queries as the REST reads (SPEND only, bad input refused)', async () => {
    const maya = await api().signIn('maya@northwind.test');
    type Q = { spendOverview: { stats: { totalValue: number }; overTime: { period: string; totalValue: number }[]; byBuyer: { guid: string }[]; interval: string } };
    const o = await api().graphql<Q>(
      maya,
      'query($b: ID!) { spendOverview(request: { buyerGuids: [$b], interval: "month" }) { stats { totalValue } overTime { period totalValue } byBuyer { guid } interval } }',
      { b: FX.buyers.leeds },
    );
    expect(o.data?.spendOverview).toEqual({
      stats: { totalValue: 24750 },
      overTime: [{ period: '2026-01-01', totalValue: 12000 }, { period: '2026-02-01', totalValue: 8750 }, { period: '2026-03-01', totalValue: 4000 }],
      byBuyer: [{ guid: FX.buyers.leeds }],
      interval: 'month',
    });
    const buyers = await api().graphql<{ spendBuyers: { guid: string; payments: number }[] }>(maya, '{ spendBuyers { guid payments } }');
    expect(buyers.data?.spendBuyers).toEqual([{ guid: FX.buyers.leeds, payments: 4 }]);
    const bad = await api().graphql(maya, '{ spendOverview(request: { from: "2026-03-01", to: "2026-01-01" }) { synthetic } }');
    expect(bad.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
    const free = await api().graphql(await api().signIn('sam@freeco.test'), '{ spendBuyers { guid } }');
    expect(free.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
  });

  it('records a request for a buyer’s spend, once per company', async () => {
    const db = api().app.database.db;
    const sam = await api().signIn('sam@freeco.test');
    expect((await post(api(), sam, `/api/buyers/${FX.buyers.cardiff}/request_spend`, {})).status).toBe(201);
    expect((await post(api(), sam, `/api/buyers/${FX.buyers.cardiff}/request_spend`, {})).status).toBe(201);
    expect((await post(api(), sam, '/api/buyers/00000000-0000-4000-8000-0000000000ff/request_spend', {})).status).toBe(404);
    const [n] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from spend_requests`);
    expect(n?.n).toBe(1);
  });

  it('seeds synthetic files from real awards once, flagged synthetic', async () => {
    const db = api().app.database.db;
    const seeded = await seedSyntheticSpend(db, new Date('2030-01-01'));
    expect(seeded.length).toBeGreaterThan(0);
    expect(seeded.every((r) => r.imported && r.written > 0)).toBe(true);
    expect(await seedSyntheticSpend(db, new Date('2030-01-01'))).toEqual([]);
    const [row] = await queryRows<{ files: number; payments: number; matched: number }>(
      db,
      sql`select (select count(*)::int from spend_files where synthetic) as files, (select count(*)::int from spend_payments where synthetic) as payments,
        (select count(*)::int from spend_payments where synthetic and supplier_id is not null) as matched`,
    );
    expect(row!.files).toBe(seeded.length);
    expect(row!.matched).toBe(row!.payments);
  });
});
