import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeOnDatabases, type ApiHarness, type Tokens } from '../testing/api';
import { FX, seedSearchFixtures } from '../testing/searchFixtures';
import { assessBid, recommend } from './embedded';
import { EMPTY_BID_FACTS, type BidFacts } from './generator';

interface Report {
  id: string;
  status: string;
  publicHash: string | null;
  recommendation: string | null;
  factsUsed: string[];
  generator: string | null;
  questionGroups: { title: string; questions: { promptId: string; answer: string | null; evidence: string[]; rating: string | null; edited: boolean }[] }[];
}
const REPORT = 'id status publicHash recommendation factsUsed generator questionGroups { title questions { promptId answer evidence rating edited } }';

async function opportunityFor(api: ApiHarness, who: Tokens, notice: string | null = FX.notices.leedsCloud): Promise<string> {
  const res = await api.graphql<{ createOpportunity: { id: string } }>(
    who,
    'mutation($e: [OpportunityEntityInput!]) { createOpportunity(opportunity: { name: "Leeds cloud hosting", value: 400000 }, entities: $e) { id } }',
    { e: notice ? [{ entityId: notice, entityType: 'Notice' }] : [] },
  );
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.createOpportunity.id;
}

const generate = (api: ApiHarness, who: Tokens, id: string) =>
  api.graphql<{ createBidReport: Report }>(who, `mutation($id: ID!) { createBidReport(opportunityId: $id) { ${REPORT} } }`, { id });
const credits = async (api: ApiHarness, who: Tokens) =>
  (await api.graphql<{ remainingCredits: { totalCredits: number | null; remainingCredits: number | null } }>(who, '{ remainingCredits(creditType: "BID_REPORT") { totalCredits remainingCredits } }')).data
    ?.remainingCredits;
const question = (r: Report, id: string) => r.questionGroups.flatMap((g) => g.questions).find((q) => q.promptId === id);

describe('the embedded assessment', () => {
  const facts = (over: Partial<BidFacts>): BidFacts => ({ ...EMPTY_BID_FACTS, ...over });

  it('answers from the facts, cites them, and recommends on the balance', () => {
    const good = assessBid(
      facts({
        relevance: { score: 3, signals: ['keyword "cloud"'] },
        opportunity: { ...EMPTY_BID_FACTS.opportunity, value: 100_000 },
        teamValues: { count: 4, median: 120_000 },
        incumbent: null,
        buyerAwards: { count: 6, totalValue: 1_000_000, smeShare: 0.5, lastAwardDate: '2025-10-01T00:00:00.000Z' },
        typicalTendersReceived: 2,
        daysToDeadline: 30,
      }),
    );
    expect(good.recommendation).toBe('BID');
    expect(good.factsUsed).toContain('Signals matched: keyword "cloud".');
    expect(good.factsUsed).toContain("Share of this buyer's awarded suppliers that are SMEs: 50%.");
    expect(good.factsUsed).toContain('Typical number of tenders received by this buyer in this category: 2.');

    const bad = assessBid(
      facts({
        relevance: { score: 0, signals: [] },
        incumbent: { name: 'Capita', awardsWithBuyer: 4, latestEndDate: null },
        typicalTendersReceived: 12,
        daysToDeadline: 5,
      }),
    );
    expect(bad.recommendation).toBe('NO_BID');
    expect(bad.questionGroups[1]?.questions[0]?.answer).toMatch(/Capita is an entrenched incumbent/);
  });

  it('says what it could not see instead of guessing', () => {
    const r = assessBid(facts({ withheld: ['buyerAwards', 'incumbent', 'typicalTendersReceived'] }));
    expect(r.recommendation).toBe('REVIEW');
    expect(r.questionGroups[1]?.questions[0]?.answer).toMatch(/AWARDS data type/);
    expect(recommend(['positive', 'positive', 'positive'], true).recommendation).toBe('NO_BID');
  });
});

