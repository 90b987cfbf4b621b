/**
 * File storage behind one interface (decision 0041): uploaded documents and bid-response files are
 * put, read as a stream, checked, deleted and downloaded through `FileStorage`, whatever keeps them.
 * - `LocalFileStorage` (the default): a directory (config `files.dir`, env TENDERLENS_FILES_DIR,
 *   default `<data dir>/files`). Writes go to a `.part` file renamed into place, so a reader never
 *   sees half a file; downloads are proxied by the API (`downloadUrl` is null).
 * - `S3FileStorage` (env TENDERLENS_S3_BUCKET and friends): any S3-compatible store, requests signed
 *   with AWS Signature V4 by aws4fetch (a dependency-free signer over fetch). 5xx, 429 and network
 *   errors are retried with exponential back-off (Retry-After honoured); at most `maxConcurrent`
 *   requests are in flight; errors are S3's XML `<Error><Code>` as `S3Error`. Downloads are
 *   presigned GET URLs. Puts are idempotent by key, so a retried put never stores twice.
 * Every put is bounded by MAX_UPLOAD_BYTES (@tenderlens/domain/files): a longer body is refused with
 * `FileTooLargeError` and nothing is kept.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { setTimeout as sleep } from 'node:timers/promises';
import { AwsClient } from 'aws4fetch';
import { MAX_UPLOAD_BYTES } from '@tenderlens/domain/files';

export interface PutOptions {
  contentType: string;
  /** The most bytes accepted. @default MAX_UPLOAD_BYTES */
  maxBytes?: number;
}

export interface StoredFile {
  stream: Readable;
  size: number;
  contentType: string;
}

export interface DownloadOptions {
  /** The name the browser saves the file as. */
  fileName: string;
  /** @default 300 */
  expiresInSeconds?: number;
}

export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** Stores `body` under `key` (replacing what was there); resolves to its size in bytes. */
  put(key: string, body: Uint8Array | Readable, options: PutOptions): Promise<{ size: number }>;
  /** The file under `key` as a stream, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** The whole file, bounded by `maxBytes` (default MAX_UPLOAD_BYTES); null when there is none. */
  read(key: string, maxBytes?: number): Promise<Uint8Array | null>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /**
   * A URL the browser downloads the file from directly (a presigned S3 GET), or null: the API
   * streams `get(key)` itself (local storage).
   */
  downloadUrl(key: string, options: DownloadOptions): Promise<string | null>;
}

