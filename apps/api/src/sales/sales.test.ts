import { afterAll, expect, it } from 'vitest';
import { describeOnDatabases, type ApiHarness } from '../testing/api';
import { startSmtpServer, type LocalSmtpServer } from '../testing/smtpServer';

const smtp: LocalSmtpServer = await startSmtpServer();
afterAll(() => smtp.close());

const demo = {
  first_name: 'Maya',
  last_name: 'Patel',
  email: 'maya@northwind.test',
  phone: '+44 (0)20 7946 0958',
  context: 'AWARDS',
};

async function post(api: ApiHarness, who: string, path: string, body: unknown) {
  const tokens = await api.signIn(who);
  return api.authed(tokens, path, { method: 'POST', body: JSON.stringify(body) });
}

await describeOnDatabases(
  'book a demo',
  (api) => {
    it('stores the request, emails it to the sales address through SMTP and shows it to admins', async () => {
      const before = smtp.received.length;
      const res = await post(api(), 'maya@northwind.test', '/api/demo_requests', demo);
      expect(res.status).toBe(201);
      const created = (await res.json()) as { id: string; created_at: string };
      expect(created.id).toMatch(/^\d+$/);
      expect(Number.isNaN(Date.parse(created.created_at))).toBe(false);

      const mail = smtp.received.slice(before);
      expect(mail.map((m) => m.to)).toEqual([['sales@tenderlens.test']]);
      expect(mail[0]?.raw).toContain('Demo request: Maya Patel, Northwind Digital Ltd');
      expect(mail[0]?.raw).toContain('+44 (0)20 7946 0958');
      expect(mail[0]?.raw).toMatch(/Reply-To: maya@northwind\.test/i);

      const admin = await api().signIn('admin@tenderlens.test');
      const list = await api().authed(admin, '/api/admin/demo_requests');
      expect(list.status).toBe(200);
      const { demo_requests } = (await list.json()) as { demo_requests: Record<string, unknown>[] };
      expect(demo_requests[0]).toMatchObject({
        id: created.id,
        first_name: 'Maya',
        last_name: 'Patel',
        email: 'maya@northwind.test',
        phone: '+44 (0)20 7946 0958',
        context: 'AWARDS',
        company: { name: 'Northwind Digital Ltd' },
        user: { email: 'maya@northwind.test' },
        email_status: 'sent',
      });
    });

    it('takes a request from a guest and a Free user too (upgrade prompts lead there); refuses without a session', async () => {
      for (const who of ['guest@guestpass.test', 'sam@freeco.test']) {
        const res = await post(api(), who, '/api/demo_requests', { ...demo, phone: null, context: null });
        expect(res.status, who).toBe(201);
      }
      const anonymous = await api().request('/api/demo_requests', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(demo),
      });
      expect(anonymous.status).toBe(401);
    });

    it.each([
      [{ ...demo, first_name: ' ' }, 'First name is required'],
      [{ ...demo, last_name: '' }, 'Last name is required'],
      [{ ...demo, email: '' }, 'Email is required'],
      [{ ...demo, email: 'maya@' }, 'Invalid email format'],
      [{ ...demo, phone: '12-34' }, 'Invalid phone number format'],
      [{ ...demo, phone: '0800 CALL NOW' }, 'Invalid phone number format'],
      [{ ...demo, admin: true }, 'admin'],
      [{ ...demo, first_name: 'Ma\u0000ya' }, 'NUL characters'],
      [{ ...demo, last_name: 'Patel\r\nBcc: x@example.org' }, 'control characters'],
      [{ ...demo, first_name: 'Maya\ud800' }, 'unpaired UTF-16 surrogates'],
      [{ ...demo, context: 'x'.repeat(201) }, 'at most 200'],
      [{ ...demo, first_name: 'M'.repeat(101) }, 'at most 100'],
      [{ first_name: 'Maya' }, 'last_name'],
    ])('refuses %j with a 400 naming the problem (%s)', async (body, message) => {
      const res = await post(api(), 'maya@northwind.test', '/api/demo_requests', body);
      expect(res.status).toBe(400);
      const json = (await res.json()) as { error: { code: string; message: string } };
      expect(json.error.code).toBe('bad_request');
      expect(json.error.message).toContain(message);
    });

    it('answers the sixth request of the hour from one user with 429 and Retry-After, and emails nothing for it', async () => {
      // leo has sent none yet: five go through, the sixth is refused (RATE_LIMITS.demoRequestsPerUser).
      for (let i = 0; i < 5; i += 1) expect((await post(api(), 'leo@northwind.test', '/api/demo_requests', demo)).status).toBe(201);
      const before = smtp.received.length;
      const refused = await post(api(), 'leo@northwind.test', '/api/demo_requests', demo);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(smtp.received.length).toBe(before);
    });

    it('refuses a body that is not JSON', async () => {
      const tokens = await api().signIn('maya@northwind.test');
      const res = await api().authed(tokens, '/api/demo_requests', { method: 'POST', body: 'first_name=Maya' });
      expect(res.status).toBe(400);
    });

    it('shows the requests and the interaction log to admins only', async () => {
      for (const who of ['maya@northwind.test', 'sam@freeco.test', 'guest@guestpass.test']) {
        const tokens = await api().signIn(who);
        for (const path of ['/api/admin/demo_requests', '/api/admin/sales_interactions'])
          expect((await api().authed(tokens, path)).status, `${who} ${path}`).toBe(403);
      }
      const admin = await api().signIn('admin@tenderlens.test');
      expect((await api().authed(admin, '/api/admin/demo_requests?limit=0')).status).toBe(400);
      expect((await api().authed(admin, '/api/admin/demo_requests?limit=1')).status).toBe(200);
    });
  },
  { config: { smtpUrl: smtp.url } },
);

