import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { planViewer } from '../policy/projection';
import { RecordSearchBodySchema, toRecordFilter } from './filter';
import { syncNoticeArrays } from './noticeArrays';
import { whereSql } from './query';
import { searchIndexOf } from './searchIndex';
import { runScheduledJob } from '../jobs/scheduler';
import { relevanceCatchUpJob } from '../signals/relevance';
import { describeOnDatabases, type ApiHarness, type Tokens } from '../testing/api';
import { FX, seedSearchFixtures } from '../testing/searchFixtures';

interface NoticeJson {
  guid: string;
  name: string;
  stage: string;
  value: number | null;
  suppliers: { guid: string }[];
  signals: { id: string; category: string }[];
  relevance_score: number;
  qualification: string;
  hidden_date: string | null;
  assignee: { guid: string; first_name: string } | null;
  comment_count: number;
  procurement_stage: { id: string; stage: string } | null;
  cpv_codes: { code: string; dimension_code: string }[];
  buyer: { guid: string; name: string } | null;
  start_date: string | null;
  is_sme: boolean | null;
  buyer_categories: { id: string; name: string }[];
  buyer_lists: { id: string; name: string }[];
  redacted: boolean;
}
interface SearchJson {
  results: NoticeJson[];
  paging_info: { total_results: number; offset: number; limit: number; next_offset: number | null };
  facets: { stage: { key: string; count: number }[]; country_code: { key: string; count: number }[]; cpv_division: { key: string; count: number }[] };
  signals: { id: string }[];
}

const search = async (api: ApiHarness, tokens: Tokens, body: unknown, status = 200): Promise<SearchJson> => {
  const res = await api.authed(tokens, '/api/records/search', { method: 'POST', body: JSON.stringify(body) });
  expect(res.status).toBe(status);
  return (await res.json()) as SearchJson;
};
const guids = (r: SearchJson) => r.results.map((n) => n.guid);
const byGuid = (r: SearchJson, guid: string) => r.results.find((n) => n.guid === guid);

