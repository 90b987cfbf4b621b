import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { describeOnDatabases, type ApiHarness, type Tokens } from '../testing/api';
import { FX, seedSearchFixtures } from '../testing/searchFixtures';

const post = (api: ApiHarness, t: Tokens, path: string, body: unknown) =>
  api.authed(t, path, { method: 'POST', body: JSON.stringify(body) });
const json = async <T>(res: Response, status = 200): Promise<T> => {
  expect(res.status).toBe(status);
  return (await res.json()) as T;
};

await describeOnDatabases('organisations, suppliers, buyers, CPV codes and the feed preview', (api) => {
  beforeAll(async () => {
    await seedSearchFixtures(api().app.database.db);
  });

  it('searches organisations by name (trigram), role, ids and country over REST and GraphQL', async () => {
    const sam = await api().signIn('sam@freeco.test');
    type R = { results: { guid: string; name: string; primary_role: string; notice_count: number }[]; paging_info: { total_results: number } };
    const leeds = await json<R>(await post(api(), sam, '/api/organisations/search', { text: 'leeds council', role: 'buyer', limit: 10 }));
    expect(leeds.results[0]?.guid).toBe(FX.buyers.leeds);
    // Suppliers are SUPPLIERS data: the Free plan finds buyers only (policy/projection.ts).
    const maya = await api().signIn('maya@northwind.test');
    const typo = await json<R>(await post(api(), maya, '/api/organisations/search', { text: 'Capitta Business' }));
    expect(typo.results.map((o) => o.guid)).toContain(FX.suppliers.capita);
    expect((await json<R>(await post(api(), sam, '/api/organisations/search', { text: 'Capitta Business' }))).results).toEqual([]);
    const byCount = await json<R>(await post(api(), sam, '/api/organisations/search', { sort: 'notice_count', role: 'BUYER' }));
    expect(byCount.results.map((o) => o.name)).toEqual(['Leeds City Council', 'Cardiff Council']);
    const ids = await json<R>(await post(api(), maya, '/api/organisations/search', { ids: [FX.suppliers.acme], country_codes: ['gb'] }));
    expect(ids.paging_info.total_results).toBe(1);
    expect((await post(api(), sam, '/api/organisations/search', { role: 'seller' })).status).toBe(400);
    const gql = await api().graphql<{ searchOrganisations: { total: number; orgs: { guid: string }[] } }>(
      sam,
      `{ searchOrganisations(request: { text: "cardiff", primaryRole: "BUYER", limit: 5, page: 1, sortBy: "relevance" }) { total orgs { guid name noticeCount } } }`,
    );
    expect(gql.data?.searchOrganisations.orgs[0]?.guid).toBe(FX.buyers.cardiff);
  });

  it('searches suppliers with the default sort rule and returns supplier stats (SUPPLIERS only)', async () => {
    const maya = await api().signIn('maya@northwind.test');
    await post(api(), maya, '/api/team/signal_settings', { competitor_guids: [FX.suppliers.capita], keywords: ['cloud'] });
    type S = { results: { guid: string; awards_count: number; expiries_count: number; signals: { id: string }[] }[]; sort: string; sort_order: string };
    const plain = await json<S>(await post(api(), maya, '/api/suppliers', {}));
    expect([plain.sort, plain.sort_order]).toEqual(['name', 'asc']);
    expect(plain.results.map((s) => s.guid)).toEqual([FX.suppliers.acme, FX.suppliers.capita]);
    expect((await json<S>(await post(api(), maya, '/api/suppliers', { sort: 'awards_count' }))).sort).toBe('name');
    const narrowed = await json<S>(await post(api(), maya, '/api/suppliers', { buyer_guids: [FX.buyers.cardiff] }));
    expect([narrowed.sort, narrowed.sort_order]).toEqual(['awards_count', 'desc']);
    expect(narrowed.results).toEqual([expect.objectContaining({ guid: FX.suppliers.capita, awards_count: 1, expiries_count: 1 })]);
    expect(narrowed.results[0]?.signals.map((s) => s.id)).toEqual([`competitor:${FX.suppliers.capita}`]);
    const text = await json<S>(await post(api(), maya, '/api/suppliers', { text: 'acme' }));
    expect(text.results.map((s) => s.guid)).toEqual([FX.suppliers.acme]);

    type St = { results: { guid: string; allRecordsCount: number; keywordRecordsCount: number; signalName: string | null }[] };
    const stats = await json<St>(await post(api(), maya, '/api/suppliers/supplier_stats', { supplier_guids: [FX.suppliers.capita, FX.suppliers.acme] }));
    expect(stats.results.find((s) => s.guid === FX.suppliers.capita)).toMatchObject({ allRecordsCount: 1, keywordRecordsCount: 1, signalName: 'Competitor' });
    expect(stats.results.find((s) => s.guid === FX.suppliers.acme)).toMatchObject({ allRecordsCount: 1, keywordRecordsCount: 0, signalName: null });

    const sam = await api().signIn('sam@freeco.test');
    const guest = await api().signIn('guest@guestpass.test');
    for (const t of [sam, guest]) {
      expect((await post(api(), t, '/api/suppliers', {})).status).toBe(403);
      expect((await post(api(), t, '/api/suppliers/supplier_stats', { supplier_guids: [FX.suppliers.acme] })).status).toBe(403);
    }
    expect((await post(api(), maya, '/api/suppliers', { limit: 1000 })).status).toBe(400);
  });

  it('returns buyer stats and CPV stats (BUYERS only), buyer categories and the CPV tree', async () => {
    const maya = await api().signIn('maya@northwind.test');
    type B = { results: { guid: string; allRecords: number; expiries: number; lastActivity: string | null; isKeyAccount: boolean }[] };
    const stats = await json<B>(await post(api(), maya, '/api/buyers/stats', { buyer_guids: [FX.buyers.leeds, FX.buyers.cardiff] }));
    expect(stats.results.find((b) => b.guid === FX.buyers.leeds)).toMatchObject({ allRecords: 5, expiries: 1, isKeyAccount: false });

    type C = { overallStats: { totalValue: number; totalAwarded: number; avgContractValue: number; percentToSmes: number }; perCpvStats: { code: string; totalAwarded: number }[]; years: number };
    const historical = await json<C>(await api().authed(maya, `/api/buyers/${FX.buyers.leeds}/cpv_stats`));
    expect(historical.years).toBe(3);
    expect(historical.overallStats).toEqual({ totalValue: 250000, totalAwarded: 1, avgContractValue: 250000, percentToSmes: 100 });
    expect(historical.perCpvStats).toEqual([expect.objectContaining({ code: '72', totalAwarded: 1 })]);
    const expiring = await json<C>(await api().authed(maya, `/api/buyers/${FX.buyers.cardiff}/cpv_stats?expiries=Y&period=P2Y`));
    expect(expiring.overallStats).toMatchObject({ totalValue: 750000, totalAwarded: 1, percentToSmes: 0 });
    const short = await json<C>(await api().authed(maya, `/api/buyers/${FX.buyers.cardiff}/cpv_stats?expiries=Y&years=1`));
    expect(short.overallStats.totalAwarded).toBe(0);
    expect((await api().authed(maya, `/api/buyers/${FX.buyers.leeds}/cpv_stats?years=9`)).status).toBe(400);

    // One horizon: a buyer's 'Upcoming expiries' figure counts what its panel's default window (3 years) shows.
    const horizon = async () => {
      const header = await json<B>(await post(api(), maya, '/api/buyers/stats', { buyer_guids: [FX.buyers.cardiff] }));
      const panel = await json<C>(await api().authed(maya, `/api/buyers/${FX.buyers.cardiff}/cpv_stats?expiries=Y&years=3`));
      return { header: header.results[0]?.expiries, panel: panel.overallStats.totalAwarded };
    };
    expect(await horizon()).toEqual({ header: 1, panel: 1 });
    const db = api().app.database.db;
    const award = sql`notice_id in (select id from notices where buyer_id = (select id from organisations where guid = ${FX.buyers.cardiff}::uuid))`;
    const [saved] = await queryRows<{ end: string | null; max: string | null }>(
      db,
      sql`select end_date::text as end, max_extent_date::text as max from awards where ${award} limit 1`,
    );
    await db.execute(sql`update awards set max_extent_date = now() + interval '4 years' where ${award}`);
    expect(await horizon()).toEqual({ header: 0, panel: 0 });
    await db.execute(sql`update awards set end_date = ${saved?.end ?? null}::timestamptz, max_extent_date = ${saved?.max ?? null}::timestamptz where ${award}`);
    expect(await horizon()).toEqual({ header: 1, panel: 1 });
    expect((await api().authed(maya, `/api/buyers/00000000-0000-4000-8000-0000000000ff/cpv_stats`)).status).toBe(404);
    const gql = await api().graphql<{ buyerCpvStats: { overallStats: { totalAwarded: number } } }>(
      maya,
      `query($id: ID!) { buyerCpvStats(buyerId: $id, options: { years: 3 }) { overallStats { totalAwarded totalValue } perCpvStats { code name } } }`,
      { id: FX.buyers.leeds },
    );
    expect(gql.data?.buyerCpvStats.overallStats.totalAwarded).toBe(1);

    const sam = await api().signIn('sam@freeco.test');
    expect((await post(api(), sam, '/api/buyers/stats', { buyer_guids: [FX.buyers.leeds] })).status).toBe(403);
    expect((await api().authed(sam, `/api/buyers/${FX.buyers.leeds}/cpv_stats`)).status).toBe(403);
    const samGql = await api().graphql(sam, `query($id: ID!) { buyerCpvStats(buyerId: $id) { years } }`, { id: FX.buyers.leeds });
    expect(samGql.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const categories = await json<{ buyer_categories: { slug: string }[] }>(await api().authed(sam, '/api/buyers/buyer_categories'));
    expect(categories.buyer_categories.map((c) => c.slug)).toContain('local-authority');
    type Cpv = { cpv_codes: { code: string; parent_code: string | null; level: string }[] };
    const divisions = await json<Cpv>(await api().authed(sam, '/api/cpv_codes'));
    expect(divisions.cpv_codes.every((c) => c.level === 'division')).toBe(true);
    const sector = await json<Cpv>(await api().authed(sam, '/api/cpv_codes?sectors=72'));
    expect(sector.cpv_codes.map((c) => c.code)).toEqual(['72000000', '72200000', '72212000', '72300000', '72400000']);
    const children = await json<Cpv>(await api().authed(sam, '/api/cpv_codes?parent=72000000'));
    expect(children.cpv_codes.every((c) => c.parent_code === '72000000')).toBe(true);
    expect((await api().authed(sam, '/api/cpv_codes?sectors=7')).status).toBe(400);
  });

  it('previews the feed for criteria over the last 6 months and annotates records', async () => {
    const maya = await api().signIn('maya@northwind.test');
    const company = (await json<{ company: { id: string; guid: string } }>(await api().authed(maya, '/api/current_user'))).company;
    type F = {
      preview_results: { guid: string; name: string; stage: string; buyer: { name: string } | null }[];
      guid_match_map: Record<string, { signal_ids: string[] }>;
      signals: { id: string }[];
      paging_info: { total_results: number; next_offset: number | null };
    };
    const criteria = { keywords: ['cloud'], cpv_codes: ['72400000'], competitor_guids: [FX.suppliers.capita] };
    const preview = await json<F>(await post(api(), maya, `/api/companies/${company.id}/feed_preview`, { criteria }));
    // leedsOldCloud is older than 6 months: left out.
    expect(preview.preview_results.map((p) => p.guid).sort()).toEqual(
      [FX.notices.leedsCloud, FX.notices.leedsHousing, FX.notices.cardiffCloudAward].sort(),
    );
    expect(preview.guid_match_map[FX.notices.leedsCloud]?.signal_ids).toEqual(['cpv:72400000', 'keyword:cloud']);
    expect(preview.guid_match_map[FX.notices.cardiffCloudAward]?.signal_ids).toEqual([`competitor:${FX.suppliers.capita}`, 'keyword:cloud']);
    expect(preview.signals.map((s) => s.id)).toEqual(['keyword:cloud', `competitor:${FX.suppliers.capita}`, 'cpv:72400000']);
    const paged = await json<F>(await post(api(), maya, `/api/companies/${company.guid}/feed_preview`, { criteria, limit: 2 }));
    expect(paged.paging_info).toMatchObject({ total_results: 3, next_offset: 2 });

    // Without criteria: the team's saved settings, read from the materialised matches; the same
    // answer as matching those settings at query time.
    const saved = await json<Record<string, unknown>>(await api().authed(maya, '/api/team/signal_settings'));
    const { signals: _signals, ...savedCriteria } = saved;
    const fromTeam = await json<F>(await post(api(), maya, `/api/companies/${company.id}/feed_preview`, {}));
    const adHoc = await json<F>(await post(api(), maya, `/api/companies/${company.id}/feed_preview`, { criteria: { ...savedCriteria, countries: [] } }));
    expect(fromTeam.paging_info.total_results).toBeGreaterThan(0);
    expect(fromTeam.guid_match_map).toEqual(adHoc.guid_match_map);
    expect(fromTeam.paging_info).toEqual(adHoc.paging_info);
    expect(fromTeam.preview_results.map((p) => p.guid)).toEqual(adHoc.preview_results.map((p) => p.guid));
    const secondPage = await json<F>(await post(api(), maya, `/api/companies/${company.id}/feed_preview`, { offset: 1, limit: 1 }));
    expect(secondPage.preview_results.map((p) => p.guid)).toEqual(fromTeam.preview_results.slice(1, 2).map((p) => p.guid));
    expect(secondPage.paging_info.total_results).toBe(fromTeam.paging_info.total_results);
    // Saved countries: every match's notice is read (the capped count); the same answer again.
    await api().authed(maya, '/api/team/signal_settings', { method: 'POST', body: JSON.stringify({ countries: ['GB'] }) });
    const inGb = await json<F & { total_is_estimate: boolean }>(await post(api(), maya, `/api/companies/${company.id}/feed_preview`, {}));
    expect(inGb.paging_info.total_results).toBe(fromTeam.paging_info.total_results);
    expect(inGb.total_is_estimate).toBe(false);
    await api().authed(maya, '/api/team/signal_settings', { method: 'POST', body: JSON.stringify({ countries: ['FR'] }) });
    const inFr = await json<F>(await post(api(), maya, `/api/companies/${company.id}/feed_preview`, {}));
    expect(inFr).toMatchObject({ preview_results: [], paging_info: { total_results: 0, next_offset: null } });
    await api().authed(maya, '/api/team/signal_settings', { method: 'POST', body: JSON.stringify({ countries: saved.countries }) });

    // Free plan: no AWARDS, awarded records left out of the preview.
    const sam = await api().signIn('sam@freeco.test');
    const samCompany = (await json<{ company: { id: string } }>(await api().authed(sam, '/api/current_user'))).company;
    const free = await json<F>(await post(api(), sam, `/api/companies/${samCompany.id}/feed_preview`, { criteria }));
    expect(free.preview_results.map((p) => p.guid)).not.toContain(FX.notices.cardiffCloudAward);
    expect((await post(api(), sam, `/api/companies/${company.id}/feed_preview`, { criteria })).status).toBe(403);
    expect((await post(api(), sam, `/api/companies/999999/feed_preview`, { criteria })).status).toBe(404);
    expect((await post(api(), maya, `/api/companies/${company.id}/feed_preview`, { criteria: { keywords: 'x' } })).status).toBe(400);

    type A = { matched_records: { guid: string; signal_ids: string[]; text_matches: { signal_id: string; field: string; start: number; end: number; text: string }[] }[] };
    const annotated = await json<A>(
      await post(api(), maya, `/api/companies/${company.id}/record_queries/annotate`, {
        record_guids: [FX.notices.leedsCloud, FX.notices.leedsRoads],
        criteria: { keywords: ['cloud hosting'] },
      }),
    );
    expect(annotated.matched_records.map((m) => m.guid)).toEqual([FX.notices.leedsCloud]);
    const matches = annotated.matched_records[0]?.text_matches ?? [];
    expect(matches.filter((m) => m.field === 'name').map((m) => [m.text, m.start, m.end])).toEqual([
      ['Cloud', 13, 18],
      ['Hosting', 19, 26],
    ]);
    expect(matches.some((m) => m.field === 'description' && m.text === 'hosting')).toBe(true);
    expect((await post(api(), sam, `/api/companies/${company.id}/record_queries/annotate`, { record_guids: [FX.notices.leedsCloud] })).status).toBe(403);
    expect((await post(api(), maya, `/api/companies/${company.id}/record_queries/annotate`, { record_guids: [] })).status).toBe(400);
  });
});
