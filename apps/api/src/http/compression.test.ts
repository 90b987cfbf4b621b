/**
 * JSON answers are compressed for clients that accept it (brotli first, then gzip), small bodies and
 * non-JSON (export downloads, event streams) pass through, and every JSON answer varies on
 * Accept-Encoding. The last block goes through the real app: GraphQL and REST answers on both databases.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { describeOnDatabases } from '../testing/api';
import { brotliWindowBits, COMPRESS_MIN_BYTES, compressJson, negotiateEncoding } from './compression';

describe('negotiateEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['BR;Q=0.1', 'br'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['gzip;q=0', undefined],
  ])('%j → %j', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

/** Over the size compressed on the request's thread (256 KB): the thread pool compresses it. */
const huge = { rows: Array.from({ length: 6000 }, (_, i) => ({ id: i, title: `Notice ${i}: ${(i * 7919).toString(36)} framework for catering` })) };
const big = { rows: Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Notice ${i}: library management system` })) };

function app() {
  const a = new Hono();
  a.use('*', compressJson());
  a.get('/big', (c) => c.json(big));
  a.get('/small', (c) => c.json({ ok: true }));
  a.get('/huge', (c) => c.json(huge));
  a.get('/csv', (c) => c.body('a,b\n'.repeat(2000), 200, { 'Content-Type': 'text/csv' }));
  a.get('/graphql', (c) => c.body(JSON.stringify(big), 200, { 'Content-Type': 'application/graphql-response+json; charset=utf-8', Vary: 'Origin' }));
  a.get('/no-transform', (c) => c.json(big, 200, { 'Cache-Control': 'no-transform' }));
  a.get('/created', (c) => {
    c.header('Set-Cookie', 'a=1; Path=/', { append: true });
    c.header('Set-Cookie', 'b=2; Path=/', { append: true });
    return c.json(big, 201, { 'X-Trace': 't1' });
  });
  a.get('/typed', (c) => c.json(big, 200, { 'Content-Type': 'application/problem+json' }));
  return a;
}

describe('compressJson', () => {
  it('brotli for a client that accepts it, with the length of what is sent', async () => {
    const res = await app().request('/big', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    const body = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(body.length);
    expect(body.length).toBeLessThan(JSON.stringify(big).length / 5);
    expect(JSON.parse(brotliDecompressSync(body).toString())).toEqual(big);
  });

  it('a body larger than the inline limit, in either encoding, and a window that holds the whole body', async () => {
    expect(JSON.stringify(huge).length).toBeGreaterThan(256 * 1024);
    const br = await app().request('/huge', { headers: { 'Accept-Encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(JSON.parse(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString())).toEqual(huge);
    const gz = await app().request('/huge', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(JSON.parse(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString())).toEqual(huge);
    expect([1024, 57_000, 65_520, 65_521, 300_000, 50_000_000].map(brotliWindowBits)).toEqual([16, 16, 16, 17, 19, 22]);
  });

  it('gzip when brotli is not accepted; the GraphQL media type too, keeping an existing Vary', async () => {
    const res = await app().request('/graphql', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('content-type')).toMatch(/^application\/graphql-response\+json/);
    expect(res.headers.get('vary')).toBe('Origin, Accept-Encoding');
    expect(JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString())).toEqual(big);
  });

  it('keeps what the route set on a c.json answer: status, every cookie, its headers and its own media type', async () => {
    const res = await app().request('/created', { headers: { 'Accept-Encoding': 'br' } });
    expect(res.status).toBe(201);
    expect(res.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(res.headers.get('x-trace')).toBe('t1');
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString())).toEqual(big);
    const typed = await app().request('/typed', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(typed.headers.get('content-type')).toBe('application/problem+json');
    expect(JSON.parse(gunzipSync(Buffer.from(await typed.arrayBuffer())).toString())).toEqual(big);
  });

  it('as it is: no Accept-Encoding, a body under the threshold, non-JSON, no-transform', async () => {
    const plain = await app().request('/big');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.json()).toEqual(big);
    const small = await app().request('/small', { headers: { 'Accept-Encoding': 'br' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(JSON.stringify({ ok: true }).length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(await small.json()).toEqual({ ok: true });
    const csv = await app().request('/csv', { headers: { 'Accept-Encoding': 'br' } });
    expect(csv.headers.get('content-encoding')).toBeNull();
    expect((await csv.text()).length).toBe(8000);
    const kept = await app().request('/no-transform', { headers: { 'Accept-Encoding': 'br' } });
    expect(kept.headers.get('content-encoding')).toBeNull();
  });
});

await describeOnDatabases('JSON compression in the app', (api) => {
  it('a notice search and a GraphQL answer go out brotli-compressed, decoding to what was asked', async () => {
    const tokens = await api().signIn('maya@northwind.test');
    const search = await api().authed(tokens, '/api/records/search', {
      method: 'POST',
      body: JSON.stringify({ limit: 20 }),
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(search.status).toBe(200);
    const raw = Buffer.from(await search.arrayBuffer());
    const encoding = search.headers.get('content-encoding');
    const json = JSON.parse((encoding === 'br' ? brotliDecompressSync(raw) : raw).toString()) as unknown;
    expect(json).toBeTypeOf('object');
    if (JSON.stringify(json).length >= COMPRESS_MIN_BYTES) expect(encoding).toBe('br');
    const gql = await api().authed(tokens, '/graphql', {
      method: 'POST',
      body: JSON.stringify({ query: '{ __schema { types { name } } }' }),
      headers: { 'Accept-Encoding': 'br' },
    });
    expect(gql.headers.get('content-encoding')).toBe('br');
    const data = JSON.parse(brotliDecompressSync(Buffer.from(await gql.arrayBuffer())).toString()) as { data: { __schema: { types: unknown[] } } };
    expect(data.data.__schema.types.length).toBeGreaterThan(10);
  });
});
