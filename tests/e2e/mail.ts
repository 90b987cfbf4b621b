import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What the local SMTP server of the e2e harness received (tests/harness/smtp.mjs). */
export interface ReceivedMail {
  from: string | null;
  to: string[];
  subject: string;
  /** The decoded text and HTML parts, one after the other. */
  body: string;
}

const mailDir = process.env.E2E_MAIL_DIR;

/** Undoes quoted-printable (soft line breaks, =XX bytes) as UTF-8. */
function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Undoes RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) in a header. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function parse(raw: string): Pick<ReceivedMail, 'subject' | 'body'> {
  const subject = decodeHeader(
    /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1]?.replace(/\r?\n[ \t]/g, ' ') ?? '',
  );
  // Each MIME part: base64 or quoted-printable (nodemailer's choice), else as is.
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  const body = parts
    .map((part) => {
      const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
      const content = rest.join('\n\n');
      if (/Content-Transfer-Encoding: base64/i.test(head))
        return Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8');
      if (/Content-Transfer-Encoding: quoted-printable/i.test(head)) return decodeQuotedPrintable(content);
      return content;
    })
    .join('\n');
  return { subject, body };
}

/** Every message received so far, oldest first. */
export function receivedMail(): ReceivedMail[] {
  if (!mailDir) throw new Error('E2E_MAIL_DIR is not set: run the browser tests through `pnpm run e2e`');
  return readdirSync(mailDir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const m = JSON.parse(readFileSync(join(mailDir, f), 'utf8')) as {
        from: string | null;
        to: string[];
        raw: string;
      };
      return { from: m.from, to: m.to, ...parse(m.raw) };
    });
}

/**
 * Waits until a message to `recipient` (and matching `where`, when given: the specs share one mailbox, so a
 * recipient such as the sales address may already have mail from an earlier spec) has arrived at the local SMTP server.
 */
export async function waitForMailTo(recipient: string, timeoutMs = 15_000, where: (m: ReceivedMail) => boolean = () => true): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = receivedMail().find((m) => m.to.includes(recipient) && where(m));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no email to ${recipient} arrived at the local SMTP server`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
