import { sql } from 'drizzle-orm';
import { parseNoticeFiltersParam } from '@tenderlens/domain';
import { HOME_FIRST_VISIT_DAYS, HOME_VISIT_GAP_MINUTES } from '@tenderlens/domain/home';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { describeOnDatabases, type ApiHarness, type Tokens } from '../testing/api';
import { FX, seedSearchFixtures } from '../testing/searchFixtures';

interface Card {
  lock: string | null;
  total: number;
  items: { guid: string; name: string; date: string | null }[];
  noticeFilters: string;
}
interface HomeJson {
  since: string;
  hasSignals: boolean;
  hasBuyerLists: boolean;
  newNotices: Card;
  closingLeads: Card;
  expiringContracts: Card;
  teamActivity: { lock: string | null; items: { kind: string; actorName: string | null; recordGuid: string; commentText: string | null }[] };
  alerts: { lock: string | null; total: number; items: { name: string }[] };
}

const CARD = 'lock total items { guid name date } noticeFilters';
const HOME = `{ home { since hasSignals hasBuyerLists newNotices { ${CARD} } closingLeads { ${CARD} } expiringContracts { ${CARD} }
  teamActivity { lock items { kind actorName recordGuid commentText } } alerts { lock total items { name } } } }`;

async function home(api: ApiHarness, tokens: Tokens): Promise<HomeJson> {
  const res = await api.graphql<{ home: HomeJson }>(tokens, HOME);
  expect(res.errors).toBeUndefined();
  return res.data!.home;
}

const visit = (api: ApiHarness, tokens: Tokens) => api.graphql(tokens, 'mutation { recordHomeVisit { lastVisitAt previousVisitAt } }');

