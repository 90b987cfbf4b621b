import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeOnDatabases, type Tokens } from '../testing/api';
import { ADMIN_IMPORT_MAX_BYTES } from '../importer/routes';
import { MAX_BODY_BYTES, requestBodyLimits } from './bodyLimits';
import { inputGuard } from './input';

const MB = 1024 * 1024;

/** A request body of `total` bytes made as it is read (64 KB chunks); `pulled` counts what was read. */
function lazyBody(total: number) {
  const state = { pulled: 0 };
  const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled >= total) {
        controller.close();
        return;
      }
      state.pulled += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { stream, state };
}

interface ErrorJson {
  error: { code: string; message: string };
}

await describeOnDatabases('request body limits', (api) => {
  let maya: Tokens;
  let admin: Tokens;
  beforeAll(async () => {
    maya = await api().signIn('maya@northwind.test');
    admin = await api().signIn('admin@tenderlens.test');
  });

  const send = (tokens: Tokens | null, path: string, body: BodyInit, headers: Record<string, string> = {}) =>
    api().request(path, {
      method: 'POST',
      body,
      headers: {
        'content-type': 'application/json',
        ...(tokens ? { authorization: `Bearer ${tokens.token}`, 'x-csrf-token': tokens.csrfToken } : {}),
        ...headers,
      },
      // Node's fetch needs this for a streamed body.
      ...({ duplex: 'half' } as object),
    });

  it('a 50 MB chunked REST body is refused with 413 after about 1 MB is read, the rest never', async () => {
    const { stream, state } = lazyBody(50 * MB);
    const res = await send(maya, '/api/records/search', stream);
    expect(res.status).toBe(413);
    expect((await res.json()) as ErrorJson).toEqual({ error: { code: 'too_large', message: 'The request body is larger than 1 MB' } });
    expect(state.pulled).toBeLessThan(MAX_BODY_BYTES + 256 * 1024);
  });

  it('a declared Content-Length over 1 MB is refused before a byte is read, signed in or not', async () => {
    for (const tokens of [maya, null]) {
      const { stream, state } = lazyBody(50 * MB);
      const res = await send(tokens, '/api/records/share', stream, { 'content-length': String(50 * MB) });
      expect(res.status).toBe(413);
      expect(((await res.json()) as ErrorJson).error.code).toBe('too_large');
      expect(state.pulled).toBeLessThanOrEqual(64 * 1024);
    }
  });

  it('GraphQL takes the same 1 MB limit; a body under it goes through', async () => {
    const { stream, state } = lazyBody(5 * MB);
    const res = await send(maya, '/graphql', stream);
    expect(res.status).toBe(413);
    expect(state.pulled).toBeLessThan(MAX_BODY_BYTES + 256 * 1024);
    const small = await send(maya, '/graphql', JSON.stringify({ query: '{ currentUser { id } }', extensions: { padding: 'x'.repeat(MB - 1000) } }));
    expect(small.status).toBe(200);
  });

  it('the admin bulk upload takes up to 20 MB', async () => {
    const releases = JSON.stringify({ releases: 'x'.repeat(2 * MB) });
    // Past the 1 MB limit, within its own: read and judged by the importer (not a package → 400).
    expect((await send(admin, '/api/admin/import', releases)).status).toBe(400);
    const { stream, state } = lazyBody(ADMIN_IMPORT_MAX_BYTES + 5 * MB);
    const res = await send(admin, '/api/admin/import', stream);
    expect(res.status).toBe(413);
    expect(state.pulled).toBeLessThan(ADMIN_IMPORT_MAX_BYTES + 256 * 1024);
  });
});

/**
 * Through Node's HTTP server (@hono/node-server), where a standard call's body is read straight from
 * Node's request stream once: the route, the input guard and a reader of the WHATWG request (as
 * GraphQL Yoga is) all see the bytes as sent, and the limit holds on a chunked body.
 */
describe('request bodies through a Node server', () => {
  let server: ServerType;
  let base = '';
  beforeAll(async () => {
    const app = new Hono();
    app.use('*', requestBodyLimits);
    app.use('*', inputGuard());
    app.post('/api/echo', async (c) => c.json({ json: await c.req.json(), text: await c.req.text() }));
    app.post('/graphql', async (c) => c.json({ raw: await c.req.raw.text() }));
    app.delete('/api/empty', async (c) => c.json({ text: await c.req.text() }));
    server = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers }, ...({ duplex: 'half' } as object) });

  it('the route reads the body as text and as JSON, and a WHATWG reader of the request the same bytes', async () => {
    const body = JSON.stringify({ keywords: ['café', '“cloud”', '🙂'], limit: 20 });
    expect(await (await post('/api/echo', body)).json()).toEqual({ json: JSON.parse(body), text: body });
    expect(await (await post('/graphql', body)).json()).toEqual({ raw: body });
    const chunked = new ReadableStream<Uint8Array>({
      start(controller) {
        const bytes = new TextEncoder().encode(body);
        controller.enqueue(bytes.slice(0, 7));
        controller.enqueue(bytes.slice(7));
        controller.close();
      },
    });
    expect(await (await post('/api/echo', chunked)).json()).toEqual({ json: JSON.parse(body), text: body });
    const empty = await fetch(`${base}/api/empty`, { method: 'DELETE' });
    expect(await empty.json()).toEqual({ text: '' });
  });

  it('a chunked body past 1 MB is a 413 long before the rest is sent; a NUL byte is still a 400', async () => {
    const { stream, state } = lazyBody(50 * MB);
    const res = await post('/api/echo', stream);
    expect(res.status).toBe(413);
    expect((await res.json()) as ErrorJson).toEqual({ error: { code: 'too_large', message: 'The request body is larger than 1 MB' } });
    // Socket buffers and the server's drain after answering let the client send a few MB more than the
    // 1 MB read; never the 50 MB.
    expect(state.pulled).toBeLessThan(10 * MB);
    const nul = await post('/api/echo', JSON.stringify({ text: 'a\u0000b' }));
    expect(nul.status).toBe(400);
  });
});
