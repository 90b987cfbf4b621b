import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { awardUnlocks, emailOutbox, shareLinks } from '../db/schema/index';
import { createMailer } from '../email/mailer';
import { retryFailedEmails } from '../email/outbox';
import { describeOnDatabases, type ApiHarness, type Tokens } from '../testing/api';
import { startSmtpServer, type LocalSmtpServer } from '../testing/smtpServer';
import {
  insertWorkspaceFixtures,
  workspaceBeforeAll,
  type WorkspaceFixtures,
} from '../testing/workspaceFixtures';

const share = (api: ApiHarness, t: Tokens, body: unknown) =>
  api.authed(t, '/api/records/share', { method: 'POST', body: JSON.stringify(body) });

const smtp: LocalSmtpServer = await startSmtpServer();
afterAll(() => smtp.close());


await describeOnDatabases('share via email (outbox transport)', (api) => {
  const w = workspaceBeforeAll(api);

  it('validates recipients with the form’s copy and refuses guests', async () => {
    const guid = w.fx.notices[0]?.guid;
    const none = await share(api(), w.t.maya, { emails: '  ', guids: [guid] });
    expect(none.status).toBe(400);
    expect(((await none.json()) as { error: { message: string } }).error.message).toBe(
      'emails: Please enter at least one email address',
    );
    const bad = await share(api(), w.t.maya, { emails: 'a@example.org, not-an-email', guids: [guid] });
    expect(((await bad.json()) as { error: { message: string } }).error.message).toBe(
      'emails.1: Please enter a valid email address',
    );
    expect((await share(api(), w.t.maya, { emails: ['a@example.org'], guids: [] })).status).toBe(400);
    expect(
      (
        await share(api(), w.t.maya, {
          emails: ['a@example.org'],
          guids: ['00000000-0000-4000-8000-000000000000'],
        })
      ).status,
    ).toBe(400);
    expect((await share(api(), w.t.guest, { emails: ['a@example.org'], guids: [guid] })).status).toBe(403);
  });

  it('creates share links, stores the email in the outbox, and the link opens the record without a session', async () => {
    const [n0, n1] = w.fx.notices;
    const res = await share(api(), w.t.maya, {
      emails: 'a@example.org b@example.org\nA@example.org',
      message: 'Worth a look',
      guids: [n0?.guid, n1?.guid],
      cc: true,
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      status: string;
      outbox_id: string;
      share_links: { token: string; url: string; resource_id: string; expires_at: string }[];
    };
    expect(body.status).toBe('stored');
    expect(body.share_links).toHaveLength(2);
    expect(body.share_links[0]?.url).toMatch(new RegExp(`/records/${n0?.guid}\\?share=`));
    const [row] = await api()
      .db.handle.db.select()
      .from(emailOutbox)
      .where(eq(emailOutbox.id, Number(body.outbox_id)));
    expect(row).toMatchObject({
      status: 'stored',
      toAddresses: ['a@example.org', 'b@example.org'],
      ccAddresses: ['maya@northwind.test'],
      kind: 'share_record',
    });
    expect(row?.subject).toBe('Maya Patel shared 2 notices with you');
    expect(row?.textBody).toContain('Worth a look');
    expect(row?.textBody).toContain(body.share_links[1]?.url ?? 'missing');

    const token = body.share_links[0]?.token ?? '';
    const opened = await api().request(`/api/share_links/${token}`);
    expect(opened.status).toBe(200);
    const resolved = (await opened.json()) as {
      record: { guid: string; name: string; buyer: { name: string } };
    };
    expect(resolved.record).toMatchObject({
      guid: n0?.guid,
      name: n0?.name,
      buyer: { name: 'Leeds City Council' },
    });
    expect((await api().request('/api/share_links/unknown-token-0000000000')).status).toBe(404);
    expect((await api().request('/api/share_links/bad')).status).toBe(400);

    await api()
      .db.handle.db.update(shareLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(shareLinks.token, token));
    expect((await api().request(`/api/share_links/${token}`)).status).toBe(410);

    const outbox = await api().authed(w.t.admin, '/api/admin/outbox?limit=5');
    expect(((await outbox.json()) as { emails: { id: string }[] }).emails[0]?.id).toBe(body.outbox_id);
    expect((await api().authed(w.t.maya, '/api/admin/outbox')).status).toBe(403);
  });
});

interface ResolvedJson {
  share_link: {
    token: string;
    title: string;
    resource_type: string;
    resource_id: string;
    expires_at: string;
    url: string;
  };
  message: string | null;
  shared_by: { first_name: string; last_name: string; email: string; company_name: string | null } | null;
  record: Record<string, unknown> & { guid: string; value: number | null; redacted: boolean };
}

await describeOnDatabases('share links: what the link opens without a session', (api) => {
  const w = workspaceBeforeAll(api);

  const shareOne = async (who: Tokens, guid: string | undefined, message?: string) => {
    const res = await share(api(), who, { emails: ['recipient@example.org'], guids: [guid], message });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { share_links: { token: string }[] };
    return body.share_links[0]?.token ?? '';
  };
  const open = (token: string) => api().request(`/api/share_links/${token}`);

  it('a valid token opens the one record, with the message and the sharer, and nothing of the team', async () => {
    const notice = w.fx.notices[0];
    const token = await shareOne(w.t.maya, notice?.guid, 'Worth a look\nBid by Friday?');
    const res = await open(token);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as ResolvedJson;
    expect(Object.keys(body).sort()).toEqual(['message', 'record', 'share_link', 'shared_by']);
    expect(body.message).toBe('Worth a look\nBid by Friday?');
    expect(body.shared_by).toEqual({
      first_name: 'Maya',
      last_name: 'Patel',
      email: 'maya@northwind.test',
      company_name: 'Northwind Digital Ltd',
    });
    expect(body.share_link).toMatchObject({
      token,
      resource_type: 'record',
      resource_id: notice?.guid,
      title: notice?.name,
    });
    // The public fields only: no lead, qualification, comments, lists, signals or suppliers.
    expect(Object.keys(body.record).sort()).toEqual(
      [
        'buyer',
        'close_date',
        'currency',
        'description',
        'guid',
        'name',
        'publish_date',
        'redacted',
        'stage',
        'url',
        'value',
      ].sort(),
    );
    expect(body.record).toMatchObject({
      guid: notice?.guid,
      name: notice?.name,
      stage: 'OPEN',
      value: 100_000,
      redacted: false,
    });

    // Without a message, `message` is null.
    const plain = (await (await open(await shareOne(w.t.maya, notice?.guid))).json()) as ResolvedJson;
    expect(plain.message).toBeNull();
  });

  it('an expired token answers 410 and an unknown one 404', async () => {
    const token = await shareOne(w.t.maya, w.fx.notices[1]?.guid);
    api().clock.offsetMs = 31 * 86_400_000;
    try {
      const expired = await open(token);
      expect(expired.status).toBe(410);
      expect(((await expired.json()) as { error: { code: string } }).error.code).toBe('expired');
    } finally {
      api().clock.offsetMs = 0;
    }
    expect((await open(token)).status).toBe(200);
    const unknown = await open('AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { code: string } }).error.code).toBe('not_found');
  });

  it('a tampered token opens nothing: one character changed 404, cut short 404, not a token 400', async () => {
    const token = await shareOne(w.t.maya, w.fx.notices[0]?.guid);
    const last = token.slice(-1);
    const flipped = `${token.slice(0, -1)}${last === 'A' ? 'B' : 'A'}`;
    expect((await open(flipped)).status).toBe(404);
    expect((await open(token.slice(0, -4))).status).toBe(404);
    expect((await open(`${token}x`)).status).toBe(404);
    expect((await open(encodeURIComponent(`${token.slice(0, 20)}'or'1'='1`))).status).toBe(400);
    expect(
      (await open(token.toUpperCase() === token ? token.toLowerCase() : token.toUpperCase())).status,
    ).toBe(404);
  });

  it('a token of another resource type does not open a record', async () => {
    await api()
      .db.handle.db.insert(shareLinks)
      .values({
        token: 'buyer-list-token-000000000000',
        title: 'A buyer list',
        resourceType: 'buyer_list',
        resourceId: w.fx.notices[0]?.guid ?? '',
        expiresAt: new Date(Date.now() + 86_400_000),
      });
    expect((await open('buyer-list-token-000000000000')).status).toBe(404);
  });

  it("shows an awarded notice as the sharer's company sees it: Free withholds the value until unlocked, Growth shows it", async () => {
    const awarded = w.fx.notices.find((n) => n.stage === 'AWARDED');
    const fromSam = await shareOne(w.t.sam, awarded?.guid);
    const free = (await (await open(fromSam)).json()) as ResolvedJson;
    expect(free.record).toMatchObject({ stage: 'AWARDED', value: null, redacted: true });
    expect(free.shared_by?.company_name).toBe('FreeCo');

    const fromMaya = await shareOne(w.t.maya, awarded?.guid);
    const growth = (await (await open(fromMaya)).json()) as ResolvedJson;
    expect(growth.record).toMatchObject({ stage: 'AWARDED', value: 300_000, redacted: false });

    // FreeCo unlocks this award (Free plan's monthly unlock): Sam's link now shows what Sam's record page shows.
    const unlock = await api().graphql<{ unlockAward: { awardAccess: { visible: boolean } } }>(
      w.t.sam,
      'mutation($guid: String!) { unlockAward(guid: $guid) { awardAccess { visible } } }',
      { guid: awarded?.guid },
    );
    expect(unlock.data?.unlockAward.awardAccess.visible).toBe(true);
    const unlocked = (await (await open(fromSam)).json()) as ResolvedJson;
    expect(unlocked.record).toMatchObject({ value: 300_000, redacted: false });
    await api().db.handle.db.delete(awardUnlocks);
  });
});

await describeOnDatabases(
  'share via email (SMTP)',
  (api) => {
    let fx: WorkspaceFixtures;
    let maya: Tokens;
    beforeAll(async () => {
      fx = await insertWorkspaceFixtures(api().db.handle.db);
      maya = await api().signIn('maya@northwind.test');
    });
    it('sends through the SMTP server', async () => {
      const before = smtp.received.length;
      const res = await share(api(), maya, {
        emails: ['buyer-team@example.org'],
        guids: [fx.notices[0]?.guid],
      });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { status: string }).status).toBe('sent');
      const got = smtp.received.slice(before);
      expect(got.map((m) => m.to)).toEqual([['buyer-team@example.org']]);
      // Undo quoted-printable: soft line breaks and "=3D".
      const decoded = (got[0]?.raw ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      expect(decoded).toContain(`/records/${fx.notices[0]?.guid}?share=`);
    });
  },
  { config: { smtpUrl: smtp.url } },
);

await describeOnDatabases(
  'share via email (SMTP down)',
  (api) => {
    let fx: WorkspaceFixtures;
    let maya: Tokens;
    let admin: Tokens;
    beforeAll(async () => {
      fx = await insertWorkspaceFixtures(api().db.handle.db);
      maya = await api().signIn('maya@northwind.test');
      admin = await api().signIn('admin@tenderlens.test');
    });
    it('answers 502 "Failed to send email" and keeps the message as failed in the outbox', async () => {
      const res = await share(api(), maya, { emails: ['x@example.org'], guids: [fx.notices[0]?.guid] });
      expect(res.status).toBe(502);
      const body = (await res.json()) as { error: { code: string; message: string }; outbox_id: string };
      expect(body.error).toEqual({ code: 'email_failed', message: 'Failed to send email' });
      const [row] = await api()
        .db.handle.db.select()
        .from(emailOutbox)
        .orderBy(desc(emailOutbox.id))
        .limit(1);
      expect(row).toMatchObject({ status: 'failed', attempts: 1, toAddresses: ['x@example.org'] });
      expect(row?.error).toBeTruthy();
      const retried = await api().authed(admin, `/api/admin/outbox/${body.outbox_id}/retry`, {
        method: 'POST',
      });
      expect(((await retried.json()) as { status: string }).status).toBe('failed');

      // The outbox job sends it once SMTP is back, and then has nothing left to do.
      const mailer = createMailer({ smtpUrl: smtp.url });
      const before = smtp.received.length;
      expect(await retryFailedEmails(api().db.handle.db, mailer, { minAgeMs: 0 })).toBe(1);
      expect(await retryFailedEmails(api().db.handle.db, mailer, { minAgeMs: 0 })).toBe(0);
      mailer.close();
      const [sent] = await api()
        .db.handle.db.select()
        .from(emailOutbox)
        .where(eq(emailOutbox.id, Number(body.outbox_id)));
      expect(sent).toMatchObject({ status: 'sent', attempts: 3, error: null });
      expect(smtp.received.slice(before).map((m) => m.to)).toEqual([['x@example.org']]);
    });
  },
  { config: { smtpUrl: 'smtp://127.0.0.1:1' } },
);
