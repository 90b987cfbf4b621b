import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { describeOnDatabases, type ApiHarness, type Tokens } from '../testing/api';
import { FX, seedSearchFixtures } from '../testing/searchFixtures';

interface SearchJson {
  results: { guid: string; procurement_stage: { id: string } | null }[];
}

const search = async (api: ApiHarness, tokens: Tokens, body: unknown, status = 200): Promise<SearchJson> => {
  const res = await api.authed(tokens, '/api/records/search', { method: 'POST', body: JSON.stringify(body) });
  expect(res.status).toBe(status);
  return (await res.json()) as SearchJson;
};
const guids = (r: SearchJson) => r.results.map((n) => n.guid).sort();

await describeOnDatabases('record search: SME and lots filters, team leads on notices', (api) => {
  let lotId = '';
  beforeAll(async () => {
    const db = api().app.database.db;
    await seedSearchFixtures(db);
    const [lot] = await queryRows<{ id: string }>(
      db,
      sql`insert into lots (notice_id, lot_key, title) select id, 'LOT-2', 'Managed infrastructure' from notices
        where guid = ${FX.notices.leedsCloud}::uuid returning id::text as id`,
    );
    lotId = lot?.id ?? '';
  });

  it('filters suppliers by SME: only SMEs, hide SMEs, restricted to the chosen suppliers', async () => {
    const maya = await api().signIn('maya@northwind.test');
    expect(guids(await search(api(), maya, { supplier_sme: 'only' }))).toEqual([FX.notices.leedsDataAward]);
    const hidden = guids(await search(api(), maya, { supplier_sme: 'hide' }));
    expect(hidden).not.toContain(FX.notices.leedsDataAward);
    expect(hidden).toContain(FX.notices.cardiffCloudAward);
    expect(hidden).toContain(FX.notices.leedsCloud);
    expect(guids(await search(api(), maya, { supplier_sme: 'all' }))).toHaveLength(8);
    // Capita is not an SME: 'only' with Capita chosen matches nothing, 'hide' keeps Capita's award.
    expect(guids(await search(api(), maya, { suppliers: [FX.suppliers.capita], supplier_sme: 'only' }))).toEqual([]);
    expect(guids(await search(api(), maya, { suppliers: [FX.suppliers.capita], supplier_sme: 'hide' }))).toEqual([FX.notices.cardiffCloudAward]);
    await search(api(), maya, { supplier_sme: 'some' }, 400);
    // The SME choice is a supplier filter: it needs AWARDS, like the suppliers filter.
    const sam = await api().signIn('sam@freeco.test');
    await search(api(), sam, { supplier_sme: 'only' }, 403);
  });

  it('filters by lot ids and names lots for the filter chips', async () => {
    const maya = await api().signIn('maya@northwind.test');
    expect(guids(await search(api(), maya, { lot_ids: [lotId] }))).toEqual([FX.notices.leedsCloud]);
    expect(guids(await search(api(), maya, { lot_ids: ['999999'] }))).toEqual([]);
    await search(api(), maya, { lot_ids: ['LOT-2'] }, 400);
    const gql = await api().graphql<{ lotsByIds: { id: string; lotKey: string; title: string; noticeGuid: string }[] }>(
      maya,
      `query($ids: [ID!]!) { lotsByIds(ids: $ids) { id lotKey title noticeGuid } }`,
      { ids: [lotId, 'x'] },
    );
    expect(gql.data?.lotsByIds).toEqual([{ id: lotId, lotKey: 'LOT-2', title: 'Managed infrastructure', noticeGuid: FX.notices.leedsCloud }]);
    const viaInput = await api().graphql<{ notices: { results: { guid: string }[] } }>(
      maya,
      `query($f: NoticeSearchInput) { notices(filter: $f) { results { guid } } }`,
      { f: { lotIds: [lotId], supplierSme: 'hide' } },
    );
    expect(viaInput.data?.notices.results.map((n) => n.guid)).toEqual([FX.notices.leedsCloud]);
  });

  it('returns each notice’s team lead, and a hide is seen by teammates but not by another company', async () => {
    const maya = await api().signIn('maya@northwind.test');
    const stageId = (await search(api(), maya, {})).results.find((n) => n.guid === FX.notices.leedsRoads)?.procurement_stage?.id;
    expect(stageId).toBeDefined();
    const hide = await api().authed(maya, '/api/create_qualification', {
      method: 'POST',
      body: JSON.stringify({ procurementStageId: stageId, qualification: 'not_relevant' }),
    });
    expect(hide.status).toBe(200);
    const query = `query($f: NoticeSearchInput) { notices(filter: $f) { results { guid lead { id qualification hiddenDate commentCount assignee { guid } } } } }`;
    type LeadResult = { notices: { results: { guid: string; lead: { id: string; qualification: string; hiddenDate: string | null } | null }[] } };
    const mine = await api().graphql<LeadResult>(maya, query, { f: { showUserHiddenLeads: true } });
    expect(mine.errors).toBeUndefined();
    const roads = mine.data?.notices.results.find((n) => n.guid === FX.notices.leedsRoads);
    expect(roads?.lead).toMatchObject({ id: stageId, qualification: 'not_relevant', hiddenDate: expect.any(String) });
    expect(mine.data?.notices.results.every((n) => n.lead !== null)).toBe(true);

    const leo = await api().signIn('leo@northwind.test');
    expect(guids(await search(api(), leo, {}))).not.toContain(FX.notices.leedsRoads);
    const leoHidden = await api().graphql<LeadResult>(leo, query, { f: { showUserHiddenLeads: true } });
    expect(leoHidden.data?.notices.results.find((n) => n.guid === FX.notices.leedsRoads)?.lead?.qualification).toBe('not_relevant');

    const sam = await api().signIn('sam@freeco.test');
    expect(guids(await search(api(), sam, {}))).toContain(FX.notices.leedsRoads);
    const samView = await api().graphql<LeadResult>(sam, query, { f: {} });
    expect(samView.data?.notices.results.find((n) => n.guid === FX.notices.leedsRoads)?.lead).toMatchObject({ qualification: 'unqualified', hiddenDate: null });

    const restore = await api().authed(maya, '/api/delete_qualification', { method: 'POST', body: JSON.stringify({ procurementStageId: stageId }) });
    expect(restore.status).toBe(200);
    expect(guids(await search(api(), leo, {}))).toContain(FX.notices.leedsRoads);
  });
});
