import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { describeOnDatabases, type ApiHarness } from '../testing/api';
import { FX, seedSearchFixtures } from '../testing/searchFixtures';
import { contractTitle, extensionMonths, FREE_AWARD_UNLOCKS_PER_MONTH } from './detail';

const RECORD = `query Record($guid: String!) { record(guid: $guid) {
  guid recordFamilyId ocid
  notice { guid name stage value suppliers { guid name } relevanceScore procurementStage { id stage } redacted }
  contact { name email phone }
  lots { id title cpvCodes value contractPeriod { startDate endDate maxExtentDate } suppliers { name } }
  contracts { id awardId title cpvCodes { code } suppliers { guid name } lots { id title } value startDate endDate extensionMonths }
  duplicates { guid name url }
  relatedFrameworkProcess { frameworkId frameworkName processType }
  awardAccess { visible freeUnlocked canUnlock unlocksRemaining }
} }`;
const UNLOCK = `mutation Unlock($guid: String!) { unlockAward(guid: $guid) { guid awardAccess { visible freeUnlocked canUnlock unlocksRemaining } contracts { title } } }`;

interface RecordData {
  record: {
    guid: string;
    recordFamilyId: string;
    notice: { stage: string; value: number | null; suppliers: { guid: string }[]; redacted: boolean; procurementStage: { stage: string } | null };
    contact: { name: string | null; email: string | null } | null;
    lots: { id: string; title: string; suppliers: { name: string }[]; contractPeriod: { maxExtentDate: string | null } }[];
    contracts: { title: string; suppliers: { guid: string }[]; lots: { id: string; title: string }[]; extensionMonths: number | null; cpvCodes: { code: string }[] }[];
    duplicates: { guid: string }[];
    awardAccess: { visible: boolean; freeUnlocked: boolean; canUnlock: boolean; unlocksRemaining: number | null };
  } | null;
}

describe('record detail rules', () => {
  it('counts whole months of an extension and names untitled contracts', () => {
    expect(extensionMonths('2025-01-31T00:00:00Z', '2026-01-31T00:00:00Z')).toBe(12);
    expect(extensionMonths('2025-01-31T00:00:00Z', '2025-03-30T00:00:00Z')).toBe(1);
    expect(extensionMonths('2025-01-31T00:00:00Z', '2025-01-31T00:00:00Z')).toBeNull();
    expect(extensionMonths(null, '2025-01-31T00:00:00Z')).toBeNull();
    expect(contractTitle('  Cloud  ', 'A1')).toBe('Cloud');
    expect(contractTitle(null, 'A1')).toBe('Contract A1');
    expect(contractTitle('', '')).toBe('Unknown Contract Title');
    const ocid = 'ocds-b5fd17-7f49a2b0-1c3d-4e5f-8a9b-0c1d2e3f4a5b';
    expect(contractTitle(null, `${ocid}-1`, { ocid })).toBe('Contract 1');
    expect(contractTitle(null, `${ocid}-2`, { ocid, lotTitle: ' Lot 2: Hosting ' })).toBe('Lot 2: Hosting');
    expect(contractTitle('Award title', `${ocid}-1`, { ocid, lotTitle: 'Lot 1' })).toBe('Award title');
    expect(contractTitle(null, ocid, { ocid })).toBe(`Contract ${ocid}`);
    expect(contractTitle(null, '032703-2026-1', { ocid })).toBe('Contract 032703-2026-1');
  });
});

async function seedDetailFixtures(api: ApiHarness) {
  const db = api.app.database.db;
  await seedSearchFixtures(db);
  const award = FX.notices.cardiffCloudAward;
  await db.execute(sql`insert into lots (notice_id, lot_key, title, description, cpv_codes, value, currency, start_date, end_date, max_extent_date)
    select id, 'L1', 'Migration lot', 'Moving services', array['72200000'], 750000, 'GBP', '2025-01-01', '2026-01-01', '2027-01-01' from notices where guid = ${award}::uuid`);
  await db.execute(sql`update awards set related_lots = array['L1'], max_extent_date = end_date + interval '24 months', title = null
    where notice_id = (select id from notices where guid = ${award}::uuid)`);
  await db.execute(sql`update notices set buyer_contact_name = 'Procurement Team', buyer_contact_email = 'procurement@cardiff.test',
    buyer_contact_phone = '029 2000 0000' where guid = ${award}::uuid`);
}

