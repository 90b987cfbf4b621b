import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { queryRows } from '../db/client';
import { describeOnDatabases, type ApiHarness, type Tokens } from '../testing/api';
import { seedSearchFixtures } from '../testing/searchFixtures';
import { crmRequest } from './client';
import { createSecretBox } from './crypto';
import { createHubspotClient } from './hubspot';
import { createSalesforceClient, soqlString } from './salesforce';
import { forgetHubspotIdTokens } from './supportChat';
import { startFakeCrm } from './testing/fakeCrm';

const fake = await startFakeCrm();
afterAll(() => fake.close());
const fast = { backoffMs: 1, maxBackoffMs: 5, sleep: () => Promise.resolve() };
const hubspotConfig = { ...loadConfig({}).crm.hubspot, apiUrl: fake.url, clientId: 'hub-client', clientSecret: 'hub-secret', authUrl: `${fake.url}/oauth/authorize` };

describe('secrets at rest', () => {
  it('seals with AES-GCM bound to the company and refuses another company or a change', () => {
    const box = createSecretBox(Buffer.alloc(32, 7));
    const sealed = box.seal('pat-na1-secret', 5);
    expect(sealed).not.toContain('secret');
    expect(box.open(sealed, 5)).toBe('pat-na1-secret');
    expect(() => box.open(sealed, 6)).toThrow();
    expect(() => box.open(sealed.slice(0, -2) + 'AA', 5)).toThrow();
  });
});

describe('the transport and clients against the fake CRM', () => {
  it('retries a 429 with back-off and refreshes a 401 once', async () => {
    const tokens = { accessToken: fake.privateAppToken, refreshToken: null, expiresAt: null, instanceUrl: null };
    fake.rateLimitNext(2);
    const res = await crmRequest({ tokens: () => tokens, refresh: null }, { method: 'GET', url: `${fake.url}/account-info/v3/details` }, fast);
    expect(res.status).toBe(200);
    fake.rateLimitNext(5);
    await expect(crmRequest({ tokens: () => tokens, refresh: null }, { method: 'GET', url: `${fake.url}/account-info/v3/details` }, fast)).rejects.toMatchObject({ status: 429 });
    fake.rateLimitNext(0);
    let current = { ...tokens, accessToken: 'expired' };
    let refreshed = 0;
    const ok = await crmRequest(
      { tokens: () => current, refresh: async () => ((refreshed++, (current = { ...current, accessToken: fake.privateAppToken })), current) },
      { method: 'GET', url: `${fake.url}/account-info/v3/details` },
      fast,
    );
    expect([ok.status, refreshed]).toEqual([200, 1]);
  });

  it('HubSpot: creates a contact once, reports the 409 duplicate with its id, searches companies, creates an associated deal', async () => {
    const source = { tokens: () => ({ accessToken: fake.privateAppToken, refreshToken: null, expiresAt: null, instanceUrl: null }), refresh: null };
    const hub = createHubspotClient(hubspotConfig, source, () => '4242', fast);
    const first = await hub.createContact({ firstName: 'Alex', lastName: 'Moss', contactId: '1', emailAddress: 'alex@leeds.test', jobTitle: 'Head of Procurement' }, null);
    const again = await hub.createContact({ firstName: 'Alex', lastName: 'Moss', contactId: '1', emailAddress: 'alex@leeds.test' }, null);
    expect(first.duplicate).toBe(false);
    expect(again).toEqual({ id: first.id, url: first.url, duplicate: true });
    expect(first.url).toBe(`${hubspotConfig.appUrl}/contacts/4242/record/0-1/${first.id}`);
    const search = await hub.searchAccounts('leeds', 1);
    expect(search.accounts.map((a) => a.name)).toHaveLength(1);
    expect(search.moreExist).toBe(true);
    const deal = await hub.createDeal({ dealname: 'Cloud hosting', amount: '1000' }, search.accounts[0]!.id);
    expect(fake.objects.get('deals')?.get(deal.id)?.['associations']).toEqual([{ to: { id: search.accounts[0]!.id }, types: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: 5 }] }]);
    const fields = await hub.dealFields();
    expect(fields.map((f) => f.name)).toEqual(['dealname', 'amount', 'closedate', 'description', 'pipeline', 'dealstage', 'dealtype']);
    expect(fields.find((f) => f.name === 'description')?.hasValues).toBe(false);
    expect((await hub.propertyValues('dealstage', { pipeline: 'public' })).map((v) => v.id)).toEqual(['tender', 'bid']);
    fake.failNext(400);
    await expect(hub.createDeal({ dealname: 'x' }, null)).rejects.toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
  });

  it('Salesforce: SOQL account search with escaping, duplicate by email, Opportunity picklists and required fields', async () => {
    const source = { tokens: () => ({ accessToken: fake.privateAppToken, refreshToken: null, expiresAt: null, instanceUrl: fake.url }), refresh: null };
    const sf = createSalesforceClient(source, fast);
    expect(soqlString("O'Brien_%", true)).toBe("'%O\\'Brien\\_\\%%'");
    expect((await sf.searchAccounts('kent', 50)).accounts.map((a) => a.name)).toEqual(['Kent County Council']);
    const c1 = await sf.createContact({ firstName: 'Jo', lastName: 'Bloggs', contactId: '2', emailAddress: 'jo@kent.test' }, null);
    const c2 = await sf.createContact({ firstName: 'Jo', lastName: 'Bloggs', contactId: '2', emailAddress: 'jo@kent.test' }, null);
    expect([c1.duplicate, c2.duplicate, c2.id]).toEqual([false, true, c1.id]);
    expect((await sf.propertyValues('StageName', {})).map((v) => v.id)).toEqual(['Prospecting', 'Qualification']);
    expect((await sf.dealFields()).filter((f) => f.required).map((f) => f.name)).toEqual(['Name', 'CloseDate', 'StageName']);
    await expect(sf.createDeal({ Name: 'x' }, null)).rejects.toMatchObject({ status: 400, code: 'REQUIRED_FIELD_MISSING' });
  });
});

