import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type LocalSmtpServer } from '../testing/smtpServer';
import { createMailer } from './mailer';

describe('mailer', () => {
  let smtp: LocalSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
  });

  const message = {
    from: 'Tenderlens <no-reply@tenderlens.test>',
    to: ['a@example.org'],
    cc: ['me@example.org'],
    subject: 'Hello',
    text: 'Body text',
    html: '<p>Body</p>',
  };

  it('sends over SMTP to every recipient', async () => {
    const mailer = createMailer({ smtpUrl: smtp.url });
    const { messageId } = await mailer.send(message);
    mailer.close();
    expect(messageId).toMatch(/@/);
    const got = smtp.received.at(-1);
    expect(got?.to).toEqual(['a@example.org', 'me@example.org']);
    expect(got?.raw).toContain('Subject: Hello');
    expect(got?.raw).toContain('Body text');
  });

  it('builds the message without sending when no SMTP is configured', async () => {
    const mailer = createMailer();
    expect(mailer.transport).toBe('outbox');
    expect((await mailer.send(message)).messageId).toMatch(/@/);
  });

  it('fails (throws) when the SMTP server is unreachable', async () => {
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', timeoutMs: 2000 });
    await expect(mailer.send(message)).rejects.toThrow();
    mailer.close();
  });
});
