import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { emailOutbox, shareLinks } from '../db/schema/index';
import { createMailer } from '../email/mailer';
import { retryFailedEmails } from '../email/outbox';
import { describeOnDatabases, type ApiHarness, type Tokens } from '../testing/api';
import { startSmtpServer, type LocalSmtpServer } from '../testing/smtpServer';
import {
  insertWorkspaceFixtures,
  signInDemoUsers,
  type DemoTokens,
  type WorkspaceFixtures,
} from '../testing/workspaceFixtures';

const share = (api: ApiHarness, t: Tokens, body: unknown) =>
  api.authed(t, '/api/records/share', { method: 'POST', body: JSON.stringify(body) });

const smtp: LocalSmtpServer = await startSmtpServer();
afterAll(() => smtp.close());

await describeOnDatabases('share via email (outbox transport)', (api) => {
  let fx: WorkspaceFixtures;
  let t: DemoTokens;
  beforeAll(async () => {
    fx = await insertWorkspaceFixtures(api().db.handle.db);
    t = await signInDemoUsers(api());
  });

  it('validates recipients with the form’s copy and refuses guests', async () => {
    const guid = fx.notices[0]?.guid;
    const none = await share(api(), t.maya, { emails: '  ', guids: [guid] });
    expect(none.status).toBe(400);
    expect(((await none.json()) as { error: { message: string } }).error.message).toBe(
      'emails: Please enter at least one email address',
    );
    const bad = await share(api(), t.maya, { emails: 'a@example.org, not-an-email', guids: [guid] });
    expect(((await bad.json()) as { error: { message: string } }).error.message).toBe(
      'emails.1: Please enter a valid email address',
    );
    expect((await share(api(), t.maya, { emails: ['a@example.org'], guids: [] })).status).toBe(400);
    expect(
      (
        await share(api(), t.maya, {
          emails: ['a@example.org'],
          guids: ['00000000-0000-4000-8000-000000000000'],
        })
      ).status,
    ).toBe(400);
    expect((await share(api(), t.guest, { emails: ['a@example.org'], guids: [guid] })).status).toBe(403);
  });

  it('creates share links, stores the email in the outbox, and the link opens the record without a session', async () => {
    const [n0, n1] = fx.notices;
    const res = await share(api(), t.maya, {
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

    const outbox = await api().authed(t.admin, '/api/admin/outbox?limit=5');
    expect(((await outbox.json()) as { emails: { id: string }[] }).emails[0]?.id).toBe(body.outbox_id);
    expect((await api().authed(t.maya, '/api/admin/outbox')).status).toBe(403);
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
