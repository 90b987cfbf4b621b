/**
 * Outgoing email behind one interface (DESIGN "Outbound integrations"): nodemailer over SMTP when
 * TENDERLENS_SMTP_URL is set; otherwise the local default, which builds the real MIME message
 * (nodemailer stream transport) and leaves it in the outbox table for admins to read.
 */
import nodemailer from 'nodemailer';

export interface EmailMessage {
  from: string;
  to: string[];
  cc: string[];
  replyTo?: string | undefined;
  subject: string;
  text: string;
  html?: string | undefined;
  /** Extra headers (e.g. List-Unsubscribe); names as they are written. */
  headers?: Record<string, string> | undefined;
  /** A stable Message-ID (e.g. from a delivery's idempotency key), so receivers can drop a repeat. */
  messageId?: string | undefined;
}

export type MailerTransport = 'smtp' | 'outbox';

export interface Mailer {
  readonly transport: MailerTransport;
  /** Sends (or, for the outbox transport, builds) the message; throws when the transport fails. */
  send(message: EmailMessage): Promise<{ messageId: string }>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl?: string | undefined;
  /** Socket timeouts for SMTP (ms). @default 10000 */
  timeoutMs?: number;
}

export function createMailer(options: MailerOptions = {}): Mailer {
  const timeout = options.timeoutMs ?? 10_000;
  if (options.smtpUrl) {
    const transporter = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
    } as nodemailer.TransportOptions);
    return {
      transport: 'smtp',
      async send(message) {
        const info = (await transporter.sendMail(message)) as { messageId: string };
        return { messageId: info.messageId };
      },
      close: () => transporter.close(),
    };
  }
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    transport: 'outbox',
    async send(message) {
      const info = await transporter.sendMail(message);
      return { messageId: info.messageId };
    },
    close: () => transporter.close(),
  };
}
