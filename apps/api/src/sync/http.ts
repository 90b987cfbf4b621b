/**
 * The publishers' HTTP side (decision 0025): one request at a time per source, a pause between
 * requests (`paceMs`), and the publishers' rules for refusals:
 *  - 429 Too Many Requests: wait Retry-After seconds, at least `backoffMs` (30 s), then try again;
 *  - 503 and network errors: retry with a doubling back-off, `retries` times (a first network error
 *    at once: a stale keep-alive connection);
 *  - 403 from Contracts Finder: stop for `blockMs` (5 minutes), as a `SourceBlockedError` the runner
 *    records (`blocked_until`) so the next run waits too.
 * Bodies are decoded by their declared charset; a body that is not valid UTF-8 and declares none is
 * read as ISO-8859-1 (Contracts Finder sends some text so). `sleep` is injected: tests do not wait.
 */
export interface SyncHttpOptions {
  /** Pause before every request after the first. @default 1000 */
  paceMs?: number;
  /** Least wait after a 429. @default 30000 */
  backoffMs?: number;
  /** Retries after a 503, a 429 or a network error. @default 5 */
  retries?: number;
  /** How long a 403 stops the source (when the source treats 403 so). @default 300000 */
  blockMs?: number;
  timeoutMs?: number;
  sleep?: (ms: number) => Promise<void>;
  fetch?: typeof fetch;
}

export class SourceBlockedError extends Error {
  constructor(
    /** How long to stop, from now. */
    readonly blockMs: number,
    message: string,
  ) {
    super(message);
    this.name = 'SourceBlockedError';
  }
}

export class SourceHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'SourceHttpError';
  }
}

export const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Decodes a body: the declared charset, else UTF-8, else (invalid UTF-8) ISO-8859-1. */
export function decodeBody(bytes: Uint8Array, contentType: string | null): string {
  const charset = /charset=["']?([\w-]+)/i.exec(contentType ?? '')?.[1]?.toLowerCase();
  if (charset && charset !== 'utf-8' && charset !== 'utf8') return new TextDecoder(charset === 'iso-8859-1' ? 'latin1' : charset).decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('latin1').decode(bytes);
  }
}

/** Seconds (or an HTTP date) of a Retry-After header, in ms. */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

export class SyncHttp {
  requests = 0;
  private readonly o: Required<Omit<SyncHttpOptions, 'fetch'>> & { fetch: typeof fetch };

  constructor(options: SyncHttpOptions = {}) {
    this.o = {
      paceMs: options.paceMs ?? 1000,
      backoffMs: options.backoffMs ?? 30_000,
      retries: options.retries ?? 5,
      blockMs: options.blockMs ?? 5 * 60_000,
      timeoutMs: options.timeoutMs ?? 60_000,
      sleep: options.sleep ?? defaultSleep,
      fetch: options.fetch ?? fetch,
    };
  }

  /** GETs a JSON object. `blockOn403`: the publisher's 403 means "stop for a while". */
  async getJson(url: string, opts: { blockOn403?: boolean } = {}): Promise<Record<string, unknown>> {
    let wait = this.o.backoffMs;
    for (let attempt = 0; ; attempt++) {
      if (this.requests > 0 && this.o.paceMs > 0) await this.o.sleep(this.o.paceMs);
      this.requests++;
      let response: Response;
      try {
        response = await this.o.fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(this.o.timeoutMs) });
      } catch (error) {
        if (attempt >= this.o.retries) throw new SourceHttpError(0, `${url}: ${error instanceof Error ? error.message : String(error)}`);
        // The first failure is tried again at once: after a long import the pooled keep-alive
        // connection is often one the publisher has closed meanwhile ("other side closed"), and
        // waiting the back-off for it held a fresh release back 30 s (decision 0060). Failures after
        // that wait, doubling.
        if (attempt > 0) {
          await this.o.sleep(wait);
          wait *= 2;
        }
        continue;
      }
      if (response.ok) {
        const text = decodeBody(new Uint8Array(await response.arrayBuffer()), response.headers.get('content-type'));
        try {
          const body: unknown = JSON.parse(text);
          if (body && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>;
        } catch {
          // fall through: not JSON
        }
        throw new SourceHttpError(response.status, `${url}: the response is not a JSON object`);
      }
      await response.body?.cancel();
      if (response.status === 403 && opts.blockOn403) {
        throw new SourceBlockedError(this.o.blockMs, `${url}: HTTP 403, stopped for ${Math.round(this.o.blockMs / 60_000)} minutes`);
      }
      const retriable = response.status === 429 || response.status === 503 || response.status === 502 || response.status === 504;
      if (!retriable || attempt >= this.o.retries) throw new SourceHttpError(response.status, `${url}: HTTP ${response.status}`);
      if (response.status === 429) {
        // At least the back-off, longer when the publisher says so.
        await this.o.sleep(Math.max(this.o.backoffMs, retryAfterMs(response.headers.get('retry-after'), Date.now()) ?? 0));
      } else {
        await this.o.sleep(wait);
        wait *= 2;
      }
    }
  }
}
