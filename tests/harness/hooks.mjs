// A local webhook receiver (plain HTTP, the protocol the app's outbound webhook client speaks) for the
// end-to-end run: the started app posts its automation webhooks (contact requests) here
// (TENDERLENS_CONTACT_REQUEST_WEBHOOK_URL) and each request is written to a folder as JSON
// ({ path, headers, body }), where the browser tests read it (E2E_HOOK_DIR).
import { once } from 'node:events';
import { createServer } from 'node:http';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Starts the receiver on a free port of 127.0.0.1; resolves to `{ url, close() }`. */
export async function startHookCapture(hookDir) {
  let seq = 0;
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      seq += 1;
      const record = { path: req.url, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      writeFileSync(join(hookDir, `${String(seq).padStart(4, '0')}.json`), JSON.stringify(record));
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}/hooks`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
