/**
 * Request body limits (decision 0017): 1 MB for every REST and GraphQL call, 20 MB for the admin
 * bulk upload, MAX_UPLOAD_BYTES (+ multipart overhead) for a document upload. Checked on Content-Length before anything is read, and on the stream as it arrives
 * (chunked uploads): the first byte past the limit ends the read with 413 `too_large`; the rest is
 * never read.
 *
 * A standard call's body (at most 1 MB) is read here once, straight from Node's request stream, and
 * kept as text for the input guard and the route (`c.req.text()` / `c.req.json()` answer from Hono's
 * body cache): reading it through the WHATWG Request, and a clone of it for the input guard, cost
 * about 0.2 ms of a notice search's 4.5 ms of server CPU (docs/decisions/0067-search-answer-cost.md).
 * Uploads keep Hono's streaming limit: they are not held in memory here.
 */
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { FILE_TOO_LARGE_MESSAGE } from '@tenderlens/domain/files';
import { ADMIN_IMPORT_MAX_BYTES, ADMIN_IMPORT_PATH } from '../importer/routes';
import { badRequest, errorBody } from './errors';
import { BODY_METHODS } from './input';
import { DOCUMENT_UPLOAD_PATH, DOCUMENT_UPLOAD_MAX_BODY_BYTES } from '../documents/limits';
import { BID_RESPONSE_UPLOAD_PATH } from '../bidResponses/limits';

export const MAX_BODY_BYTES = 1024 * 1024;
const STANDARD_MESSAGE = 'The request body is larger than 1 MB';

const limit = (maxSize: number, message: string) =>
  bodyLimit({ maxSize, onError: (c) => c.json(errorBody('too_large', message), 413) });

const adminImport = limit(ADMIN_IMPORT_MAX_BYTES, 'Upload at most 20 MB; import larger files with `tl import`');
const documentUpload = limit(DOCUMENT_UPLOAD_MAX_BODY_BYTES, FILE_TOO_LARGE_MESSAGE);

/** Node's request under @hono/node-server (`c.env.incoming`); absent when the app is called directly (tests). */
function incomingOf(c: Context): (IncomingMessage & { rawBody?: Buffer }) | null {
  const incoming = (c.env as { incoming?: unknown } | undefined)?.incoming;
  return incoming instanceof Readable && !incoming.readableDidRead ? (incoming as IncomingMessage) : null;
}

/** Reads Node's request stream whole; null as soon as it passes `maxSize` (the rest is left unread). */
function readIncoming(incoming: IncomingMessage, maxSize: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('error', onError);
      incoming.off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxSize) {
        cleanup();
        incoming.pause();
        resolve(null);
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(badRequest(`The request body could not be read: ${error.message}`));
    };
    const onClose = () => {
      cleanup();
      reject(badRequest('The request body ended early'));
    };
    incoming.on('data', onData);
    incoming.on('end', onEnd);
    incoming.on('error', onError);
    incoming.on('close', onClose);
  });
}

/** Reads a WHATWG body stream whole; null as soon as it passes `maxSize` (the rest is left unread). */
async function readStream(stream: ReadableStream<Uint8Array> | null, maxSize: number): Promise<Uint8Array | null> {
  if (!stream) return new Uint8Array(0);
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > maxSize) {
      void reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size);
}

const utf8 = new TextDecoder();

/** A standard call: its body read once (at most `maxSize` bytes) and cached as text for whatever reads it next. */
function bufferedBody(maxSize: number, message: string): MiddlewareHandler {
  return async (c, next) => {
    if (!BODY_METHODS.has(c.req.method)) return next();
    const tooLarge = () => c.json(errorBody('too_large', message), 413);
    const declared = c.req.header('content-length');
    if (declared !== undefined && !c.req.header('transfer-encoding') && Number(declared) > maxSize) return tooLarge();
    const incoming = incomingOf(c);
    let bytes: Uint8Array | null;
    if (incoming) {
      const read = await readIncoming(incoming, maxSize);
      // Whoever reads the WHATWG request later (GraphQL Yoga) gets these bytes (@hono/node-server's `rawBody`).
      if (read) incoming.rawBody = read;
      bytes = read;
    } else {
      bytes = await readStream(c.req.raw.body, maxSize);
      if (bytes) c.req.raw = new Request(c.req.raw, { body: bytes as Uint8Array<ArrayBuffer> });
    }
    if (!bytes) return tooLarge();
    // Hono answers `c.req.text()` (and `json()` from it) from this cache, which holds promises (its type
    // says values); were it ever bypassed, the request would still read the same bytes (rawBody above).
    (c.req.bodyCache as Record<string, unknown>)['text'] = Promise.resolve(utf8.decode(bytes));
    return next();
  };
}

const standard = bufferedBody(MAX_BODY_BYTES, STANDARD_MESSAGE);

/** For `/api/*` and `/graphql`. */
export const requestBodyLimits: MiddlewareHandler = (c, next) =>
  c.req.path === ADMIN_IMPORT_PATH ? adminImport(c, next) : c.req.path === DOCUMENT_UPLOAD_PATH || BID_RESPONSE_UPLOAD_PATH.test(c.req.path) ? documentUpload(c, next) : standard(c, next);