await describeOnDatabases('bid/no-bid reports and credits', (api) => {
  let maya: Tokens;
  let sam: Tokens;
  let guest: Tokens;
  let admin: Tokens;

  beforeAll(async () => {
    await seedSearchFixtures(api().app.database.db);
    maya = await api().signIn('maya@northwind.test');
    sam = await api().signIn('sam@freeco.test');
    guest = await api().signIn('guest@guestpass.test');
    admin = await api().signIn('admin@tenderlens.test');
  });

  it('generates a data-driven report for Growth, spends a credit, edits an answer and shares it by public link', async () => {
    expect(await credits(api(), maya)).toEqual({ totalCredits: 15, remainingCredits: 15 });
    const id = await opportunityFor(api(), maya);
    const res = await generate(api(), maya, id);
    expect(res.errors).toBeUndefined();
    const report = res.data!.createBidReport;
    expect(report.status).toBe('complete');
    expect(report.generator).toBe('embedded');
    expect(['BID', 'REVIEW', 'NO_BID']).toContain(report.recommendation);
    expect(report.factsUsed.some((f) => /^Days to the deadline: (19|20|21) /.test(f))).toBe(true);
    expect(report.factsUsed.some((f) => /award.* by Leeds City Council in the last five years/.test(f))).toBe(true);
    expect(question(report, 'buyer.history')?.rating).not.toBe('unknown');
    expect(await credits(api(), maya)).toEqual({ totalCredits: 15, remainingCredits: 14 });

    const read = await api().graphql<{ bidReport: Report; bidReports: { id: string }[] }>(maya, `query($id: ID!) { bidReport(opportunityId: $id) { ${REPORT} } bidReports { id } }`, { id });
    expect(read.data?.bidReport.id).toBe(report.id);
    expect(read.data?.bidReports.map((r) => r.id)).toContain(report.id);

    const edited = await api().graphql<{ updateBidReportAnswer: Report }>(
      maya,
      `mutation($id: ID!) { updateBidReportAnswer(id: $id, promptId: "fit.value", answer: "Within our usual range.") { ${REPORT} } }`,
      { id: report.id },
    );
    expect(question(edited.data!.updateBidReportAnswer, 'fit.value')).toMatchObject({ answer: 'Within our usual range.', edited: true });
    const bad = await api().graphql(maya, 'mutation($id: ID!) { updateBidReportAnswer(id: $id, promptId: "fit.value", answer: "  ") { id } }', { id: report.id });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    const pub = await api().graphql<{ updateBidReportPublicity: Report }>(maya, 'mutation($id: ID!) { updateBidReportPublicity(id: $id, isPublic: true) { publicHash } }', { id: report.id });
    const hash = pub.data!.updateBidReportPublicity.publicHash!;
    const open = await api().request(`/api/bid_reports/public/${hash}`);
    expect(open.status).toBe(200);
    expect(((await open.json()) as { opportunity_name: string }).opportunity_name).toBe('Leeds cloud hosting');
    const pdf = await api().request(`/api/bid_reports/public/${hash}/pdf`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    await api().graphql(maya, 'mutation($id: ID!) { updateBidReportPublicity(id: $id, isPublic: false) { publicHash } }', { id: report.id });
    expect((await api().request(`/api/bid_reports/public/${hash}`)).status).toBe(404);
  });

  it("regenerates the buyer summary from our data; Free's leaves the award history out", async () => {
    const id = await opportunityFor(api(), maya);
    const q = 'mutation($id: ID!) { regenerateBuyerSummary(id: $id) { id buyerSummary } }';
    const res = await api().graphql<{ regenerateBuyerSummary: { buyerSummary: string } }>(maya, q, { id });
    expect(res.errors).toBeUndefined();
    expect(res.data?.regenerateBuyerSummary.buyerSummary).toMatch(/^Leeds City Council has awarded \d+ contracts? in the last five years/);
    const read = await api().graphql<{ opportunity: { buyerSummary: string } }>(maya, 'query($id: ID!) { opportunity(id: $id) { buyerSummary } }', { id });
    expect(read.data?.opportunity.buyerSummary).toBe(res.data?.regenerateBuyerSummary.buyerSummary);
    const free = await api().graphql<{ regenerateBuyerSummary: { buyerSummary: string } }>(sam, q, { id: await opportunityFor(api(), sam) });
    expect(free.data?.regenerateBuyerSummary.buyerSummary).toMatch(/Award history is not included/);
    expect(free.data?.regenerateBuyerSummary.buyerSummary).not.toMatch(/has awarded/);
    expect((await api().graphql(guest, q, { id })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await api().graphql(admin, q, { id })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('never lets a guest write or another company read', async () => {
    const id = await opportunityFor(api(), maya);
    expect((await generate(api(), guest, id)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await generate(api(), admin, id)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const read = await api().graphql(admin, 'query($id: ID!) { bidReport(opportunityId: $id) { id } }', { id });
    expect(read.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('gives Free 3 lifetime reports without award facts, then the CREATE_BIDS paywall; parallel requests never overspend', async () => {
    expect(await credits(api(), sam)).toEqual({ totalCredits: 3, remainingCredits: 3 });
    const first = await generate(api(), sam, await opportunityFor(api(), sam));
    expect(question(first.data!.createBidReport, 'competition.incumbent')?.answer).toMatch(/AWARDS data type/);
    expect(JSON.stringify(first.data)).not.toContain('Acme');
    // Five at once for the two credits left: exactly two succeed.
    const ids = await Promise.all([1, 2, 3, 4, 5].map(() => opportunityFor(api(), sam)));
    const results = await Promise.all(ids.map((id) => generate(api(), sam, id)));
    expect(results.filter((r) => r.data?.createBidReport).length).toBe(2);
    const refused = results.filter((r) => r.errors);
    expect(refused.length).toBe(3);
    for (const r of refused) expect(r.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'paywall' });
    expect(await credits(api(), sam)).toEqual({ totalCredits: 3, remainingCredits: 0 });
  });

  it('restores Growth credits when a new month starts', async () => {
    expect((await credits(api(), maya))?.remainingCredits).toBeLessThan(15);
    // The account's month is the last one: the balance is restored on the next read.
    await api().app.database.db.execute(sql`update credit_accounts set period_start = period_start - interval '1 month' where total_credits = 15`);
    expect(await credits(api(), maya)).toEqual({ totalCredits: 15, remainingCredits: 15 });
  });
});

// ---- The OpenAI-compatible model, against a local fake ----------------------------------------

function fakeModel() {
  const state = { fail: false, requests: [] as { messages: { content: string }[] }[] };
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (c: Buffer) => (data += c.toString()));
      req.on('end', () => resolve(data));
    });
  const server: Server = createServer((req, res) => {
    void read(req).then((raw) => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') return void res.writeHead(404).end();
      const body = JSON.parse(raw) as { messages: { content: string }[] };
      state.requests.push(body);
      if (state.fail) return void res.writeHead(503).end('{}');
      const reply = (content: string) =>
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content } }] }));
      if (/"summary"/.test(body.messages[0]?.content ?? '')) return void reply(JSON.stringify({ summary: 'The model briefs on Leeds City Council.' }));
      const ids = [...(body.messages[1]?.content ?? '').matchAll(/- "([a-z.]+)"/g)].map((m) => m[1]!);
      const content = JSON.stringify({
        answers: Object.fromEntries(ids.map((id) => [id, { answer: `model answer for ${id}`, evidence: [`model evidence for ${id}`], rating: 'positive' }])),
        recommendation: 'BID',
        recommendationReason: 'The model recommends bidding.',
      });
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content } }] }));
    });
  });
  return { server, state };
}