await describeOnDatabases('sales-interaction log', (api) => {
  const interaction = {
    actionType: 'BOOK_A_DEMO_CANCELLED',
    dataType: 'CONTACTS',
    pageUrl: '/notices?dataType=CONTACTS',
    contextSource: 'book_a_demo_modal',
  };

  it('stores actionType, dataType, pageUrl and contextSource with the user, for admins to read', async () => {
    const res = await post(api(), 'sam@freeco.test', '/api/sales_interactions', interaction);
    expect(res.status).toBe(204);
    const none = await post(api(), 'guest@guestpass.test', '/api/sales_interactions', {
      ...interaction,
      dataType: null,
      contextSource: null,
    });
    expect(none.status).toBe(204);

    const admin = await api().signIn('admin@tenderlens.test');
    const list = await api().authed(admin, '/api/admin/sales_interactions');
    const { sales_interactions } = (await list.json()) as { sales_interactions: Record<string, unknown>[] };
    expect(sales_interactions.slice(0, 2)).toMatchObject([
      { action_type: 'BOOK_A_DEMO_CANCELLED', data_type: null, page_url: '/notices?dataType=CONTACTS', context_source: null, company_name: 'Guest pass' },
      { action_type: 'BOOK_A_DEMO_CANCELLED', data_type: 'CONTACTS', page_url: '/notices?dataType=CONTACTS', context_source: 'book_a_demo_modal', company_name: 'FreeCo' },
    ]);
  });

  it.each([
    [{ ...interaction, extra: 1 }, 'extra'],
    [{ ...interaction, actionType: 'cancelled' }, 'actionType'],
    [{ ...interaction, dataType: 'EVERYTHING' }, 'dataType'],
    [{ ...interaction, pageUrl: 'https://evil.example/' }, 'pageUrl'],
    [{ ...interaction, pageUrl: '/notices\u0000' }, 'NUL characters'],
    [{ ...interaction, pageUrl: `/${'a'.repeat(2000)}` }, 'at most 2000'],
    [{ ...interaction, contextSource: 'Book A Demo' }, 'contextSource'],
  ])('refuses %j with a 400 (%s)', async (body, message) => {
    const res = await post(api(), 'maya@northwind.test', '/api/sales_interactions', body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toContain(message);
  });
});
