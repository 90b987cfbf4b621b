import { parse } from 'csv-parse/sync';
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

type Row = {
  guid: string;
  is_sme: boolean | null;
  framework_lots: number;
  framework_call_offs: number;
  framework_last_activity: string | null;
  call_off_framework_guid: string | null;
  spend: {
    totalValue: number;
    totalAwarded: number;
    avgContractValue: number | null;
    percentToSmes: number | null;
  } | null;
  signals: { id: string }[];
};
const FRAMEWORK_GUID = '00000000-0000-4000-8000-00000000f001';
type Page = { results: Row[]; paging_info: { total_results: number } };

const SUPPLIERS_QUERY = `query($r: SupplierSearchInput) { suppliers(request: $r) { totalResults sort sortOrder nextOffset
  results { id guid name isSme awardsCount expiriesCount frameworkLots frameworkCallOffs frameworkLastActivity signals { id category name } } } }`;

await describeOnDatabases('suppliers table: filters, framework columns, GraphQL and signal saving', (api) => {
  beforeAll(async () => {
    const db = api().app.database.db;
    await seedSearchFixtures(db);
    // Capita's award notice is a framework; Acme's award is a call-off under it.
    await db.execute(sql`insert into frameworks (guid, notice_id, title)
      select ${FRAMEWORK_GUID}::uuid, id, 'Cloud framework' from notices where guid = ${FX.notices.cardiffCloudAward}::uuid`);
    await db.execute(sql`insert into framework_call_offs (framework_id, notice_id)
      select f.id, n.id from frameworks f, notices n where n.guid = ${FX.notices.leedsDataAward}::uuid`);
  });

  it('filters by SME choice and chosen suppliers, and computes the framework columns from awards', async () => {
    const maya = await api().signIn('maya@northwind.test');
    const all = await json<Page>(await post(api(), maya, '/api/suppliers', {}));
    const capita = all.results.find((r) => r.guid === FX.suppliers.capita);
    const acme = all.results.find((r) => r.guid === FX.suppliers.acme);
    expect(capita).toMatchObject({ framework_lots: 1, framework_call_offs: 0 });
    expect(capita?.framework_last_activity).not.toBeNull();
    expect(acme).toMatchObject({ framework_lots: 0, framework_call_offs: 1 });
    expect(acme?.framework_last_activity).not.toBeNull();

    const smes = await json<Page>(await post(api(), maya, '/api/suppliers', { is_sme: true }));
    expect(smes.results.map((r) => r.guid)).toEqual([FX.suppliers.acme]);
    const noSmes = await json<Page>(await post(api(), maya, '/api/suppliers', { is_sme: false }));
    expect(noSmes.results.map((r) => r.guid)).toEqual([FX.suppliers.capita]);
    const chosen = await json<Page>(
      await post(api(), maya, '/api/suppliers', { supplier_guids: [FX.suppliers.capita] }),
    );
    expect(chosen.paging_info.total_results).toBe(1);
    expect((await post(api(), maya, '/api/suppliers', { supplier_guids: ['nope'] })).status).toBe(400);
  });

  it('totals contract-award value per supplier as spend, within the buyer filter, and links call-offs to their framework', async () => {
    const maya = await api().signIn('maya@northwind.test');
    const all = await json<Page>(await post(api(), maya, '/api/suppliers', {}));
    const capita = all.results.find((r) => r.guid === FX.suppliers.capita);
    const acme = all.results.find((r) => r.guid === FX.suppliers.acme);
    expect(capita?.spend).toEqual({
      totalValue: 750000,
      totalAwarded: 1,
      avgContractValue: 750000,
      percentToSmes: 0,
      source: 'awarded',
    });
    expect(acme?.spend).toEqual({
      totalValue: 250000,
      totalAwarded: 1,
      avgContractValue: 250000,
      percentToSmes: 100,
      source: 'awarded',
    });
    expect(acme?.call_off_framework_guid).toBe(FRAMEWORK_GUID);
    expect(capita?.call_off_framework_guid).toBeNull();

    // Inside a buyer: only that buyer's awards count (Capita was awarded by Cardiff, not Leeds).
    const leeds = await json<Page>(
      await post(api(), maya, '/api/suppliers', { buyer_guids: [FX.buyers.leeds] }),
    );
    expect(leeds.results.map((r) => [r.guid, r.spend?.totalValue])).toEqual([[FX.suppliers.acme, 250000]]);
    const cardiff = await json<{ results: Row[] }>(
      await post(api(), maya, `/api/buyers/${FX.buyers.cardiff}/suppliers_v3`, {}),
    );
    expect(cardiff.results.map((r) => [r.guid, r.spend?.totalValue])).toEqual([
      [FX.suppliers.capita, 750000],
    ]);
    const leedsPage = await json<{ results: Row[] }>(
      await post(api(), maya, `/api/buyers/${FX.buyers.leeds}/suppliers_v3`, {}),
    );
    expect(leedsPage.results.map((r) => [r.guid, r.call_off_framework_guid])).toEqual([
      [FX.suppliers.acme, FRAMEWORK_GUID],
    ]);

    const g = await api().graphql<{
      suppliers: {
        results: {
          guid: string;
          callOffFrameworkGuid: string | null;
          spend: { totalValue: number } | null;
        }[];
      };
    }>(
      maya,
      `{ suppliers(request: { supplierGuids: ["${FX.suppliers.acme}"] }) { results { guid callOffFrameworkGuid spend { totalValue } } } }`,
    );
    expect(g.errors).toBeUndefined();
    expect(g.data?.suppliers.results).toEqual([
      { guid: FX.suppliers.acme, callOffFrameworkGuid: FRAMEWORK_GUID, spend: { totalValue: 250000 } },
    ]);
  });

  it('exports the table: tabs (signals), buyer lists, buyer types and chosen suppliers, in its order, with its refusals', async () => {
    const maya = await api().signIn('maya@northwind.test');
    const guidsOf = async (res: Response) => {
      expect(res.status).toBe(200);
      return parse(await res.text(), { bom: true })
        .slice(1)
        .map((r: string[]) => r[0]);
    };
    const exported = (filters: Record<string, unknown>, who: Tokens = maya) =>
      post(api(), who, '/api/suppliers/export', { filters, format: 'csv' });
    const table = async (body: Record<string, unknown>) =>
      (await json<Page>(await post(api(), maya, '/api/suppliers', body))).results.map((r) => r.guid);

    const listRes = await json<{ buyer_list: { id: string | number } }>(
      await post(api(), maya, '/api/buyer_lists', {
        name: `Export list ${Date.now()}`,
        buyer_guids: [FX.buyers.cardiff],
      }),
      201,
    );
    const category = (await api().app.database.db.execute(
      sql`select id::text as id from buyer_categories where slug = 'local-authority'`,
    )) as unknown as {
      rows: { id: string }[];
    };
    const cases: Record<string, unknown>[] = [
      { signals: [`competitor:${FX.suppliers.capita}`] },
      { buyer_list_ids: [String(listRes.buyer_list.id)] },
      { buyer_category_ids: [Number(category.rows[0]?.id)] },
      { supplier_guids: [FX.suppliers.acme] },
      { text: 'ltd', sort: 'awards_count', sort_order: 'desc' },
    ];
    for (const filters of cases) {
      expect(await guidsOf(await exported(filters))).toEqual(await table({ ...filters, limit: 100 }));
    }
    expect(await guidsOf(await exported({ buyer_list_ids: [String(listRes.buyer_list.id)] }))).toEqual([
      FX.suppliers.capita,
    ]);
    expect(await guidsOf(await exported({ buyer_category_ids: [Number(category.rows[0]?.id)] }))).toEqual([
      FX.suppliers.acme,
    ]);

    // The same filters as a background job give the same file.
    const job = await json<{ id: string }>(
      await post(api(), maya, '/api/suppliers/async_export', {
        filters: { signals: [`competitor:${FX.suppliers.capita}`] },
        format: 'csv',
      }),
      202,
    );
    expect(job.id).toMatch(/^[0-9a-f-]{36}$/);

    // Refusals: an unknown list is a 404; a bad filter a 400; Free plan and guests 403.
    expect((await exported({ buyer_list_ids: ['999999'] })).status).toBe(404);
    expect((await exported({ signals: 'x' })).status).toBe(400);
    for (const email of ['sam@freeco.test', 'guest@guestpass.test']) {
      expect((await exported({}, await api().signIn(email))).status).toBe(403);
      expect(
        (
          await post(api(), await api().signIn(email), '/api/suppliers/async_export', {
            filters: {},
            format: 'csv',
          })
        ).status,
      ).toBe(403);
    }
  });

  it('serves the suppliers table over GraphQL with the same rules and refusals', async () => {
    const maya = await api().signIn('maya@northwind.test');
    type G = {
      suppliers: {
        totalResults: number;
        sort: string;
        sortOrder: string;
        results: { guid: string; frameworkLots: number }[];
      };
    };
    const plain = await api().graphql<G>(maya, SUPPLIERS_QUERY, { r: {} });
    expect(plain.errors).toBeUndefined();
    expect([plain.data?.suppliers.sort, plain.data?.suppliers.sortOrder]).toEqual(['name', 'asc']);
    const narrowed = await api().graphql<G>(maya, SUPPLIERS_QUERY, {
      r: { text: 'capita business', sort: 'awards_count' },
    });
    expect([narrowed.data?.suppliers.sort, narrowed.data?.suppliers.sortOrder]).toEqual([
      'awards_count',
      'desc',
    ]);
    expect(narrowed.data?.suppliers.results.map((r) => r.guid)).toContain(FX.suppliers.capita);
    const bad = await api().graphql(maya, SUPPLIERS_QUERY, { r: { limit: 1000 } });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const missingList = await api().graphql(maya, SUPPLIERS_QUERY, { r: { buyerListIds: ['999999'] } });
    expect(missingList.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    for (const email of ['sam@freeco.test', 'guest@guestpass.test']) {
      const refused = await api().graphql(await api().signIn(email), SUPPLIERS_QUERY, { r: {} });
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });

  it('saves a competitor for the whole team: the supplier row, the competitors tab, relevance and the feed preview follow', async () => {
    const maya = await api().signIn('maya@northwind.test');
    const leo = await api().signIn('leo@northwind.test');
    const save = await api().graphql<{
      updateSignalSettings: { competitorGuids: string[]; partnerGuids: string[]; signals: { id: string }[] };
    }>(
      maya,
      `mutation($i: SignalSettingsInput!) { updateSignalSettings(input: $i) { competitorGuids partnerGuids signals { id } } }`,
      { i: { competitorIds: [FX.suppliers.acme] } },
    );
    expect(save.errors).toBeUndefined();
    expect(save.data?.updateSignalSettings.competitorGuids).toEqual([FX.suppliers.acme]);

    // Leo (same team) sees it: saved suppliers, the competitors tab (signals filter), notice relevance, feed preview.
    const saved = await api().graphql<{ savedSuppliers: { competitorGuids: string[] } }>(
      leo,
      `{ savedSuppliers { competitorGuids } }`,
    );
    expect(saved.data?.savedSuppliers.competitorGuids).toEqual([FX.suppliers.acme]);
    const tab = await json<Page>(
      await post(api(), leo, '/api/suppliers', { signals: [`competitor:${FX.suppliers.acme}`] }),
    );
    expect(tab.results.map((r) => [r.guid, r.signals.map((s) => s.id)])).toEqual([
      [FX.suppliers.acme, [`competitor:${FX.suppliers.acme}`]],
    ]);
    const notices = await json<{
      results: { guid: string; signals: { id: string }[]; relevance_score: number }[];
    }>(await post(api(), leo, '/api/records/search', { signals: [`competitor:${FX.suppliers.acme}`] }));
    expect(notices.results.map((n) => n.guid)).toEqual([FX.notices.leedsDataAward]);
    expect(notices.results[0]?.relevance_score).toBeGreaterThan(0);
    const company = (await json<{ company: { id: string } }>(await api().authed(leo, '/api/current_user')))
      .company;
    const feed = await json<{ guid_match_map: Record<string, { signal_ids: string[] }> }>(
      await post(api(), leo, `/api/companies/${company.id}/feed_preview`, {}),
    );
    expect(feed.guid_match_map[FX.notices.leedsDataAward]?.signal_ids).toContain(
      `competitor:${FX.suppliers.acme}`,
    );

    // Removing takes it out again, and a Free-plan user or a guest cannot change competitors.
    await api().graphql(
      maya,
      `mutation { updateSignalSettings(input: { competitorIds: [] }) { competitorGuids } }`,
    );
    const after = await json<{ results: unknown[] }>(
      await post(api(), leo, '/api/records/search', { signals: [`competitor:${FX.suppliers.acme}`] }),
    );
    expect(after.results).toEqual([]);
    for (const email of ['sam@freeco.test', 'guest@guestpass.test']) {
      const refused = await api().graphql(
        await api().signIn(email),
        `mutation($i: SignalSettingsInput!) { updateSignalSettings(input: $i) { competitorGuids } }`,
        {
          i: { competitorIds: [FX.suppliers.acme] },
        },
      );
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });
});
