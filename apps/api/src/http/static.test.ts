/**
 * The built web app goes out precompressed: brotli or gzip by Accept-Encoding (the build writes both
 * beside every text file), `Vary: Accept-Encoding` on every answer, hashed assets cached for a year
 * (immutable), the app shell never cached, a missing asset a 404 rather than the shell, a pre-rendered page
 * (sign-in) for its own path only, never cached either.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppEnv } from './context';
import { mountWebApp } from './static';

const dist = mkdtempSync(join(tmpdir(), 'tl-web-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));
const shell = '<!doctype html><html lang="en-GB"><body><div id="root"></div></body></html>';
const script = `export const x = ${JSON.stringify('Tenderlens '.repeat(500))};`;
function write(file: string, text: string) {
  writeFileSync(join(dist, file), text);
  writeFileSync(join(dist, `${file}.br`), brotliCompressSync(text));
  writeFileSync(join(dist, `${file}.gz`), gzipSync(text));
}
mkdirSync(join(dist, 'assets'));
write('index.html', shell);
const signIn = '<!doctype html><html lang="en-GB"><body><div id="root" data-prerendered><main>Sign in</main></div></body></html>';
write('sign-in.html', signIn);
write('assets/index-BLmFgT23.js', script);
writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

const app = new Hono<AppEnv>();
mountWebApp(app, dist);
const get = (path: string, acceptEncoding?: string) =>
  app.request(path, acceptEncoding === undefined ? {} : { headers: { 'Accept-Encoding': acceptEncoding } });

describe('the web app on the wire', () => {
  it('a hashed script: brotli first, immutable for a year, varying on Accept-Encoding, as JavaScript', async () => {
    const res = await get('/assets/index-BLmFgT23.js', 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    const body = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(body.length);
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it('gzip for a client without brotli; the file itself for one that accepts neither', async () => {
    const gz = await get('/assets/index-BLmFgT23.js', 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script);
    const plain = await get('/assets/index-BLmFgT23.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await plain.text()).toBe(script);
  });

  it('the app shell (/, a client route) compressed and never cached; other files an hour', async () => {
    for (const path of ['/', '/index.html', '/notices']) {
      const res = await get(path, 'br');
      expect(res.headers.get('content-encoding'), path).toBe('br');
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
      expect(res.headers.get('vary'), path).toBe('Accept-Encoding');
      expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString(), path).toBe(shell);
    }
    const icon = await get('/favicon.svg', 'br');
    expect(icon.headers.get('content-encoding')).toBeNull();
    expect(icon.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('a pre-rendered page goes out for its path, compressed and never cached; other paths keep the shell', async () => {
    for (const path of ['/sign-in', '/sign-in.html']) {
      const res = await get(path, 'gzip, br');
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-encoding'), path).toBe('br');
      expect(res.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
      expect(res.headers.get('vary'), path).toBe('Accept-Encoding');
      expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString(), path).toBe(signIn);
    }
    for (const path of ['/sign-in/other', '/sign-up']) {
      expect(await (await get(path)).text(), path).toBe(shell);
    }
  });

  it('a pre-rendered form submitted before the app has loaded is sent back to its page, never kept or answered 404', async () => {
    const res = await app.request('/sign-in', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'email=maya%40northwind.test&password=secret',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/sign-in');
    expect(await res.text()).not.toContain('secret');
  });

  it('a missing hashed asset is a 404, not the shell', async () => {
    expect((await get('/assets/index-OldHash1.js', 'br')).status).toBe(404);
  });
});