await describeOnDatabases('record page: detail, award unlocks, timeline, AI summary', (api) => {
  beforeAll(async () => {
    await seedDetailFixtures(api());
  });

  it('shows a Growth user the lots, contracts and contact of an awarded notice', async () => {
    const maya = await api().signIn('maya@northwind.test');
    const res = await api().graphql<RecordData>(maya, RECORD, { guid: FX.notices.cardiffCloudAward });
    expect(res.errors).toBeUndefined();
    const r = res.data?.record;
    expect(r?.notice).toMatchObject({ stage: 'AWARDED', value: 750000, redacted: false, procurementStage: { stage: 'AWARD' } });
    expect(r?.notice.suppliers.map((s) => s.guid)).toEqual([FX.suppliers.capita]);
    expect(r?.contact).toMatchObject({ name: 'Procurement Team', email: 'procurement@cardiff.test' });
    expect(r?.lots).toHaveLength(1);
    expect(r?.lots[0]).toMatchObject({ id: 'L1', title: 'Migration lot' });
    expect(r?.lots[0]?.suppliers.length).toBe(1);
    expect(r?.contracts).toHaveLength(1);
    expect(r?.contracts[0]).toMatchObject({ title: 'Migration lot', extensionMonths: 24, lots: [{ id: 'L1', title: 'Migration lot' }] });
    expect(r?.contracts[0]?.cpvCodes.map((c) => c.code)).toEqual(['72200000']);
    expect(r?.awardAccess).toEqual({ visible: true, freeUnlocked: false, canUnlock: false, unlocksRemaining: null });

    expect((await api().graphql<RecordData>(maya, RECORD, { guid: '00000000-0000-4000-8000-0000000000ff' })).data?.record).toBeNull();
    const bad = await api().graphql<RecordData>(maya, RECORD, { guid: 'nope' });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('locks awards for Free users until they use a free unlock, within the monthly limit', async () => {
    const sam = await api().signIn('sam@freeco.test');
    const locked = (await api().graphql<RecordData>(sam, RECORD, { guid: FX.notices.cardiffCloudAward })).data?.record;
    expect(locked?.notice).toMatchObject({ value: null, suppliers: [], redacted: true });
    expect(locked?.contracts).toEqual([]);
    expect(locked?.lots[0]?.suppliers).toEqual([]);
    expect(locked?.awardAccess).toEqual({ visible: false, freeUnlocked: false, canUnlock: true, unlocksRemaining: FREE_AWARD_UNLOCKS_PER_MONTH });

    const open = await api().graphql<{ unlockAward: { awardAccess: unknown; contracts: { title: string }[] } }>(
      sam,
      UNLOCK,
      { guid: FX.notices.cardiffCloudAward },
    );
    expect(open.errors).toBeUndefined();
    expect(open.data?.unlockAward.awardAccess).toEqual({ visible: true, freeUnlocked: true, canUnlock: false, unlocksRemaining: FREE_AWARD_UNLOCKS_PER_MONTH - 1 });
    expect(open.data?.unlockAward.contracts).toEqual([{ title: 'Migration lot' }]);
    // A second unlock of the same notice uses nothing.
    await api().graphql(sam, UNLOCK, { guid: FX.notices.cardiffCloudAward });
    const after = (await api().graphql<RecordData>(sam, RECORD, { guid: FX.notices.cardiffCloudAward })).data?.record;
    expect(after?.notice.suppliers.map((s) => s.guid)).toEqual([FX.suppliers.capita]);
    expect(after?.awardAccess.unlocksRemaining).toBe(FREE_AWARD_UNLOCKS_PER_MONTH - 1);

    // Not an awarded notice → refused; another company (Growth) is unaffected by FreeCo's unlocks.
    const notAwarded = await api().graphql(sam, UNLOCK, { guid: FX.notices.leedsCloud });
    expect(notAwarded.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'not_awarded' });
    const maya = await api().signIn('maya@northwind.test');
    const growth = await api().graphql(maya, UNLOCK, { guid: FX.notices.leedsDataAward });
    expect(growth.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'not_free_plan' });

    // Use up the month: the remaining unlocks go to other notices, then the limit refuses.
    const db = api().app.database.db;
    const [company] = await queryRows<{ id: string }>(db, sql`select company_id::text as id from users where email = 'sam@freeco.test'`);
    for (const key of ['leedsCloud', 'leedsHousing'] as const) {
      await db.execute(sql`insert into award_unlocks (company_id, notice_id) select ${Number(company?.id)}, id from notices where guid = ${FX.notices[key]}::uuid`);
    }
    const limited = await api().graphql(sam, UNLOCK, { guid: FX.notices.leedsDataAward });
    expect(limited.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'unlock_limit' });
    const still = (await api().graphql<RecordData>(sam, RECORD, { guid: FX.notices.leedsDataAward })).data?.record;
    expect(still?.awardAccess).toMatchObject({ visible: false, canUnlock: false, unlocksRemaining: 0 });
  });

  it('lets a guest read the record with awards locked and refuses the unlock', async () => {
    const guest = await api().signIn('guest@guestpass.test');
    const r = (await api().graphql<RecordData>(guest, RECORD, { guid: FX.notices.leedsDataAward })).data?.record;
    expect(r?.notice).toMatchObject({ redacted: true, suppliers: [] });
    expect(r?.awardAccess).toEqual({ visible: false, freeUnlocked: false, canUnlock: false, unlocksRemaining: null });
    const refused = await api().graphql(guest, UNLOCK, { guid: FX.notices.leedsDataAward });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'guest' });
  });

  it("shows each company only its own team's lead on the record", async () => {
    const maya = await api().signIn('maya@northwind.test');
    const q = `query($guid: String!) { record(guid: $guid) { notice { qualification procurementStage { id } } } }`;
    type Q = { record: { notice: { qualification: string; procurementStage: { id: string } } } };
    const mine = await api().graphql<Q>(maya, q, { guid: FX.notices.leedsHousing });
    const stageId = mine.data?.record.notice.procurementStage.id;
    const res = await api().authed(maya, '/api/create_qualification', {
      method: 'POST',
      body: JSON.stringify({ procurementStageId: stageId, qualification: 'pre_engage_done' }),
    });
    expect(res.status).toBe(200);
    expect((await api().graphql<Q>(maya, q, { guid: FX.notices.leedsHousing })).data?.record.notice.qualification).toBe('pre_engage_done');
    const sam = await api().signIn('sam@freeco.test');
    expect((await api().graphql<Q>(sam, q, { guid: FX.notices.leedsHousing })).data?.record.notice.qualification).toBe('unqualified');
  });

  it('builds the timeline of a record family', async () => {
    const maya = await api().signIn('maya@northwind.test');
    const r = (await api().graphql<RecordData>(maya, RECORD, { guid: FX.notices.cardiffCloudAward })).data?.record;
    const res = await api().authed(maya, `/api/records/${r?.recordFamilyId}/timeline`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(200);
    const t = (await res.json()) as { current: string; pre_tender: unknown; award: { award_date: string; extension_date: string }[] };
    expect(t.current).toBe('award');
    expect(t.pre_tender).toBeNull();
    expect(t.award).toHaveLength(1);
    expect(t.award[0]?.extension_date).not.toBeNull();
    const open = (await api().graphql<RecordData>(maya, RECORD, { guid: FX.notices.leedsCloud })).data?.record;
    const t2 = (await (await api().authed(maya, `/api/records/${open?.recordFamilyId}/timeline`, { method: 'POST', body: '{}' })).json()) as {
      current: string;
      tender: { close_date: string | null };
      award: unknown[];
    };
    expect(t2.current).toBe('tender');
    expect(t2.tender.close_date).not.toBeNull();
    expect(t2.award).toEqual([]);
    expect((await api().authed(maya, '/api/records/00000000-0000-4000-8000-0000000000ff/timeline', { method: 'POST', body: '{}' })).status).toBe(404);
    expect((await api().authed(maya, '/api/records/x;drop/timeline', { method: 'POST', body: '{}' })).status).toBe(404);
  });

  it('generates the AI summary with the embedded generator once, stores it and withholds supplier sections without AWARDS', async () => {
    const maya = await api().signIn('maya@northwind.test');
    const post = (path: string, body: unknown, tokens = maya) => api().authed(tokens, path, { method: 'POST', body: JSON.stringify(body) });
    const empty = (await (await post('/api/record_summary/stored', { record_guid: FX.notices.leedsDataAward })).json()) as { summary: Record<string, string | null> };
    expect(empty.summary.summary).toBeNull();

    const res = await post('/api/record_summary/details', { record_guid: FX.notices.leedsDataAward });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { summary: Record<string, string>; generator: string; redacted: string[] };
    expect(body.generator).toBe('embedded');
    expect(body.summary.summary).toContain('Data Analytics Platform');
    expect(body.summary.thing_being_procured).toContain('Business intelligence and data analytics');
    expect(body.summary.incumbent_relationships).toContain('Acme');
    expect(body.summary.topic_relevance).toContain('analytics');
    expect(body.redacted).toEqual([]);

    const stored = (await (await post('/api/record_summary/stored', { record_guid: FX.notices.leedsDataAward, attributes: ['summary', 'bid_requirements'] })).json()) as {
      summary: Record<string, string>;
    };
    expect(Object.keys(stored.summary)).toEqual(['summary', 'bid_requirements']);
    expect(stored.summary.summary).toBe(body.summary.summary);

    const sam = await api().signIn('sam@freeco.test');
    const samView = (await (await post('/api/record_summary/stored', { record_guid: FX.notices.leedsDataAward }, sam)).json()) as {
      summary: Record<string, string | null>;
      redacted: string[];
    };
    expect(samView.redacted.sort()).toEqual(['incumbent_relationships', 'mentioned_parties']);
    expect(samView.summary.incumbent_relationships).toBeNull();
    // Maya's text was written from the award details: it is not Sam's to read (policy/projection.ts).
    expect(body.summary.summary).toContain('£250,000');
    expect(samView.summary.summary).toBeNull();
    const samDetails = (await (await post('/api/record_summary/details', { record_guid: FX.notices.leedsDataAward }, sam)).json()) as {
      summary: Record<string, string | null>;
    };
    expect(samDetails.summary.summary).toContain('Data Analytics Platform');
    expect(JSON.stringify(samDetails)).not.toMatch(/250,000|250000|Acme/);

    const guest = await api().signIn('guest@guestpass.test');
    expect((await post('/api/record_summary/details', { record_guid: FX.notices.leedsCloud }, guest)).status).toBe(403);
    expect((await post('/api/record_summary/details', { record_guid: 'x' })).status).toBe(400);
    expect((await post('/api/record_summary/details', { record_guid: FX.notices.leedsCloud, attributes: ['nope'] })).status).toBe(400);
    expect((await post('/api/record_summary/details', { record_guid: '00000000-0000-4000-8000-0000000000ff' })).status).toBe(404);
  });
});

