/**
 * Compresses JSON answers (REST and GraphQL) for clients that accept it: brotli (quality 4, about
 * gzip's speed at a smaller size) or gzip. A notice search answer is 42.5 KB raw and about 5 KB on the
 * wire. Only JSON: export downloads (CSV, XLSX, ZIP) and event streams pass through untouched, and
 * bodies under 1 KB are sent as they are (compression would not pay for its own headers).
 * hono/compress was not used: it offers no brotli and cannot skip small bodies whose length is not
 * known yet (c.json sets no Content-Length). docs/decisions/0023-wire-size-and-statistics.md
 */
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Bodies up to this size are compressed on the request's own thread: for a search answer (57 KB) that
 * costs less than half the CPU of handing it to the thread pool (measured: 0.45 against 0.70 ms for
 * 29 KB), and blocks the event loop well under a millisecond. Larger bodies go to the thread pool.
 */
const COMPRESS_SYNC_MAX_BYTES = 256 * 1024;

/**
 * Brotli's window sized to the body (16–22 bits, at least the body's length): the same output as the
 * default 4 MB window for a body that fits, without allocating and clearing one per answer (0.45 →
 * 0.34 ms for 29 KB).
 */
export function brotliWindowBits(length: number): number {
  return Math.min(22, Math.max(16, Math.ceil(Math.log2(length + 16))));
}

function compress(raw: Buffer, encoding: Encoding): Buffer | Promise<Buffer> {
  if (encoding === 'gzip') return raw.length <= COMPRESS_SYNC_MAX_BYTES ? gzipSync(raw, { level: 6 }) : gzipAsync(raw, { level: 6 });
  const options = {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 4,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      [constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(raw.length),
    },
  };
  return raw.length <= COMPRESS_SYNC_MAX_BYTES ? brotliCompressSync(raw, options) : brotliAsync(raw, options);
}

/** Smaller bodies go out as they are. */
export const COMPRESS_MIN_BYTES = 1024;
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\b/i;

export type Encoding = 'br' | 'gzip';

/** The best encoding the client accepts (q > 0), brotli first; undefined for none. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = weight ? Number(weight.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const accepted = (name: Encoding) => (q.get(name) ?? q.get('*') ?? 0) > 0;
  if (accepted('br')) return 'br';
  if (accepted('gzip')) return 'gzip';
  return undefined;
}

export function compressJson(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get('Content-Type');
    if (!res.body || !type || !JSON_TYPE.test(type) || res.headers.has('Content-Encoding') || c.req.method === 'HEAD') return;
    if (/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get('Cache-Control') ?? '')) return;
    const encoding = negotiateEncoding(c.req.header('Accept-Encoding'));
    // JSON answers are built whole in memory, so reading them here costs no streaming.
    const raw = Buffer.from(await res.arrayBuffer());
    const compressed = encoding && raw.length >= COMPRESS_MIN_BYTES ? await compress(raw, encoding) : undefined;
    const body = compressed ?? raw;
    // Hono copies the previous response's headers (all but Content-Type) onto the new one; adjust after.
    c.res = new Response(new Uint8Array(body), { status: res.status, statusText: res.statusText, headers: { 'Content-Type': type } });
    const headers = c.res.headers;
    headers.set('Content-Length', String(body.length));
    const vary = headers.get('Vary');
    if (!vary) headers.set('Vary', 'Accept-Encoding');
    else if (!/accept-encoding|\*/i.test(vary)) headers.set('Vary', `${vary}, Accept-Encoding`);
    if (compressed && encoding) {
      headers.set('Content-Encoding', encoding);
      const etag = headers.get('ETag');
      if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
    }
  };
}