await describeOnDatabases('home', (api) => {
  beforeAll(async () => {
    await seedSearchFixtures(api().app.database.db);
  });

  it('computes each notice card with the filters it links to, projected for the caller', async () => {
    const db = api().app.database.db;
    const maya = await api().signIn('maya@northwind.test');
    const now = api().app.deps.now();
    const days = (n: number) => new Date(now.getTime() + n * 86_400_000).toISOString();
    await api().graphql(maya, 'mutation { updateSignalSettings(input: { keywords: ["cloud"] }) { keywords } }');
    // A lead of Maya's closing in 3 days, and an award of a buyer in her list expiring in a month.
    await queryRows(db, sql`update notices set close_date = ${days(3)}::timestamptz where guid = ${FX.notices.leedsRoads}::uuid`);
    await queryRows(db, sql`update notices set expiry_date = ${days(30)}::timestamptz where guid = ${FX.notices.leedsDataAward}::uuid`);
    const [stage] = await queryRows<{ id: string }>(
      db,
      sql`select p.id::text as id from procurement_stages p join notices n on n.id = p.notice_id where n.guid = ${FX.notices.leedsRoads}::uuid and p.stage = 'TENDER'`,
    );
    const [me] = await queryRows<{ guid: string }>(db, sql`select guid::text as guid from users where email = 'maya@northwind.test'`);
    const assigned = await api().graphql(maya, 'mutation($id: ID!, $u: String) { assignLead(procurementStageId: $id, userGuid: $u) { id } }', { id: stage!.id, u: me!.guid });
    expect(assigned.errors).toBeUndefined();
    const list = await api().graphql(maya, 'mutation($b: [String!]) { createBuyerList(name: "Home test buyers", buyerGuids: $b) { id } }', { b: [FX.buyers.leeds] });
    expect(list.errors).toBeUndefined();

    const h = await home(api(), maya);
    expect(h.hasSignals).toBe(true);
    expect(h.hasBuyerLists).toBe(true);
    // New notices: the team's cloud notices published in the last week (a first visit), by relevance.
    expect(h.newNotices.items.map((n) => n.guid)).toContain(FX.notices.leedsCloud);
    expect(h.newNotices.items.map((n) => n.guid)).not.toContain(FX.notices.leedsOldCloud);
    const newFilters = parseNoticeFiltersParam(h.newNotices.noticeFilters);
    expect(newFilters.relevanceScores).toEqual([3, 2, 1]);
    expect(newFilters.publishDate.from).toBe(h.since.slice(0, 10));
    expect(newFilters.sort).toEqual({ field: 'relevance_score', order: 'desc' });
    // Closing leads: assigned to Maya, closing in the next 14 days.
    expect(h.closingLeads.items.map((n) => n.guid)).toEqual([FX.notices.leedsRoads]);
    expect(h.closingLeads.total).toBe(1);
    expect(parseNoticeFiltersParam(h.closingLeads.noticeFilters)).toMatchObject({ assignee: me!.guid, closeDate: { relativeFrom: 'P0D', relativeTo: 'P14D' } });
    // Expiring contracts: buyers of her lists, expiring in the next 3 months.
    expect(h.expiringContracts.items.map((n) => n.guid)).toEqual([FX.notices.leedsDataAward]);
    expect(parseNoticeFiltersParam(h.expiringContracts.noticeFilters).expiryDate).toEqual({ relativeFrom: 'P0D', relativeTo: 'P3M' });

    // The notices page with a card's filters finds what the card counted.
    const page = await api().authed(maya, '/api/records/search', {
      method: 'POST',
      body: JSON.stringify({ assignee: [me!.guid], close_date: { relative_from: 'P0D', relative_to: 'P14D' } }),
    });
    expect(((await page.json()) as { paging_info: { total_results: number } }).paging_info.total_results).toBe(h.closingLeads.total);

    // Team activity: the assignment, then a comment by Leo, seen by Maya.
    const leo = await api().signIn('leo@northwind.test');
    await api().graphql(leo, 'mutation($id: ID!) { createComment(procurementStageId: $id, content: "Worth a bid") { id } }', { id: stage!.id });
    const activity = (await home(api(), maya)).teamActivity;
    expect(activity.lock).toBeNull();
    expect(activity.items[0]).toMatchObject({ kind: 'COMMENT', actorName: 'Leo Okafor', recordGuid: FX.notices.leedsRoads, commentText: 'Worth a bid' });
    expect(activity.items.some((i) => i.kind === 'ASSIGNMENT' && i.recordGuid === FX.notices.leedsRoads)).toBe(true);
  });

  it("lists the user's alerts from lead_subscriptions", async () => {
    const db = api().app.database.db;
    const leo = await api().signIn('leo@northwind.test');
    expect((await home(api(), leo)).alerts).toEqual({ lock: null, total: 0, items: [] });
    await queryRows(
      db,
      sql`insert into lead_subscriptions (user_id, company_id, team_id, name, frequency)
          select id, company_id, team_id, 'Cloud tenders', 'DAILY' from users where email = 'leo@northwind.test'`,
    );
    expect((await home(api(), leo)).alerts).toEqual({ lock: null, total: 1, items: [{ name: 'Cloud tenders' }] });
  });

  it('keeps "new since" through a visit and moves it to the end of the last visit after the gap', async () => {
    // The app token lasts 600 s: sign in again after each move of the clock.
    const admin = () => api().signIn('admin@tenderlens.test');
    const now = () => api().app.deps.now().getTime();
    let t = await admin();
    const first = Date.parse((await home(api(), t)).since);
    expect(Math.abs(now() - HOME_FIRST_VISIT_DAYS * 86_400_000 - first)).toBeLessThan(60_000);
    expect((await visit(api(), t)).errors).toBeUndefined();
    try {
      // Coming back within the gap: the same visit, the same boundary.
      api().clock.offsetMs += (HOME_VISIT_GAP_MINUTES - 5) * 60_000;
      t = await admin();
      expect(Math.abs(Date.parse((await home(api(), t)).since) - first)).toBeLessThan(60_000);
      await visit(api(), t);
      const lastVisit = now();
      // After the gap: what is new starts where the last visit ended, before and after this visit is recorded.
      api().clock.offsetMs += 2 * HOME_VISIT_GAP_MINUTES * 60_000;
      t = await admin();
      const before = Date.parse((await home(api(), t)).since);
      expect(Math.abs(before - lastVisit)).toBeLessThan(5_000);
      await visit(api(), t);
      expect(Date.parse((await home(api(), t)).since)).toBe(before);
    } finally {
      api().clock.offsetMs = 0;
    }
  });

  it('shows a Free user and a guest only what they are entitled to', async () => {
    const sam = await api().signIn('sam@freeco.test');
    const free = await home(api(), sam);
    expect(free.expiringContracts).toMatchObject({ lock: 'PAYWALL', total: 0, items: [] });
    expect(free.closingLeads.lock).toBeNull();
    expect(free.teamActivity.lock).toBeNull();
    const guest = await api().signIn('guest@guestpass.test');
    const g = await home(api(), guest);
    expect(g.newNotices.lock).toBeNull();
    for (const card of [g.closingLeads, g.expiringContracts]) expect(card).toMatchObject({ lock: 'GUEST', total: 0, items: [] });
    expect(g.teamActivity).toEqual({ lock: 'GUEST', items: [] });
    expect(g.alerts).toEqual({ lock: 'GUEST', total: 0, items: [] });
    // Without a session: no Home.
    const anon = await api().request('/graphql', { method: 'POST', body: JSON.stringify({ query: HOME }), headers: { 'content-type': 'application/json' } });
    expect([401, 403]).toContain(anon.status);
  });
});