/** A local server speaking the OpenAI chat-completions protocol. */
function fakeOpenAi() {
  const state = { fail: false, requests: [] as { auth: string | undefined; body: { model: string; messages: { role: string; content: string }[] } }[] };
  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (c: Buffer) => (data += c.toString()));
      req.on('end', () => resolve(data));
    });
  const server: Server = createServer((req, res) => {
    void readBody(req).then((raw) => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      const body = JSON.parse(raw) as { model: string; messages: { role: string; content: string }[] };
      state.requests.push({ auth: req.headers.authorization, body });
      if (state.fail) {
        res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'overloaded' } }));
        return;
      }
      const attrs = [...body.messages[1]!.content.matchAll(/- "(\w+)"/g)].map((m) => m[1]!);
      const content = JSON.stringify(Object.fromEntries(attrs.map((a) => [a, `model text for ${a}`])));
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion', model: body.model, choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }] }),
      );
    });
  });
  return { server, state };
}

const fake = fakeOpenAi();
await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
const port = (fake.server.address() as AddressInfo).port;
afterAll(() => new Promise<void>((resolve) => fake.server.close(() => resolve())));

await describeOnDatabases(
  'AI summary through an OpenAI-compatible service',
  (api) => {
    beforeAll(async () => {
      await seedSearchFixtures(api().app.database.db);
    });

    it('asks the model for the missing sections, stores its answer, and stores nothing when the call fails', async () => {
      const maya = await api().signIn('maya@northwind.test');
      const post = (body: unknown) => api().authed(maya, '/api/record_summary/details', { method: 'POST', body: JSON.stringify(body) });
      fake.state.fail = true;
      const failed = await post({ record_guid: FX.notices.leedsCloud, attributes: ['summary'] });
      expect(failed.status).toBe(502);
      expect(((await failed.json()) as { error: { code: string } }).error.code).toBe('ai_failed');
      const rows = await queryRows(api().app.database.db, sql`select 1 from record_summaries`);
      expect(rows).toEqual([]);

      fake.state.fail = false;
      const ok = (await (await post({ record_guid: FX.notices.leedsCloud, attributes: ['summary', 'bid_requirements'] })).json()) as {
        summary: Record<string, string>;
        generator: string;
      };
      expect(ok.generator).toBe('openai:test-model');
      expect(ok.summary).toEqual({ summary: 'model text for summary', bid_requirements: 'model text for bid_requirements' });
      const last = fake.state.requests.at(-1);
      expect(last?.auth).toBe('Bearer sk-test');
      expect(last?.body.model).toBe('test-model');
      expect(last?.body.messages[1]?.content).toContain('Provision of Cloud Hosting Services');

      // Stored: asking again sends only what is missing.
      const before = fake.state.requests.length;
      await post({ record_guid: FX.notices.leedsCloud, attributes: ['summary', 'bid_requirements'] });
      expect(fake.state.requests.length).toBe(before);
      await post({ record_guid: FX.notices.leedsCloud, attributes: ['summary', 'topic_relevance'] });
      expect(fake.state.requests.at(-1)?.body.messages[1]?.content).toMatch(/"topic_relevance"/);
      expect(fake.state.requests.at(-1)?.body.messages[1]?.content).not.toMatch(/- "summary"/);
    });
  },
  { config: { ai: { baseUrl: `http://127.0.0.1:${port}/v1`, apiKey: 'sk-test', model: 'test-model', timeoutMs: 5000 } } },
);