const fake = fakeModel();
await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
const port = (fake.server.address() as AddressInfo).port;
afterAll(() => new Promise<void>((resolve) => fake.server.close(() => resolve())));

await describeOnDatabases(
  'bid/no-bid reports through an OpenAI-compatible model',
  (api) => {
    beforeAll(async () => {
      await seedSearchFixtures(api().app.database.db);
    });

    it('sends the facts, keeps our questions, and refunds the credit when the model fails', async () => {
      const sam = await api().signIn('sam@freeco.test');
      const id = await opportunityFor(api(), sam);
      fake.state.fail = true;
      const failed = await generate(api(), sam, id);
      expect(failed.data?.createBidReport.status).toBe('failed');
      expect(await credits(api(), sam)).toEqual({ totalCredits: 3, remainingCredits: 3 });
      fake.state.fail = false;
      const ok = (await generate(api(), sam, id)).data!.createBidReport;
      expect(ok).toMatchObject({ status: 'complete', recommendation: 'BID', generator: 'openai:test-model' });
      expect(question(ok, 'timing.deadline')?.answer).toBe('model answer for timing.deadline');
      expect(ok.factsUsed).toContain('model evidence for fit.signals');
      const sent = fake.state.requests.at(-1)?.messages[1]?.content ?? '';
      expect(sent).toContain('"withheld":["buyerAwards","incumbent","typicalTendersReceived"]');
      expect(await credits(api(), sam)).toEqual({ totalCredits: 3, remainingCredits: 2 });
    });

    it('writes the buyer summary through the model, and says so when the model fails', async () => {
      const maya = await api().signIn('maya@northwind.test');
      const id = await opportunityFor(api(), maya);
      const q = 'mutation($id: ID!) { regenerateBuyerSummary(id: $id) { buyerSummary } }';
      const ok = await api().graphql<{ regenerateBuyerSummary: { buyerSummary: string } }>(maya, q, { id });
      expect(ok.data?.regenerateBuyerSummary.buyerSummary).toBe('The model briefs on Leeds City Council.');
      expect(fake.state.requests.at(-1)?.messages[1]?.content).toContain('"buyer":{"name":"Leeds City Council"}');
      fake.state.fail = true;
      const failed = await api().graphql(maya, q, { id });
      fake.state.fail = false;
      expect(failed.errors?.[0]?.message).toBe('The AI service could not write the buyer summary. Please try again.');
    });
  },
  { config: { ai: { baseUrl: `http://127.0.0.1:${port}/v1`, apiKey: 'sk-test', model: 'test-model', timeoutMs: 5000 } } },
);