const post = async (api: ApiHarness, who: Tokens, path: string, body: unknown) => {
  const res = await api.authed(who, path, { method: 'POST', body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & { error?: { code: string } } };
};

await describeOnDatabases(
  'CRM over the API',
  (api) => {
    it('connects HubSpot by OAuth, sends a contact once (then a duplicate), a notice into mapped fields, refreshes an expired token', async () => {
      await seedSearchFixtures(api().app.database.db);
      const maya = await api().signIn('maya@northwind.test');
      const start = await post(api(), maya, '/api/integrations/oauth/start', { provider: 'HUBSPOT' });
      expect(String(start.body['url'])).toContain(`${fake.url}/oauth/authorize?client_id=hub-client`);
      const consent = await fetch(String(start.body['url']), { redirect: 'manual' });
      const back = new URL(consent.headers.get('location')!);
      expect(back.pathname).toBe('/account-management/integrations/setup');
      const forged = await post(api(), maya, '/api/integrations/oauth/complete', { code: back.searchParams.get('code'), state: `${back.searchParams.get('state')}x` });
      expect(forged.status).toBe(404);
      const done = await post(api(), maya, '/api/integrations/oauth/complete', { code: back.searchParams.get('code'), state: back.searchParams.get('state') });
      expect(done.body).toMatchObject({ provider: 'HUBSPOT', authKind: 'oauth', accountId: '4242' });
      const [stored] = await queryRows<{ access_token_enc: string }>(api().db.handle.db, sql`select access_token_enc from crm_connections`);
      expect(stored!.access_token_enc).toMatch(/^v1\./);

      const [contact] = await queryRows<{ id: string; email: string | null }>(api().db.handle.db, sql`insert into contacts (organisation_id, first_name, last_name, email, job_title)
        select id, 'Alex', 'Moss', 'alex.moss.' || md5(random()::text) || '@buyer.test', 'Head of Procurement' from organisations order by id limit 1 returning id::text, email`);
      const payload = { firstName: 'A', lastName: 'B', contactId: contact!.id };
      const sent = await post(api(), maya, '/api/integrations/contacts/send', payload);
      expect(sent.body).toMatchObject({ isDuplicate: false, provider: 'HUBSPOT' });
      const twice = await post(api(), maya, '/api/integrations/contacts/send', payload);
      expect(twice.body).toMatchObject({ isDuplicate: true, externalUrl: sent.body['externalUrl'] });
      expect([...fake.objects.get('contacts')!.values()].filter((c) => c['email'] === contact!.email)).toHaveLength(1);
      expect((await post(api(), maya, '/api/integrations/contacts/describe', { contactId: contact!.id })).body['externalUrl']).toBe(sent.body['externalUrl']);

      const [notice] = await queryRows<{ guid: string; name: string }>(api().db.handle.db, sql`select guid::text, name from notices where stage = 'OPEN' order by id limit 1`);
      const form = await api().authed(maya, `/api/integrations/form?type=notice&id=${notice!.guid}`);
      const fields = ((await form.json()) as { fields: { name: string; value: string }[] }).fields;
      expect(fields.find((f) => f.name === 'dealname')?.value).toBe(notice!.name.slice(0, 255));
      expect(fields.find((f) => f.name === 'description')?.value).toContain(`/records/${notice!.guid}`);
      fake.expireTokens();
      const values = Object.fromEntries(fields.map((f) => [f.name, f.value]));
      const deal = await post(api(), maya, '/api/integrations/notices/send', { guid: notice!.guid, fields: JSON.stringify({ ...values, pipeline: 'default', dealstage: 'qualifiedtobuy', dealtype: '' }) });
      expect(deal.status).toBe(200);
      const created = [...fake.objects.get('deals')!.values()].find((d) => d['dealname'] === values['dealname'])!;
      expect(created).not.toHaveProperty('dealtype');
      fake.failNext(400);
      const [other] = await queryRows<{ guid: string }>(api().db.handle.db, sql`select guid::text from notices order by id desc limit 1`);
      const rejected = await post(api(), maya, '/api/integrations/notices/send', { guid: other!.guid, fields: { dealname: 'x' } });
      expect([rejected.status, rejected.body.error?.code]).toEqual([400, 'crm_rejected']);
      const guest = await api().signIn('guest@guestpass.test');
      expect((await post(api(), guest, '/api/integrations/contacts/send', payload)).status).toBe(403);
    });
  },
  { config: { publicUrl: 'http://app.test', crm: { key: Buffer.alloc(32, 1), hubspot: hubspotConfig, salesforce: { clientId: 'sf', clientSecret: 'sf', loginUrl: fake.url } } } },
);

await describeOnDatabases(
  'hubspotIdToken over GraphQL',
  (api) => {
    const query = '{ hubspotIdToken { token expiresAt } }';
    const minted = () => fake.requests.filter((r) => r.path === '/conversations/v3/visitor-identification/tokens/create');
    it("mints a visitor token for the user's email and names with Tenderlens' chat token, keeps it 12 hours, then mints anew", async () => {
      forgetHubspotIdTokens();
      const maya = await api().signIn('maya@northwind.test');
      const before = minted().length;
      const first = await api().graphql<{ hubspotIdToken: { token: string; expiresAt: string } }>(maya, query);
      expect(first.errors).toBeUndefined();
      const token = first.data!.hubspotIdToken;
      expect(token.token).toContain(Buffer.from('maya@northwind.test').toString('base64url'));
      expect(new Date(token.expiresAt).getTime() - Date.now() - api().clock.offsetMs).toBeGreaterThan(11.9 * 3600_000);
      const request = minted().at(-1)!;
      expect(request.authorization).toBe(`Bearer ${fake.privateAppToken}`);
      expect(request.body).toMatchObject({ email: 'maya@northwind.test', firstName: expect.any(String), lastName: expect.any(String) });

      // Within 12 hours: the same token, HubSpot not asked again.
      api().clock.offsetMs += 11 * 3600_000;
      const again = await api().graphql<{ hubspotIdToken: { token: string } }>(await api().signIn('maya@northwind.test'), query);
      expect(again.data!.hubspotIdToken.token).toBe(token.token);
      expect(minted().length).toBe(before + 1);

      // Stale after 12 hours: a new one.
      api().clock.offsetMs += 2 * 3600_000;
      const later = await api().graphql<{ hubspotIdToken: { token: string } }>(await api().signIn('maya@northwind.test'), query);
      expect(later.data!.hubspotIdToken.token).not.toBe(token.token);
      expect(minted().length).toBe(before + 2);
    });

    it('identifies a guest too; a HubSpot failure is an error, not a token', async () => {
      forgetHubspotIdTokens();
      const guest = await api().signIn('guest@guestpass.test');
      const ok = await api().graphql<{ hubspotIdToken: { token: string } }>(guest, query);
      expect(ok.data!.hubspotIdToken.token).toMatch(/^visitor-/);
      forgetHubspotIdTokens();
      fake.failNext(400);
      const failed = await api().graphql(guest, query);
      expect(failed.errors?.[0]?.message).toBe('The support chat could not identify you');
    });
  },
  { config: { crm: { key: Buffer.alloc(32, 1), hubspot: { ...hubspotConfig, chatToken: fake.privateAppToken }, salesforce: { clientId: 'sf', clientSecret: 'sf', loginUrl: fake.url } } } },
);

describe('hubspotIdToken without a chat token', () => {
  it('is null: the chat stays anonymous', async () => {
    const { hubspotIdToken } = await import('./supportChat');
    const config = { ...loadConfig({}), crm: { ...loadConfig({}).crm, hubspot: { ...hubspotConfig, chatToken: undefined } } };
    await expect(hubspotIdToken({ db: null as never, config, now: () => new Date() }, 1)).resolves.toBeNull();
  });
});
