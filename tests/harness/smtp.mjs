// A local SMTP server (the real protocol, `smtp-server` — the library apps/api's own SMTP tests use)
// for the end-to-end run: the started app sends through it (TENDERLENS_SMTP_URL) and each message it
// accepts is written to a folder as JSON ({ from, to, raw }), where the browser tests read it (E2E_MAIL_DIR).
import { once } from 'node:events';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
// smtp-server is a dev dependency of apps/api; resolve it from there rather than add it twice.
const { SMTPServer } = createRequire(join(root, 'apps', 'api', 'package.json'))('smtp-server');

/** Starts the server on a free port of 127.0.0.1; resolves to `{ url, close() }`. */
export async function startSmtpCapture(mailDir) {
  let seq = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        seq += 1;
        const message = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        writeFileSync(join(mailDir, `${String(seq).padStart(5, '0')}.json`), JSON.stringify(message));
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address();
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
