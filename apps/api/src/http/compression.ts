/**
 * Compresses JSON answers (REST and GraphQL) for clients that accept it: brotli (quality 3) or gzip
 * (level 3). A notice search answer is 42.5 KB raw and about 5 KB on the
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
 * Brotli quality and gzip level for answers made per request. Measured on a 57 KB notice search answer
 * (docs/decisions/0067-search-answer-cost.md): brotli 4 took 0.60 ms for 11.1 KB, brotli 3 0.29 ms for
 * 11.7 KB; gzip 6 0.66 ms for 11.4 KB, gzip 3 0.20 ms for 12.6 KB. Half the CPU for 5–10 % more bytes,
 * on the thread that answers every request. Static files are compressed at build time at the highest level.
 */
export const BROTLI_QUALITY = 3;
export const GZIP_LEVEL = 3;

/**
 * Brotli's window sized to the body (16–22 bits, at least the body's length): the same output as the
 * default 4 MB window for a body that fits, without allocating and clearing one per answer (0.45 →
 * 0.34 ms for 29 KB).
 */
export function brotliWindowBits(length: number): number {
  return Math.min(22, Math.max(16, Math.ceil(Math.log2(length + 16))));
}

function compress(raw: Buffer, encoding: Encoding): Buffer | Promise<Buffer> {
  if (encoding === 'gzip') {
    return raw.length <= COMPRESS_SYNC_MAX_BYTES ? gzipSync(raw, { level: GZIP_LEVEL }) : gzipAsync(raw, { level: GZIP_LEVEL });
  }
  const options = {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
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

/**
 * The JSON text of answers made by `c.json` (recorded by compressJson's own `c.json`), so the body is
 * compressed from the string it was made from: reading it back from the Response would build a WHATWG
 * Response and stream it (measured: about 0.15 ms of a search answer's 4.5 ms of server CPU).
 */
const jsonTexts = new WeakMap<Response, string>();

/** The answer's body: the text `c.json` made, else read from the Response (GraphQL's answers are built by Yoga). */
async function bodyOf(res: Response): Promise<Buffer | null> {
  const text = jsonTexts.get(res);
  if (text !== undefined) return Buffer.from(text);
  return res.body ? Buffer.from(await res.arrayBuffer()) : null;
}

export function compressJson(): MiddlewareHandler {
  return async (c, next) => {
    // `c.json` as Hono makes it (JSON text, 'Content-Type: application/json' unless the headers give one),
    // remembering the text. Hono's own is an arrow function on the context, so this one replaces it for this request only.
    const body = c.body;
    c.json = ((object: unknown, arg?: unknown, headers?: Record<string, string | string[]>) => {
      const text = JSON.stringify(object);
      const res = (body as (data: string, arg?: unknown, headers?: unknown) => Response)(text, arg, { 'Content-Type': 'application/json', ...headers });
      jsonTexts.set(res, text);
      return res;
    }) as typeof c.json;
    await next();
    const res = c.res;
    const type = res.headers.get('Content-Type');
    if (!type || !JSON_TYPE.test(type) || res.headers.has('Content-Encoding') || c.req.method === 'HEAD') return;
    if (/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get('Cache-Control') ?? '')) return;
    const encoding = negotiateEncoding(c.req.header('Accept-Encoding'));
    // JSON answers are built whole in memory, so reading them here costs no streaming.
    const raw = await bodyOf(res);
    if (!raw) return;
    const compressed = encoding && raw.length >= COMPRESS_MIN_BYTES ? await compress(raw, encoding) : undefined;
    const sent = compressed ?? raw;
    const headers = new Headers(res.headers);
    headers.set('Content-Length', String(sent.length));
    const vary = headers.get('Vary');
    if (!vary) headers.set('Vary', 'Accept-Encoding');
    else if (!/accept-encoding|\*/i.test(vary)) headers.set('Vary', `${vary}, Accept-Encoding`);
    if (compressed && encoding) {
      headers.set('Content-Encoding', encoding);
      const etag = headers.get('ETag');
      if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
    }
    // Cleared first: Hono's setter would otherwise rebuild the new Response around the old one's headers
    // (a WHATWG Response and its stream, per answer); every header is already copied above.
    c.res = undefined;
    c.res = new Response(new Uint8Array(sent.buffer as ArrayBuffer, sent.byteOffset, sent.byteLength), { status: res.status, headers });
  };
}