export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The file is larger than ${maxBytes} bytes`);
    this.name = 'FileTooLargeError';
  }
}

export class InvalidFileKeyError extends Error {
  constructor(key: string) {
    super(`Invalid file key: ${JSON.stringify(key.slice(0, 80))}`);
    this.name = 'InvalidFileKeyError';
  }
}

/** Keys are ours (`documents/<company>/<guid>`), never a user's file name: lower-case segments, no `..`. */
const KEY = /^[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_.-]*)*$/;

export function assertFileKey(key: string): string {
  if (key.length > 512 || !KEY.test(key) || key.split('/').some((s) => s === '..' || s.endsWith('.part') || s.endsWith('.meta'))) {
    throw new InvalidFileKeyError(key);
  }
  return key;
}

/** A pass-through that fails with FileTooLargeError once more than `maxBytes` went through. */
function sizeLimit(maxBytes: number, counted: { bytes: number }): Transform {
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      counted.bytes += chunk.length;
      if (counted.bytes > maxBytes) done(new FileTooLargeError(maxBytes));
      else done(null, chunk);
    },
  });
}

/** Reads a body into memory, refusing more than `maxBytes`. */
export async function readBounded(body: Uint8Array | Readable | AsyncIterable<Uint8Array>, maxBytes = MAX_UPLOAD_BYTES): Promise<Uint8Array> {
  if (body instanceof Uint8Array) {
    if (body.length > maxBytes) throw new FileTooLargeError(maxBytes);
    return body;
  }
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of body) {
    const buf = Buffer.from(chunk);
    bytes += buf.length;
    if (bytes > maxBytes) {
      if (body instanceof Readable) body.destroy();
      throw new FileTooLargeError(maxBytes);
    }
    chunks.push(buf);
  }
  return Buffer.concat(chunks, bytes);
}

/** Files in a directory; each has a `<key>.meta` JSON sidecar holding its media type. */
export class LocalFileStorage implements FileStorage {
  readonly kind = 'local' as const;
  readonly dir: string;

  constructor(dir: string) {
    this.dir = resolve(dir);
  }

  private path(key: string): string {
    const path = resolve(this.dir, ...assertFileKey(key).split('/'));
    if (!path.startsWith(this.dir + sep)) throw new InvalidFileKeyError(key);
    return path;
  }

  async put(key: string, body: Uint8Array | Readable, options: PutOptions): Promise<{ size: number }> {
    const path = this.path(key);
    const part = `${path}.${process.pid}.${Date.now()}.part`;
    await mkdir(dirname(path), { recursive: true });
    const counted = { bytes: 0 };
    const source = body instanceof Uint8Array ? Readable.from([Buffer.from(body)]) : body;
    try {
      await pipeline(source, sizeLimit(options.maxBytes ?? MAX_UPLOAD_BYTES, counted), createWriteStream(part));
      await writeFile(`${path}.meta`, JSON.stringify({ contentType: options.contentType, size: counted.bytes }));
      await rename(part, path);
    } catch (error) {
      await rm(part, { force: true });
      throw error;
    }
    return { size: counted.bytes };
  }

  private async meta(path: string): Promise<{ contentType: string; size: number } | null> {
    try {
      const info = await stat(path);
      let contentType = 'application/octet-stream';
      try {
        const parsed = JSON.parse(await readFile(`${path}.meta`, 'utf8')) as { contentType?: unknown };
        if (typeof parsed.contentType === 'string') contentType = parsed.contentType;
      } catch {
        // A file without its sidecar is served as octet-stream.
      }
      return { contentType, size: info.size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async get(key: string): Promise<StoredFile | null> {
    const path = this.path(key);
    const meta = await this.meta(path);
    return meta ? { ...meta, stream: createReadStream(path) } : null;
  }

  async read(key: string, maxBytes = MAX_UPLOAD_BYTES): Promise<Uint8Array | null> {
    const file = await this.get(key);
    return file ? readBounded(file.stream, maxBytes) : null;
  }

  async delete(key: string): Promise<void> {
    const path = this.path(key);
    await rm(path, { force: true });
    await rm(`${path}.meta`, { force: true });
  }

  async exists(key: string): Promise<boolean> {
    return (await this.meta(this.path(key))) !== null;
  }

  downloadUrl(key: string): Promise<string | null> {
    this.path(key);
    return Promise.resolve(null);
  }
}

export interface S3Options {
  /** e.g. https://s3.eu-west-2.amazonaws.com or http://127.0.0.1:9000 (MinIO, a fake in tests). */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `<endpoint>/<bucket>/<key>` (MinIO, most S3-compatible stores) rather than `<bucket>.<host>/<key>`. */
  forcePathStyle: boolean;
  /** Key prefix inside the bucket (no leading or trailing slash). */
  prefix?: string;
  /** Tries per request (first try included). @default 4 */
  maxAttempts?: number;
  /** First back-off; doubled each retry, with jitter. @default 200 */
  baseDelayMs?: number;
  /** Longest back-off (Retry-After included). @default 5000 */
  maxDelayMs?: number;
  /** @default 30000 */
  timeoutMs?: number;
  /** Requests in flight at once. @default 8 */
  maxConcurrent?: number;
  fetch?: typeof fetch;
}

/** An S3 error response (`<Error><Code>NoSuchBucket</Code><Message>…</Message></Error>`), after retries. */
export class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(`S3 ${status} ${code}: ${message}`);
    this.name = 'S3Error';
  }
}

function xmlField(xml: string, tag: string): string | undefined {
  return new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(xml)?.[1];
}

const RETRIED = (status: number) => status >= 500 || status === 429;

export class S3FileStorage implements FileStorage {
  readonly kind = 's3' as const;
  private readonly client: AwsClient;
  private readonly options: Required<Omit<S3Options, 'prefix' | 'fetch'>> & { prefix: string; fetch: typeof fetch };
  private inFlight = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(options: S3Options) {
    this.options = {
      maxAttempts: 4,
      baseDelayMs: 200,
      maxDelayMs: 5000,
      timeoutMs: 30_000,
      maxConcurrent: 8,
      ...options,
      endpoint: options.endpoint.replace(/\/+$/, ''),
      prefix: (options.prefix ?? '').replace(/^\/+|\/+$/g, ''),
      fetch: options.fetch ?? fetch,
    };
    this.client = new AwsClient({
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      region: options.region,
      service: 's3',
      retries: 0,
    });
  }

  /** The object's URL (path-style or virtual-hosted), each key segment percent-encoded. */
  objectUrl(key: string): URL {
    const path = [this.options.prefix, assertFileKey(key)].filter(Boolean).join('/').split('/').map(encodeURIComponent).join('/');
    const endpoint = new URL(this.options.endpoint);
    if (this.options.forcePathStyle) return new URL(`${endpoint.origin}${endpoint.pathname.replace(/\/$/, '')}/${this.options.bucket}/${path}`);
    return new URL(`${endpoint.protocol}//${this.options.bucket}.${endpoint.host}/${path}`);
  }

  private async slot<T>(work: () => Promise<T>): Promise<T> {
    while (this.inFlight >= this.options.maxConcurrent) await new Promise<void>((r) => this.waiting.push(r));
    this.inFlight++;
    try {
      return await work();
    } finally {
      this.inFlight--;
      this.waiting.shift()?.();
    }
  }

  private backoff(attempt: number, retryAfter: string | null): number {
    const asked = retryAfter && /^\d+$/.test(retryAfter) ? Number(retryAfter) * 1000 : 0;
    const exp = this.options.baseDelayMs * 2 ** (attempt - 1);
    return Math.min(this.options.maxDelayMs, Math.max(asked, exp / 2 + Math.random() * (exp / 2)));
  }

  /**
   * One signed request, retried on 5xx, 429 and network errors with back-off. Responses with
   * statuses in `accept` are returned; any other status becomes an S3Error.
   */
  private async send(method: string, key: string, init: { body?: Uint8Array; headers?: Record<string, string> }, accept: number[]): Promise<Response> {
    const url = this.objectUrl(key);
    for (let attempt = 1; ; attempt++) {
      let response: Response;
      try {
        const request = await this.client.sign(url.toString(), {
          method,
          headers: init.headers,
          body: init.body as BodyInit | undefined,
        });
        response = await this.slot(() => this.options.fetch(request, { signal: AbortSignal.timeout(this.options.timeoutMs) }));
      } catch (error) {
        if (attempt >= this.options.maxAttempts) throw error;
        await sleep(this.backoff(attempt, null));
        continue;
      }
      if (response.ok || accept.includes(response.status)) return response;
      const text = method === 'HEAD' ? '' : await response.text();
      if (RETRIED(response.status) && attempt < this.options.maxAttempts) {
        await sleep(this.backoff(attempt, response.headers.get('retry-after')));
        continue;
      }
      throw new S3Error(response.status, xmlField(text, 'Code') ?? `HTTP${response.status}`, xmlField(text, 'Message') ?? response.statusText);
    }
  }

  async put(key: string, body: Uint8Array | Readable, options: PutOptions): Promise<{ size: number }> {
    // Buffered (bounded) so a retry can send the same bytes again.
    const bytes = await readBounded(body, options.maxBytes ?? MAX_UPLOAD_BYTES);
    await this.send('PUT', key, { body: bytes, headers: { 'content-type': options.contentType, 'content-length': String(bytes.length) } }, []);
    return { size: bytes.length };
  }

  async get(key: string): Promise<StoredFile | null> {
    const response = await this.send('GET', key, {}, [404]);
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    const stream = response.body ? Readable.fromWeb(response.body as WebReadableStream<Uint8Array>) : Readable.from([]);
    return {
      stream,
      size: Number(response.headers.get('content-length') ?? 0),
      contentType: response.headers.get('content-type') ?? 'application/octet-stream',
    };
  }

  async read(key: string, maxBytes = MAX_UPLOAD_BYTES): Promise<Uint8Array | null> {
    const file = await this.get(key);
    return file ? readBounded(file.stream, maxBytes) : null;
  }

  async delete(key: string): Promise<void> {
    const response = await this.send('DELETE', key, {}, [404]);
    await response.body?.cancel();
  }

  async exists(key: string): Promise<boolean> {
    const response = await this.send('HEAD', key, {}, [404]);
    return response.status !== 404;
  }

  async downloadUrl(key: string, options: DownloadOptions): Promise<string | null> {
    const url = this.objectUrl(key);
    url.searchParams.set('X-Amz-Expires', String(options.expiresInSeconds ?? 300));
    url.searchParams.set('response-content-disposition', contentDisposition(options.fileName));
    const signed = await this.client.sign(url.toString(), { method: 'GET', aws: { signQuery: true } });
    return signed.url;
  }
}

/** `attachment; filename="…"; filename*=UTF-8''…` (an ASCII fallback and the exact name). */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export interface FileStorageConfig {
  /** The local directory (used when `s3` is unset). */
  dir: string;
  s3?: Omit<S3Options, 'fetch'>;
}

/** The configured storage: S3 when TENDERLENS_S3_BUCKET is set, the local directory otherwise. */
export function createFileStorage(config: FileStorageConfig): FileStorage {
  return config.s3 ? new S3FileStorage(config.s3) : new LocalFileStorage(config.dir);
}
