import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { describeOnDatabases } from '../testing/api';
import { seedSearchFixtures } from '../testing/searchFixtures';
import { embeddedOutreachGenerator } from './embedded';
import type { OutreachFacts } from './generator';

const facts = (over: Partial<OutreachFacts> = {}): OutreachFacts => ({
  intent: 'Meeting',
  tones: ['Professional'],
  length: 'Long',
  numberOfResponses: 3,
  companyInformation: 'We run managed Azure hosting for 40 councils',
  senderPersonalisation: 'I used to work in local government IT myself',
  sender: { firstName: 'Maya', lastName: 'Patel', companyName: 'Northwind Digital Ltd' },
  contact: { name: 'Alex Moss', firstName: 'Alex', jobTitle: 'Head of Procurement', seniority: 'Second Level / Head of Service', functions: ['Procurement'] },
  buyer: {
    name: 'Leeds City Council',
    recentNotices: [{ name: 'Provision of Cloud Hosting Services', stage: 'OPEN', publishDate: '2026-10-01', closeDate: '2026-12-14' }],
    recentAwards: [{ title: 'Network support', supplier: 'Acme Ltd', date: '2026-06-01' }],
  },
  seed: 0,
  ...over,
});

describe('the embedded outreach writer', () => {
  it('writes varied drafts from the facts, in the tone, intent and length asked', async () => {
    const drafts = await embeddedOutreachGenerator.generate(facts());
    expect(drafts).toHaveLength(3);
    expect(new Set(drafts.map((d) => d.subject)).size).toBe(3);
    const all = drafts.map((d) => d.body).join('\n');
    expect(all).toContain('Provision of Cloud Hosting Services');
    expect(all).toContain('Network support');
    expect(all).toContain('Head of Procurement');
    expect(drafts[0]!.body.startsWith('Dear Alex,')).toBe(true);
    expect(drafts[0]!.body).toMatch(/call|meeting|half an hour/i);
    expect(drafts[0]!.body).toContain('Maya Patel\nNorthwind Digital Ltd');
    expect(all).not.toMatch(/lorem/i);
    const short = await embeddedOutreachGenerator.generate(facts({ length: 'Short', intent: 'Awareness', tones: ['Casual'], numberOfResponses: 1 }));
    expect(short[0]!.body.split('\n\n')).toHaveLength(3);
    expect(short[0]!.body.startsWith('Hi Alex,')).toBe(true);
    const refreshed = await embeddedOutreachGenerator.generate(facts({ seed: 1 }));
    expect(refreshed.map((d) => d.body)).not.toEqual(drafts.map((d) => d.body));
  });
});

// A local OpenAI-compatible server answering the outreach shape.
const received: unknown[] = [];
const ai = createServer(async (req: IncomingMessage, res) => {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  received.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ choices: [{ message: { content: JSON.stringify({ responses: [{ subject: 'Model subject', body: 'Model body' }, { subject: 'Two', body: 'Second' }] }) } }] }));
});
await new Promise<void>((r) => ai.listen(0, '127.0.0.1', r));
afterAll(() => new Promise<void>((r) => ai.close(() => r())));
const aiUrl = `http://127.0.0.1:${(ai.address() as AddressInfo).port}/v1`;

const MUTATION = 'mutation($input: OutreachInput!) { generateOutreach(input: $input) { responses { subject body } } }';

await describeOnDatabases('generateOutreach (embedded)', (api) => {
  it('writes from the contact and the buyer, validates the form, logs each generation, refuses guests and Free', async () => {
    await seedSearchFixtures(api().app.database.db);
    const [contact] = await queryRows<{ id: string }>(
      api().db.handle.db,
      sql`insert into contacts (organisation_id, first_name, last_name, job_title)
          select o.id, 'Alex', 'Moss', 'Head of Digital' from organisations o where exists (select 1 from notices n where n.buyer_id = o.id) order by o.id limit 1 returning id::text`,
    );
    const maya = await api().signIn('maya@northwind.test');
    const input = { intent: 'Awareness', tone: ['Friendly'], length: 'Long', numberOfResponses: 2, contactId: contact!.id };
    const res = await api().graphql<{ generateOutreach: { responses: { subject: string; body: string }[] } }>(maya, MUTATION, { input });
    expect(res.errors).toBeUndefined();
    expect(res.data!.generateOutreach.responses).toHaveLength(2);
    expect(res.data!.generateOutreach.responses[0]!.body).toContain('Hi Alex,');
    const [log] = await queryRows<{ n: number }>(api().db.handle.db, sql`select count(*)::int as n from outreach_generations where generator = 'embedded' and response_count = 2`);
    expect(log!.n).toBe(1);
    const noTone = await api().graphql(maya, MUTATION, { input: { ...input, tone: [] } });
    expect(JSON.stringify(noTone.errors)).toContain('Please select at least one tone of voice');
    const six = await api().graphql(maya, MUTATION, { input: { ...input, numberOfResponses: 6 } });
    expect(six.errors).toBeDefined();
    const sam = await api().signIn('sam@freeco.test');
    expect(JSON.stringify((await api().graphql(sam, MUTATION, { input })).errors)).toContain('FORBIDDEN');
  });
});

await describeOnDatabases(
  'generateOutreach (OpenAI-compatible)',
  (api) => {
    it('asks the configured model with our facts and returns its drafts', async () => {
      const maya = await api().signIn('maya@northwind.test');
      const res = await api().authed(maya, '/api/outreach_lead/generate', {
        method: 'POST',
        body: JSON.stringify({ intent: 'Meeting', tone: ['Bold'], length: 'Short', numberOfResponses: 1, buyerName: 'Kent County Council', contactName: 'Jo Bloggs' }),
      });
      expect(await res.json()).toEqual({ responses: [{ subject: 'Model subject', body: 'Model body' }] });
      const sent = received.at(-1) as { model: string; messages: { content: string }[] };
      expect(sent.model).toBe('test-model');
      expect(sent.messages[1]!.content).toContain('Kent County Council');
    });
  },
  { config: { ai: { baseUrl: aiUrl, apiKey: 'k', model: 'test-model', timeoutMs: 5000 } } },
);
