/**
 * Contacts end to end on both databases: notice contact points become contacts (and stay up to date),
 * the search's filters, paging and the CONTACTS projection (redacted preview, Permission error), the
 * buyer's contacts, exports, and contact requests with their signed automation webhook at a local
 * receiver (retried after a failure, recorded, never twice).
 */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CONTACTS_COPY, JOB_FUNCTIONS, SENIORITIES } from '@tenderlens/domain/contacts';
import { queryRows } from '../db/client';
import { refreshNoticeContacts, splitContactName } from '../importer/contacts';
import { describeOnDatabases, type ApiHarness, type Tokens } from '../testing/api';
import { FX, seedSearchFixtures } from '../testing/searchFixtures';
import { contactRequestDepsOf } from './delivery';
import { sendDueContactRequests } from './requests';

const SECRET = 'contact-request-secret';
interface Received {
  headers: IncomingMessage['headers'];
  body: string;
}
const received: Received[] = [];
/** Answers 500 while `failing` is above 0 (counting down), then 200. */
let failing = 0;
const receiver = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    if (failing > 0) {
      failing -= 1;
      res.writeHead(500).end('try later');
      return;
    }
    received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/contact-requests`;
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

const post = (api: ApiHarness, t: Tokens, path: string, body: unknown) => api.authed(t, path, { method: 'POST', body: JSON.stringify(body) });
type Contact = { id: string; first_name: string | null; last_name: string | null; email: string | null; phone: string | null; job_title: string; seniority: string; job_function: string[]; synthetic: boolean; redacted: boolean; buyer: { id: string; name: string } };
type Page = { results: Contact[]; total_results: number };

const waitFor = async (check: () => boolean, ms = 5000) => {
  const until = Date.now() + ms;
  while (!check() && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
  expect(check()).toBe(true);
};

await describeOnDatabases(
  'contacts: data, search, projection, exports and requests',
  (api) => {
    beforeAll(async () => {
      const db = api().app.database.db;
      await seedSearchFixtures(db);
      // Contact points on the fixtures' notices: Leeds names a person (twice, the newer phone wins), Cardiff a desk.
      await db.execute(sql`update notices set buyer_contact_name = 'Ms Priya Shah', buyer_contact_email = 'Priya.Shah@leeds.example', buyer_contact_phone = '0113 00'
        where buyer_id = (select id from organisations where guid = ${FX.buyers.leeds}::uuid)`);
      await db.execute(sql`update notices set buyer_contact_name = 'Commercial Team', buyer_contact_email = null, buyer_contact_phone = '029 2087 2087'
        where buyer_id = (select id from organisations where guid = ${FX.buyers.cardiff}::uuid)`);
      const ids = await queryRows<{ id: string }>(db, sql`select id::text from organisations where guid in (${FX.buyers.leeds}::uuid, ${FX.buyers.cardiff}::uuid)`);
      await refreshNoticeContacts(db, ids.map((r) => Number(r.id)));
      // Synthetic decision-makers at Leeds (as the demo seed makes them).
      await db.execute(sql`insert into contacts (organisation_id, title, first_name, last_name, email, phone, job_title, seniority, job_functions, synthetic)
        select o.id, 'Mr', 'Alex', 'Morgan', 'alex.morgan@leeds.example', '01632 960001', 'Chief Digital Officer', 'Chief Officer', array['IT & Digital']::text[], true
          from organisations o where o.guid = ${FX.buyers.leeds}::uuid
        union all
        select o.id, 'Ms', 'Jo', 'Evans', null, '01632 960002', 'Head of Finance', 'Second Level / Head of Service', array['Finance']::text[], true
          from organisations o where o.guid = ${FX.buyers.leeds}::uuid`);
    });

    it('splits contact point names into title, first and last name, or a desk', () => {
      expect(splitContactName('Ms Priya Shah')).toEqual({ title: 'Ms', firstName: 'Priya', lastName: 'Shah', desk: null });
      expect(splitContactName('Commercial Team')).toEqual({ title: null, firstName: '', lastName: '', desk: 'Commercial Team' });
      expect(splitContactName('someone@x.example').firstName).toBe('');
    });

    it('makes procurement contacts from the notices and keeps them up to date on the next import', async () => {
      const db = api().app.database.db;
      const rows = await queryRows<{ first_name: string; email: string | null; phone: string | null; job_title: string; seniority: string; job_functions: string[] }>(
        db,
        sql`select first_name, email, phone, job_title, seniority, job_functions from contacts where source_key is not null order by first_name`,
      );
      expect(rows).toEqual([
        { first_name: '', email: null, phone: '029 2087 2087', job_title: 'Commercial Team', seniority: 'Unspecified', job_functions: ['Procurement'] },
        // '0113 00' has fewer than 7 digits: not a phone.
        { first_name: 'Priya', email: 'priya.shah@leeds.example', phone: null, job_title: 'Procurement contact', seniority: 'Unspecified', job_functions: ['Procurement'] },
      ]);
      await db.execute(sql`update notices set buyer_contact_phone = '0113 222 3333' where buyer_id = (select id from organisations where guid = ${FX.buyers.leeds}::uuid)`);
      const ids = await queryRows<{ id: string }>(db, sql`select id::text from organisations where guid = ${FX.buyers.leeds}::uuid`);
      expect(await refreshNoticeContacts(db, ids.map((r) => Number(r.id)))).toBe(1);
      expect(await refreshNoticeContacts(db, ids.map((r) => Number(r.id)))).toBe(0);
      const [priya] = await queryRows<{ phone: string; n: number }>(db, sql`select phone, (select count(*)::int from contacts where email = 'priya.shah@leeds.example') as n from contacts where email = 'priya.shah@leeds.example'`);
      expect(priya).toEqual({ phone: '0113 222 3333', n: 1 });
    });

    it('filters by job title, seniority, function, buyer and contact information, and pages', async () => {
      const maya = await api().signIn('maya@northwind.test');
      const all = (await (await post(api(), maya, '/api/contacts/search', {})).json()) as Page;
      expect(all.total_results).toBe(4);
      // Named people first, by last name; the desk last.
      expect(all.results.map((c) => c.last_name)).toEqual(['Evans', 'Morgan', 'Shah', '']);
      const chiefs = (await (await post(api(), maya, '/api/contacts/search', { seniority: ['Chief Officer'], function: ['IT & Digital'] })).json()) as Page;
      expect(chiefs.results.map((c) => c.first_name)).toEqual(['Alex']);
      expect(chiefs.results[0]).toMatchObject({ synthetic: true, redacted: false, email: 'alex.morgan@leeds.example' });
      const withEmail = (await (await post(api(), maya, '/api/contacts/search', { must_contain_email: true, must_contain_phone: true })).json()) as Page;
      expect(withEmail.results.map((c) => c.first_name).sort()).toEqual(['Alex', 'Priya']);
      const cardiff = (await (await post(api(), maya, '/api/contacts/search', { buyer_guids: [FX.buyers.cardiff] })).json()) as Page;
      expect(cardiff.results.map((c) => c.job_title)).toEqual(['Commercial Team']);
      const title = (await (await post(api(), maya, '/api/contacts/search', { job_title: 'head of' })).json()) as Page;
      expect(title.results.map((c) => c.first_name)).toEqual(['Jo']);
      const page2 = (await (await post(api(), maya, '/api/contacts/search', { limit: 3, page: 2 })).json()) as Page;
      expect(page2).toMatchObject({ total_results: 4, results: [{ job_title: 'Commercial Team' }] });
      const bad = await post(api(), maya, '/api/contacts/search', { seniority: ['Boss'] });
      expect(bad.status).toBe(400);
      const unknown = await post(api(), maya, '/api/contacts/search', { sort: 'name' });
      expect(unknown.status).toBe(400);
      const gql = await api().graphql<{ contacts: { totalResults: number; results: { firstName: string; jobFunction: string[]; buyer: { name: string } }[] } }>(
        maya,
        'query($r: SearchContactsRequest!) { contacts(request: $r) { totalResults results { firstName jobFunction buyer { name } } } }',
        { r: { function: ['Finance'] } },
      );
      expect(gql.data?.contacts).toMatchObject({ totalResults: 1, results: [{ firstName: 'Jo', jobFunction: ['Finance'] }] });
    });

    it('redacts names, emails and phones without CONTACTS, and answers a Permission error beyond the preview', async () => {
      for (const email of ['sam@freeco.test', 'guest@guestpass.test']) {
        const t = await api().signIn(email);
        const page = (await (await post(api(), t, '/api/contacts/search', {})).json()) as Page;
        expect(page.total_results).toBe(4);
        for (const c of page.results) expect(c).toMatchObject({ first_name: null, last_name: null, email: null, phone: null, redacted: true });
        expect(page.results.map((c) => c.job_title)).toContain('Chief Digital Officer');
        const more = await post(api(), t, '/api/contacts/search', { page: 2, limit: 2 });
        expect(more.status).toBe(403);
        expect(((await more.json()) as { error: { code: string; data_type: string; message: string } }).error).toMatchObject({ code: 'paywall', data_type: 'CONTACTS' });
        const gql = await api().graphql(t, '{ contacts(request: { mustContainEmail: true }) { totalResults } }');
        expect(gql.errors?.[0]?.message).toMatch(/^Permission error/);
        expect(gql.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'paywall', dataType: 'CONTACTS' });
      }
    });

    it("lists a buyer's contacts", async () => {
      const maya = await api().signIn('maya@northwind.test');
      const leeds = (await (await api().authed(maya, `/api/buyers/${FX.buyers.leeds}/contacts?limit=20`)).json()) as Page;
      expect(leeds.results.map((c) => c.first_name).sort()).toEqual(['Alex', 'Jo', 'Priya']);
      expect((await api().authed(maya, '/api/buyers/00000000-0000-4000-8000-0000000fffff/contacts')).status).toBe(404);
      expect((await api().authed(maya, '/api/buyers/not-a-guid/contacts')).status).toBe(404);
    });

    it('exports the search or the selection as csv, refusing plans without EXPORTS', async () => {
      const maya = await api().signIn('maya@northwind.test');
      const res = await post(api(), maya, '/api/contacts/search.csv', { function: ['IT & Digital', 'Finance'] });
      expect(res.status).toBe(200);
      const rows = parse((await res.text()).replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
      expect(rows.map((r) => r['Contact name'])).toEqual(['Ms Jo Evans', 'Mr Alex Morgan']);
      expect(rows[0]).toMatchObject({ Seniority: 'Second Level / Head of Service', Function: 'Finance', 'Demo contact': 'Yes' });
      const all = (await (await post(api(), maya, '/api/contacts/search', {})).json()) as Page;
      const alex = all.results.find((c) => c.first_name === 'Alex');
      const one = await post(api(), maya, '/api/contacts/search.xlsx', { selected_contact_ids: [alex?.id] });
      expect(one.status).toBe(200);
      expect(one.headers.get('content-type')).toContain('spreadsheetml');
      const sam = await api().signIn('sam@freeco.test');
      expect((await post(api(), sam, '/api/contacts/search.csv', {})).status).toBe(403);
      const job = await api().graphql<{ exportContacts: { id: string } }>(maya, 'mutation { exportContacts(filters: { function: ["Finance"] }, exportFormat: { fileFormat: xlsx }) { id } }');
      expect(job.data?.exportContacts.id).toMatch(/^[0-9a-f-]{36}$/);
      const [stored] = await queryRows<{ kind: string; total_rows: number }>(api().app.database.db, sql`select kind, total_rows from export_jobs where guid = ${job.data?.exportContacts.id}::uuid`);
      expect(stored).toEqual({ kind: 'contacts', total_rows: 1 });
    });

    it('stores a contact request and posts its signed summary to the automation webhook, retrying a failure', async () => {
      received.length = 0;
      failing = 0;
      const maya = await api().signIn('maya@northwind.test');
      const guest = await api().signIn('guest@guestpass.test');
      const body = { contact_filters: { seniority: [SENIORITIES[0]], job_function: [JOB_FUNCTIONS[5]], buyer_guids: [FX.buyers.leeds] }, additional_information: 'Digital leads' };
      expect((await post(api(), guest, '/api/outreach_lead/request_contacts', body)).status).toBe(403);
      const missing = await post(api(), maya, '/api/outreach_lead/request_contacts', { contact_filters: { seniority: [], job_function: ['Finance'], buyer_guids: [FX.buyers.leeds] } });
      expect(missing.status).toBe(400);
      expect(await missing.text()).toContain(CONTACTS_COPY.seniorityRequired);
      const noBuyer = await post(api(), maya, '/api/outreach_lead/request_contacts', { contact_filters: { seniority: ['Chairman'], job_function: ['Finance'] } });
      expect(await noBuyer.text()).toContain(CONTACTS_COPY.buyerRequired);
      expect((await post(api(), maya, '/api/outreach_lead/request_contacts', {})).status).toBe(400);

      const res = await post(api(), maya, '/api/outreach_lead/request_contacts', body);
      expect(res.status).toBe(201);
      const { contact_request: created } = (await res.json()) as { contact_request: { id: string; webhook_status: string } };
      expect(created.webhook_status).toBe('pending');
      await waitFor(() => received.length === 1);
      const hit = received[0] as Received;
      const summary = JSON.parse(hit.body) as { request_id: string; buyers: { name: string; oscar_id: string | null }[]; requested_at: string; company: { name: string } };
      expect(summary).toMatchObject({ request_id: created.id, company: { name: 'Northwind Digital Ltd' }, buyers: [{ name: expect.stringContaining('Leeds') as string }] });
      expect(summary.buyers[0]).toHaveProperty('oscar_id');
      const ts = String(hit.headers['x-tenderlens-timestamp']);
      expect(hit.headers['x-tenderlens-signature']).toBe(`sha256=${createHmac('sha256', SECRET).update(`${ts}.${hit.body}`).digest('hex')}`);
      expect(hit.headers['idempotency-key']).toBe(created.id);

      // The receiver fails once: the request stays pending with a retry time, then the worker sends it once.
      failing = 1;
      const gql = await api().graphql<{ requestOutreachContacts: { id: string } }>(
        maya,
        'mutation($n: ID!) { requestOutreachContacts(input: { noticeGuid: $n, contactFilters: { seniority: ["Chairman"], jobFunction: ["Finance"] } }) { id } }',
        { n: FX.notices.leedsCloud },
      );
      const id = gql.data?.requestOutreachContacts.id;
      const db = api().app.database.db;
      const state = async () => (await queryRows<{ webhook_status: string; webhook_attempts: number; webhook_error: string | null }>(db, sql`select webhook_status, webhook_attempts, webhook_error from contact_requests where guid = ${id}::uuid`))[0];
      await waitFor(() => failing === 0);
      await new Promise((r) => setTimeout(r, 100));
      expect(await state()).toMatchObject({ webhook_status: 'pending', webhook_attempts: 1, webhook_error: expect.stringContaining('HTTP 500') as string });
      const deps = { ...contactRequestDepsOf(api().app.deps), backoffBaseMs: 1, now: () => new Date(Date.now() + 2 * 60 * 60_000) };
      expect(await sendDueContactRequests(deps)).toBe(1);
      expect(await state()).toMatchObject({ webhook_status: 'sent', webhook_attempts: 2 });
      expect(await sendDueContactRequests(deps)).toBe(0);
      expect(received).toHaveLength(2);
      expect(JSON.parse(received[1]?.body ?? '{}')).toMatchObject({ request_id: id, notice: { guid: FX.notices.leedsCloud } });
      const calls = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from outbound_webhook_calls where purpose = 'contact_request'`);
      expect(calls[0]?.n).toBe(3);

      // The company sees its requests; admins see every request.
      const mine = await api().graphql<{ outreachOpportunities: { id: string; buyers: string[] }[] }>(maya, '{ outreachOpportunities { id buyers } }');
      expect(mine.data?.outreachOpportunities.map((r) => r.id)).toEqual([id, created.id]);
      const admin = await api().signIn('admin@tenderlens.test');
      const list = (await (await api().authed(admin, '/api/admin/contact_requests')).json()) as { contact_requests: { guid: string; webhookStatus: string }[] };
      expect(list.contact_requests.map((r) => r.webhookStatus)).toEqual(['sent', 'sent']);
      expect((await api().authed(maya, '/api/admin/contact_requests')).status).toBe(403);
    });
  },
  { config: { contactRequestWebhook: { url: receiverUrl, secret: SECRET }, webhooks: { allowHttp: true, allowPrivateHosts: true } } },
);