await describeOnDatabases('record search, signals and relevance', (api) => {
  beforeAll(async () => {
    await seedSearchFixtures(api().app.database.db);
  });

  it('pages, sorts newest first, counts facets and validates the filter', async () => {
    const maya = await api().signIn('maya@northwind.test');
    const all = await search(api(), maya, {});
    expect(all.paging_info).toEqual({ total_results: 8, offset: 0, limit: 20, next_offset: null });
    expect(guids(all)[0]).toBe(FX.notices.leedsRoads);
    expect(all.facets.stage).toEqual(expect.arrayContaining([{ key: 'OPEN', count: 3 }, { key: 'AWARDED', count: 2 }]));
    expect(all.facets.cpv_division[0]).toEqual({ key: '72', count: 6 });
    const first = await search(api(), maya, { limit: 3 });
    const second = await search(api(), maya, { limit: 3, offset: 3 });
    expect(first.paging_info.next_offset).toBe(3);
    expect([...guids(first), ...guids(second)]).toEqual(guids(all).slice(0, 6));
    const cloud = byGuid(all, FX.notices.leedsCloud);
    expect(cloud).toMatchObject({ stage: 'OPEN', buyer: { guid: FX.buyers.leeds, name: 'Leeds City Council' }, qualification: 'unqualified', comment_count: 0 });
    expect(cloud?.cpv_codes.map((c) => c.code)).toEqual(['72400000', '72212000']);
    expect(cloud?.procurement_stage?.stage).toBe('TENDER');

    for (const bad of [{ limit: 0 }, { stage: ['NOPE'] }, { unknown_field: 1 }, { publish_date: { relative_from: '6 months' } }, { cpv_codes: ['72'] }]) {
      const res = await api().authed(maya, '/api/records/search', { method: 'POST', body: JSON.stringify(bad) });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('bad_request');
      expect(body.error.message.length).toBeGreaterThan(3);
    }
    const broken = await api().authed(maya, '/api/records/search', { method: 'POST', body: '{"text":' });
    expect(broken.status).toBe(400);
  });

  it('a stage filter beside words is one more key of the filter GIN scan; alone it stays on the stage btree', async () => {
    const db = api().app.database.db;
    const scope = { userId: 1, teamId: 1, companyId: 1, buyerListIds: [], recordListIds: [], viewer: planViewer('GROWTH') };
    const plan = async (body: unknown) => {
      const f = toRecordFilter(RecordSearchBodySchema.parse(body), new Date());
      return db.transaction(async (tx) => {
        // The fixtures are small enough for a sequential scan; the question is which index can serve
        // what, so only bitmap scans are left to the planner.
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(sql`set local enable_indexscan = off`);
        const rows = await queryRows<{ 'QUERY PLAN': string }>(tx, sql`explain select 1 from notices n where ${whereSql(f, scope)}`);
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      });
    };
    const withWords = await plan({ keywords: ['cloud', 'data'], stage: ['OPEN', 'AWARDED'] });
    expect(withWords).toMatch(/notices_filter_gin_idx[\s\S]*Index Cond: .*ARRAY\[stage\] && /);
    expect(withWords).not.toMatch(/notices_stage_publish_idx/);
    expect(await plan({ stage: ['OPEN'] })).toMatch(/notices_stage_publish_idx/);
  });

  it('filters by text, stage, buyer, CPV, value, dates and country', async () => {
    const maya = await api().signIn('maya@northwind.test');
    const g = async (body: unknown) => guids(await search(api(), maya, body)).sort();
    expect(await g({ text: 'cloud hosting' })).toEqual([FX.notices.leedsCloud, FX.notices.leedsHousing, FX.notices.leedsOldCloud].sort());
    expect(await g({ text: '"cloud hosting"' })).toEqual([FX.notices.leedsCloud]);
    expect(await g({ text: 'cloud -email', stage: ['open', 'awarded'] })).toEqual(
      [FX.notices.leedsCloud, FX.notices.leedsHousing, FX.notices.cardiffCloudAward].sort(),
    );
    expect(await g({ buyer_guids: [FX.buyers.cardiff] })).toEqual(
      [FX.notices.cardiffCyber, FX.notices.cardiffCloudAward, FX.notices.cardiffPin].sort(),
    );
    expect(await g({ cpv_codes: ['72200000'] })).toEqual([FX.notices.leedsCloud, FX.notices.cardiffCyber, FX.notices.cardiffCloudAward].sort());
    expect(await g({ cpv_dimensions: ['45', '48'] })).toEqual([FX.notices.leedsHousing, FX.notices.leedsRoads].sort());
    expect(await g({ value: { from: 1_000_000 } })).toEqual([FX.notices.leedsHousing, FX.notices.leedsRoads].sort());
    expect((await g({ value: { from: 1_000_000, nulls: true } })).length).toBe(3);
    expect(await g({ publish_date: { relative_from: '-P10D' } })).toEqual([FX.notices.leedsCloud, FX.notices.leedsRoads].sort());
    expect((await g({ close_date: { relative_from: 'P0D' }, close_date_nulls: false })).length).toBe(3);
    expect((await g({ keywords: ['highways', 'analytics'], exclude_keywords: ['resurfacing'] })).length).toBe(1);
    expect((await g({ country_code: 'FR' })).length).toBe(0);
    expect((await g({ buyer_category_id: [1] })).length).toBeGreaterThanOrEqual(0);
    const byValue = await search(api(), maya, { sort: 'value', sort_order: 'desc', limit: 2 });
    expect(guids(byValue)).toEqual([FX.notices.leedsRoads, FX.notices.leedsHousing]);
  });

  it('turns signal settings into signals, matches and relevance, and keeps them current', async () => {
    const maya = await api().signIn('maya@northwind.test');
    const res = await api().authed(maya, '/api/team/signal_settings', {
      method: 'POST',
      body: JSON.stringify({ keywords: ['cloud'], cpv_codes: ['72'], competitor_guids: [FX.suppliers.capita] }),
    });
    expect(res.status).toBe(200);
    const settings = (await res.json()) as { keywords: string[]; signals: { id: string; name: string; category: string }[] };
    expect(settings.signals.map((s) => s.id)).toEqual(['keyword:cloud', `competitor:${FX.suppliers.capita}`, 'cpv:72']);
    expect(settings.signals[1]?.name).toBe('Capita Business Services Ltd');

    const all = await search(api(), maya, { sort: 'relevance_score' });
    const score = (g: string) => byGuid(all, g)?.relevance_score;
    expect(score(FX.notices.leedsCloud)).toBe(3); // keyword in title + CPV
    expect(score(FX.notices.cardiffCloudAward)).toBe(3); // title + CPV + competitor
    expect(score(FX.notices.leedsHousing)).toBe(1); // keyword in description only
    expect(score(FX.notices.cardiffPin)).toBe(1); // CPV only
    expect(score(FX.notices.leedsRoads)).toBe(0);
    expect(all.results.slice(0, 3).every((n) => n.relevance_score === 3)).toBe(true);
    expect(byGuid(all, FX.notices.cardiffCloudAward)?.signals.map((s) => s.category)).toEqual(['keyword', 'competitor', 'cpv']);

    expect(guids(await search(api(), maya, { signals: [`competitor:${FX.suppliers.capita}`] }))).toEqual([FX.notices.cardiffCloudAward]);
    expect((await search(api(), maya, { relevance_score: [3] })).paging_info.total_results).toBe(3);
    expect((await search(api(), maya, { relevance_score: [0] })).paging_info.total_results).toBe(1);
    expect((await search(api(), maya, { signal_category: ['keyword'] })).paging_info.total_results).toBe(4);

    // Removing a keyword deletes only its matches (delta), the score follows.
    await api().authed(maya, '/api/team/signal_settings', { method: 'POST', body: JSON.stringify({ keywords: [] }) });
    const after = await search(api(), maya, {});
    expect(byGuid(after, FX.notices.leedsHousing)?.relevance_score).toBe(0);
    expect(byGuid(after, FX.notices.leedsCloud)?.relevance_score).toBe(1);

    // A notice imported later is matched on the next read (watermark catch-up).
    const db = api().app.database.db;
    await api().app.database.db.execute(sql`update notices set name = 'Software consultancy framework', updated_at = now()
      where guid = ${FX.notices.leedsRoads}::uuid`);
    await api().app.database.db.execute(sql`insert into notice_cpv_codes (notice_id, cpv_code, division, source)
      select id, '72200000', '72', 'test' from notices where guid = ${FX.notices.leedsRoads}::uuid`);
    await api().app.database.db.execute(sql`update notices set updated_at = now() + interval '1 second' where guid = ${FX.notices.leedsRoads}::uuid`);
    const caught = await search(api(), maya, {});
    expect(byGuid(caught, FX.notices.leedsRoads)?.signals.map((s) => s.id)).toEqual(['cpv:72']);

    // A notice added with an old updated_at (a bulk generator's history) is caught by its id.
    const oldGuid = '00000000-0000-4000-8000-0000000000a9';
    await db.execute(sql`insert into record_families (guid, ocid) values (${oldGuid}::uuid, 'ocds-test-old')`);
    await db.execute(sql`insert into notices (guid, ocid, record_family_id, name, stage, stage_reason, publish_date, content_hash, created_at, updated_at)
      select ${oldGuid}::uuid, 'ocds-test-old', id, 'Archive digitisation', 'OPEN', 'fixture', now(), 'x', '2001-01-01', '2001-01-01'
      from record_families where ocid = 'ocds-test-old'`);
    await db.execute(sql`insert into notice_cpv_codes (notice_id, cpv_code, division, source) select id, '72300000', '72', 'test' from notices where guid = ${oldGuid}::uuid`);
    const withOld = await search(api(), maya, { text: 'archive' });
    expect(byGuid(withOld, oldGuid)?.signals.map((s) => s.id)).toEqual(['cpv:72']);

    // The server's minute job matches notices another process imported before anyone searches.
    const newGuid = '00000000-0000-4000-8000-0000000000aa';
    await db.execute(sql`insert into record_families (guid, ocid) values (${newGuid}::uuid, 'ocds-test-new')`);
    await db.execute(sql`insert into notices (guid, ocid, record_family_id, name, stage, stage_reason, publish_date, content_hash)
      select ${newGuid}::uuid, 'ocds-test-new', id, 'Data platform support', 'OPEN', 'fixture', now(), 'y' from record_families where ocid = 'ocds-test-new'`);
    await db.execute(sql`insert into notice_cpv_codes (notice_id, cpv_code, division, source) select id, '72300000', '72', 'test' from notices where guid = ${newGuid}::uuid`);
    const matched = () =>
      queryRows<{ signal_id: string }>(db, sql`select m.signal_id from team_signal_matches m join notices n on n.id = m.notice_id where n.guid = ${newGuid}::uuid`);
    expect(await matched()).toEqual([]);
    const job = await runScheduledJob(db, relevanceCatchUpJob, { workerId: 'test', now: new Date(), force: true });
    expect(job).toMatchObject({ ran: true, result: { updated: 1 } });
    expect((await matched()).map((m) => m.signal_id)).toEqual(['cpv:72']);
    expect(await runScheduledJob(db, relevanceCatchUpJob, { workerId: 'test', now: new Date(), force: true })).toMatchObject({
      ran: true,
      result: { updated: 0 },
    });

    // The rows in SQL equal what the TypeScript rule says (one check of the SQL twin).
    const rows = await queryRows<{ n: number }>(api().app.database.db, sql`select count(*)::int as n from team_notice_relevance`);
    expect(rows[0]?.n).toBeGreaterThan(0);
  });

  it('leaves hidden notices out unless asked and returns the team’s lead data', async () => {
    const maya = await api().signIn('maya@northwind.test');
    const db = api().app.database.db;
    await db.execute(sql`insert into procurement_stage_qualifications (team_id, procurement_stage_id, qualification)
      select u.team_id, ps.id, 'not_relevant' from users u, procurement_stages ps join notices n on n.id = ps.notice_id
      where u.email = 'maya@northwind.test' and n.guid = ${FX.notices.leedsHousing}::uuid and ps.stage = 'TENDER'`);
    await db.execute(sql`insert into procurement_stage_assignees (team_id, procurement_stage_id, user_id)
      select u.team_id, ps.id, u.id from users u, procurement_stages ps join notices n on n.id = ps.notice_id
      where u.email = 'leo@northwind.test' and n.guid = ${FX.notices.leedsCloud}::uuid and ps.stage = 'TENDER'`);
    await db.execute(sql`insert into comments (company_id, procurement_stage_id, author_id, content)
      select u.company_id, ps.id, u.id, 'Worth a look' from users u, procurement_stages ps join notices n on n.id = ps.notice_id
      where u.email = 'maya@northwind.test' and n.guid = ${FX.notices.leedsCloud}::uuid and ps.stage = 'TENDER'`);

    const visible = await search(api(), maya, {});
    expect(guids(visible)).not.toContain(FX.notices.leedsHousing);
    expect(byGuid(visible, FX.notices.leedsCloud)).toMatchObject({ assignee: { first_name: 'Leo' }, comment_count: 1 });
    const withHidden = await search(api(), maya, { show_user_hidden_leads: true });
    expect(byGuid(withHidden, FX.notices.leedsHousing)).toMatchObject({ qualification: 'not_relevant', hidden_date: expect.any(String) });
    const hiddenOnly = await search(api(), maya, { procurement_stage_qualifications: ['pre_engage_not_relevant'], include_all_disqualified_states: true });
    expect(guids(hiddenOnly)).toEqual([FX.notices.leedsHousing]);
    const leo = await api().signIn('leo@northwind.test');
    const leoGuid = (await queryRows<{ guid: string }>(db, sql`select guid::text as guid from users where email = 'leo@northwind.test'`))[0]?.guid;
    expect(guids(await search(api(), leo, { assignee: [leoGuid] }))).toEqual([FX.notices.leedsCloud]);
    // Another team never sees Northwind's hide.
    const sam = await api().signIn('sam@freeco.test');
    expect(guids(await search(api(), sam, {}))).toContain(FX.notices.leedsHousing);
  });

  it('enforces company, team and data types on every read', async () => {
    const sam = await api().signIn('sam@freeco.test');
    const guest = await api().signIn('guest@guestpass.test');
    const free = await search(api(), sam, { stage: ['AWARDED'] });
    expect(free.results.every((n) => n.redacted && n.value === null && n.suppliers.length === 0)).toBe(true);
    const maya = await api().signIn('maya@northwind.test');
    const growth = await search(api(), maya, { stage: ['AWARDED'] });
    expect(growth.results.some((n) => !n.redacted && n.value !== null && n.suppliers.length === 1)).toBe(true);
    expect((await api().authed(sam, '/api/records/search', { method: 'POST', body: JSON.stringify({ suppliers: [FX.suppliers.capita] }) })).status).toBe(403);

    const post = (t: Tokens, body: unknown) => api().authed(t, '/api/team/signal_settings', { method: 'POST', body: JSON.stringify(body) });
    expect((await post(guest, { keywords: ['cloud'] })).status).toBe(403);
    expect((await post(sam, { competitor_guids: [FX.suppliers.capita] })).status).toBe(403);
    expect((await post(sam, { partner_guids: [FX.suppliers.capita] })).status).toBe(403);
    expect((await post(sam, { keywords: ['roads'] })).status).toBe(200);
    expect((await post(sam, { keywords: 'roads' })).status).toBe(400);
    expect((await post(maya, { competitor_guids: ['00000000-0000-4000-8000-0000000000ff'] })).status).toBe(400);
    // Sam's settings are FreeCo's: Northwind's signals are untouched.
    const mayaSettings = (await (await api().authed(maya, '/api/team/signal_settings')).json()) as { competitor_guids: string[] };
    expect(mayaSettings.competitor_guids).toEqual([FX.suppliers.capita]);

    // Another team's record list: 403; a list that does not exist: 404 with an empty result.
    const db = api().app.database.db;
    const [list] = await queryRows<{ id: string }>(
      db,
      sql`insert into record_lists (company_id, team_id, name, sharing_type) select company_id, team_id, 'Northwind list', 'TEAM'
        from users where email = 'maya@northwind.test' returning id::text as id`,
    );
    await db.execute(sql`insert into record_list_entries (record_list_id, notice_id) select ${Number(list?.id)}, id from notices where guid = ${FX.notices.leedsCloud}::uuid`);
    expect(guids(await search(api(), maya, { record_list_ids: [list?.id] }))).toEqual([FX.notices.leedsCloud]);
    expect((await api().authed(sam, '/api/records/search', { method: 'POST', body: JSON.stringify({ notice_list: list?.id }) })).status).toBe(403);
    const missing = await search(api(), maya, { notice_lists: ['999999'] }, 404);
    expect(missing).toMatchObject({ results: [], paging_info: { total_results: 0 } });
  });

  it('serves the same search, signal settings and saved suppliers over GraphQL', async () => {
    const maya = await api().signIn('maya@northwind.test');
    const rest = await search(api(), maya, { text: 'cloud', limit: 5 });
    const gql = await api().graphql<{ notices: { totalResults: number; results: { guid: string; relevanceScore: number; signals: { id: string }[] }[] } }>(
      maya,
      `query($f: NoticeSearchInput) { notices(filter: $f) { totalResults nextOffset results { guid relevanceScore signals { id category colour }
        buyer { name } cpvCodes { code dimensionCode } procurementStage { id stage } assignee { guid } commentCount hiddenDate qualification } } }`,
      { f: { text: 'cloud', limit: 5 } },
    );
    expect(gql.errors).toBeUndefined();
    expect(gql.data?.notices.totalResults).toBe(rest.paging_info.total_results);
    expect(gql.data?.notices.results.map((n) => n.guid)).toEqual(guids(rest));
    // One-sided and relative date ranges (the filter drawer's) reach the same filter over GraphQL.
    for (const [f, wire] of [
      [{ publishDate: { relativeFrom: '-P10D' } }, { publish_date: { relative_from: '-P10D' } }],
      [{ closeDate: { relativeFrom: 'P0D', relativeTo: 'P1Y' } }, { close_date: { relative_from: 'P0D', relative_to: 'P1Y' } }],
      [{ publishDate: { to: '2000-01-01' } }, { publish_date: { to: '2000-01-01' } }],
    ] as const) {
      const viaGql = await api().graphql<{ notices: { results: { guid: string }[] } }>(
        maya,
        `query($f: NoticeSearchInput) { notices(filter: $f) { results { guid } } }`,
        { f },
      );
      expect(viaGql.errors).toBeUndefined();
      expect(viaGql.data?.notices.results.map((n) => n.guid)).toEqual(guids(await search(api(), maya, wire)));
    }
    const bad = await api().graphql(maya, `{ notices(filter: { limit: 500 }) { totalResults } }`);
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    const updated = await api().graphql<{ updateSignalSettings: { competitorGuids: string[]; partnerGuids: string[]; keywords: string[]; useSupplierName: boolean } }>(
      maya,
      `mutation($i: SignalSettingsInput!) { updateSignalSettings(input: $i) { countries keywords languages cpvCodes competitorGuids partnerGuids useSupplierName } }`,
      { i: { partnerIds: [FX.suppliers.acme] } },
    );
    expect(updated.errors).toBeUndefined();
    expect(updated.data?.updateSignalSettings.partnerGuids).toEqual([FX.suppliers.acme]);
    expect(updated.data?.updateSignalSettings.competitorGuids).toEqual([FX.suppliers.capita]);
    const saved = await api().graphql<{ savedSuppliers: { competitorGuids: string[]; partnerGuids: string[] } }>(maya, `{ savedSuppliers { competitorGuids partnerGuids } }`);
    expect(saved.data?.savedSuppliers).toEqual({ competitorGuids: [FX.suppliers.capita], partnerGuids: [FX.suppliers.acme] });
    const guest = await api().signIn('guest@guestpass.test');
    const refused = await api().graphql(guest, `mutation { updateSignalSettings(input: { keywords: ["x"] }) { keywords } }`);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('costs a fixed number of SQL statements whatever the page size (no per-row queries)', async () => {
    const maya = await api().signIn('maya@northwind.test');
    await search(api(), maya, {}); // relevance current
    const count = async (limit: number) => {
      const statements: string[] = [];
      const stop = api().app.database.onQuery((e) => statements.push(e.sql));
      try {
        const r = await search(api(), maya, { limit, show_user_hidden_leads: true });
        expect(r.results.length).toBe(Math.min(limit, 8));
      } finally {
        stop();
      }
      return statements.filter((s) => !/from "sessions"|from "users"/i.test(s));
    };
    const index = searchIndexOf(api().app.database.db);
    const snapshots = index?.snapshots ?? 0;
    const one = await count(1);
    expect((index?.snapshots ?? 0) - snapshots).toBe(1);
    const eight = await count(8);
    // team signals (1) + the search index's snapshot with the team's hidden notices (1) + one for the page
    // (every list field joined in); the harness's index also runs the SQL search's statement for the
    // matches (counts, facets, the page's ids) to check its answer (records/searchIndex.ts `verify`).
    expect(one, one.join('\n\n')).toHaveLength(4);
    expect(eight, eight.join('\n\n')).toHaveLength(4);
  });

  it('returns contract start, supplier SME, buyer types and the caller’s buyer lists per row in the one page statement', async () => {
    const db = api().app.database.db;
    const maya = await api().signIn('maya@northwind.test');
    const leo = await api().signIn('leo@northwind.test');
    const sam = await api().signIn('sam@freeco.test');
    // Maya's private list and Northwind's team list; Leo's private list; FreeCo's team list.
    await db.execute(sql`insert into buyer_lists (company_id, team_id, owner_id, name, sharing_type)
      select u.company_id, u.team_id, u.id, x.name, x.sharing from users u join (values
        ('maya@northwind.test', 'Maya watch', 'PRIVATE'), ('maya@northwind.test', 'Team councils', 'TEAM'),
        ('leo@northwind.test', 'Leo private', 'PRIVATE'), ('sam@freeco.test', 'FreeCo buyers', 'TEAM')) as x(email, name, sharing) on x.email = u.email`);
    await db.execute(sql`insert into buyer_list_entries (buyer_list_id, organisation_id)
      select l.id, o.id from buyer_lists l join (values ('Maya watch', ${FX.buyers.leeds}), ('Team councils', ${FX.buyers.cardiff}),
        ('Leo private', ${FX.buyers.leeds}), ('FreeCo buyers', ${FX.buyers.leeds}), ('FreeCo buyers', ${FX.buyers.cardiff})) as x(name, guid)
        on x.name = l.name join organisations o on o.guid = x.guid::uuid`);
    try {
      const all = await search(api(), maya, { show_user_hidden_leads: true });
      const lists = (guid: string, r = all) => byGuid(r, guid)?.buyer_lists.map((l) => l.name);
      expect(lists(FX.notices.leedsCloud)).toEqual(['Maya watch']);
      expect(lists(FX.notices.cardiffCyber)).toEqual(['Team councils']);
      const asLeo = await search(api(), leo, { show_user_hidden_leads: true });
      expect(lists(FX.notices.leedsCloud, asLeo)).toEqual(['Leo private']);
      expect(lists(FX.notices.cardiffCyber, asLeo)).toEqual(['Team councils']);

      expect(byGuid(all, FX.notices.leedsCloud)?.buyer_categories.map((c) => c.name)).toEqual(['Local authority']);
      expect(byGuid(all, FX.notices.cardiffCyber)?.buyer_categories).toEqual([]);
      // Acme is an SME, Capita is not; a notice without suppliers is unknown.
      expect(byGuid(all, FX.notices.leedsDataAward)).toMatchObject({ is_sme: true, start_date: expect.any(String) });
      expect(byGuid(all, FX.notices.cardiffCloudAward)).toMatchObject({ is_sme: false, start_date: expect.any(String) });
      expect(byGuid(all, FX.notices.leedsCloud)).toMatchObject({ is_sme: null, start_date: null });

      // FreeCo (no AWARDS, no buyer lists): award data redacted, no lists, not even its own.
      const free = await search(api(), sam, { show_user_hidden_leads: true });
      expect(free.results.every((n) => n.buyer_lists.length === 0)).toBe(true);
      expect(byGuid(free, FX.notices.leedsDataAward)).toMatchObject({ redacted: true, is_sme: null, start_date: null });
      expect(byGuid(free, FX.notices.leedsCloud)?.buyer_categories.map((c) => c.name)).toEqual(['Local authority']);

      const gql = await api().graphql<{ notices: { results: { guid: string; startDate: string | null; isSme: boolean | null; buyerCategories: { name: string }[]; buyerLists: { name: string }[] }[] } }>(
        maya,
        `query($f: NoticeSearchInput) { notices(filter: $f) { results { guid startDate isSme buyerCategories { id name } buyerLists { id name } } } }`,
        { f: { buyerGuids: [FX.buyers.leeds], stage: ['AWARDED'] } },
      );
      expect(gql.errors).toBeUndefined();
      expect(gql.data?.notices.results).toEqual([
        { guid: FX.notices.leedsDataAward, startDate: expect.any(String), isSme: true, buyerCategories: [{ id: expect.any(String), name: 'Local authority' }], buyerLists: [{ id: expect.any(String), name: 'Maya watch' }] },
      ]);

      // Still one statement for the page whatever its size: the new fields are joined in, not loaded per row.
      const count = async (limit: number) => {
        const statements: string[] = [];
        const stop = api().app.database.onQuery((e) => statements.push(e.sql));
        try {
          const r = await search(api(), maya, { limit, show_user_hidden_leads: true });
          expect(r.results.some((n) => n.buyer_lists.length > 0) || limit === 1).toBe(true);
        } finally {
          stop();
        }
        return statements.filter((st) => !/from "sessions"|from "users"/i.test(st));
      };
      // Team signals, the index's snapshot, the page, and the SQL search the harness checks the index against.
      expect(await count(1)).toHaveLength(4);
      expect(await count(8)).toHaveLength(4);
    } finally {
      await db.execute(sql`delete from buyer_lists where name in ('Maya watch', 'Team councils', 'Leo private', 'FreeCo buyers')`);
    }
  });

  it('buyer filters match every buyer of a notice (joint procurement), not only the main buyer', async () => {
    const maya = await api().signIn('maya@northwind.test');
    const db = api().app.database.db;
    // Leeds joins Cardiff's cyber security procurement as a second buyer.
    await db.execute(sql`insert into notice_organisations (notice_id, organisation_id, role, is_primary)
      select n.id, o.id, 'buyer', false from notices n, organisations o where n.guid = ${FX.notices.cardiffCyber}::uuid and o.guid = ${FX.buyers.leeds}::uuid`);
    const [ids] = await queryRows<{ notice: number; leeds: number; category: number }>(
      db,
      sql`select (select id::int from notices where guid = ${FX.notices.cardiffCyber}::uuid) as notice,
        (select id::int from organisations where guid = ${FX.buyers.leeds}::uuid) as leeds,
        (select id::int from buyer_categories where slug = 'local-authority') as category`,
    );
    await syncNoticeArrays(db, [ids?.notice ?? 0]);
    try {
      const g = async (body: unknown) => guids(await search(api(), maya, body));
      for (const body of [
        { buyer_guids: [FX.buyers.leeds] },
        { buyer_ids: [ids?.leeds] },
        { buyer_category_id: [ids?.category] },
      ]) {
        const found = await g(body);
        expect(found).toContain(FX.notices.cardiffCyber);
        expect(found).toContain(FX.notices.leedsCloud);
        expect(found).not.toContain(FX.notices.cardiffPin);
      }
      // The main buyer is still the notice's `buyer`; both are in `buyers`.
      const cyber = byGuid(await search(api(), maya, { buyer_guids: [FX.buyers.leeds] }), FX.notices.cardiffCyber);
      expect(cyber?.buyer?.guid).toBe(FX.buyers.cardiff);
      expect(await g({ buyer_guids: [FX.buyers.cardiff], text: 'security' })).toEqual([FX.notices.cardiffCyber]);
    } finally {
      await db.execute(sql`delete from notice_organisations where role = 'buyer' and not is_primary`);
      await syncNoticeArrays(db, [ids?.notice ?? 0]);
    }
    expect(guids(await search(api(), maya, { buyer_guids: [FX.buyers.leeds] }))).not.toContain(FX.notices.cardiffCyber);
  });
});
