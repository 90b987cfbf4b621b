/**
 * Outbound webhooks behind one interface (DESIGN "Outbound integrations", decision 0030): alerts use
 * it now, CRM and automation webhooks later. A real HTTP client (node:http/https) with
 * - an SSRF guard: https only unless allowed, and the host's resolved addresses are checked at
 *   connect time (the socket connects to the checked address, so DNS rebinding cannot slip past);
 *   private, loopback, link-local and metadata addresses are refused unless `allowPrivateHosts`
 *   (local fakes in tests);
 * - a per-host pace (at most one request per `minIntervalMs` per host: Slack allows about one a second);
 * - a timeout, and a record of every call (host, status, error, duration) in outbound_webhook_calls;
 * - no retry of its own: callers keep their attempts in the database and retry with `backoffMs`,
 *   so retries survive restarts (alerts/delivery.ts).
 */
import { createHmac } from 'node:crypto';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { Executor } from '../db/client';
import { outboundWebhookCalls } from '../db/schema/index';

export interface WebhookPolicy {
  /** Allow plain http:// URLs (development and tests). */
  allowHttp: boolean;
  /** Allow private, loopback and link-local addresses (local fakes in tests only). */
  allowPrivateHosts: boolean;
}

export interface WebhookRequest {
  url: string;
  /** The JSON body, already serialised (a signature covers these exact bytes). */
  body: string;
  headers?: Record<string, string>;
  /** Sent as `Idempotency-Key`; receivers can drop a repeat. */
  idempotencyKey: string;
  /** What the call is for, recorded ('lead_subscription'). */
  purpose: string;
}

export interface WebhookResponse {
  ok: boolean;
  status: number | null;
  /** A short reason when not ok (status line, network error, refusal). */
  error: string | null;
  /** Seconds the receiver asked us to wait (429/503 Retry-After). */
  retryAfterSeconds: number | null;
}

export interface WebhookClient {
  post(request: WebhookRequest): Promise<WebhookResponse>;
}

export interface WebhookClientOptions extends WebhookPolicy {
  /** Where calls are recorded; none: not recorded. */
  db?: Executor;
  /** @default 10000 */
  timeoutMs?: number;
  /** Least time between two requests to one host. @default 1000 */
  minIntervalMs?: number;
  /** The User-Agent header. */
  userAgent?: string;
}

const V4_BLOCKED: [number, number][] = [
  // [network, prefix length]
  [0x00000000, 8], // this network
  [0x0a000000, 8], // 10/8
  [0x64400000, 10], // 100.64/10 carrier-grade NAT
  [0x7f000000, 8], // loopback
  [0xa9fe0000, 16], // link-local (cloud metadata 169.254.169.254)
  [0xac100000, 12], // 172.16/12
  [0xc0000000, 24], // 192.0.0/24
  [0xc0a80000, 16], // 192.168/16
  [0xc6120000, 15], // 198.18/15 benchmarking
  [0xe0000000, 4], // multicast
  [0xf0000000, 4], // reserved, broadcast
];

function v4ToInt(ip: string): number {
  return ip.split('.').reduce((n, part) => (n << 8) + Number(part), 0) >>> 0;
}

/** An address no outbound webhook may reach (unless private hosts are allowed). */
export function isPrivateAddress(address: string): boolean {
  const ip = address.replace(/^\[|\]$/g, '').toLowerCase();
  if (isIP(ip) === 4) {
    const n = v4ToInt(ip);
    return V4_BLOCKED.some(([net, bits]) => (n & (bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0)) >>> 0 === net);
  }
  if (isIP(ip) === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(ip);
    if (mapped?.[1]) return isPrivateAddress(mapped[1]);
    if (ip === '::' || ip === '::1') return true;
    const first = parseInt(ip.split(':')[0] || '0', 16);
    // fc00::/7 unique local, fe80::/10 link-local, ff00::/8 multicast
    return (first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80 || (first & 0xff00) === 0xff00;
  }
  return false;
}

/**
 * Why `raw` cannot be a webhook URL under `policy`, or null. Checks what can be known without DNS
 * (scheme, credentials, literal addresses, localhost); the client checks resolved addresses again.
 */
export function webhookUrlProblem(raw: string, policy: WebhookPolicy): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'Enter a valid URL';
  }
  if (url.protocol !== 'https:' && !(policy.allowHttp && url.protocol === 'http:')) return 'Webhook URLs must start with https://';
  if (url.username || url.password) return 'Webhook URLs cannot contain a user name or password';
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (!policy.allowPrivateHosts && (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.internal') || isPrivateAddress(host))) {
    return 'Webhook URLs must point to a public address';
  }
  return null;
}

/** A DNS lookup that refuses private addresses (the socket connects to what it returns). */
export function guardedLookup(allowPrivateHosts: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const bad = allowPrivateHosts ? undefined : addresses.find((a) => isPrivateAddress(a.address));
      if (bad || addresses.length === 0) {
        const refused = Object.assign(new Error(`Refused: ${hostname} resolves to a private address`), { code: 'EPRIVATEADDRESS' });
        return callback(refused, '', 0);
      }
      if (options.all) return callback(null, addresses);
      const first = addresses[0] as LookupAddress;
      return callback(null, first.address, first.family);
    });
  };
}

/** `X-Tenderlens-Signature` of a generic webhook: HMAC-SHA256 of `<timestamp>.<body>`, hex. */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** Exponential back-off of attempt `n` (1-based): 1, 2, 4, 8… minutes (capped at 6 hours), ±10%. */
export function backoffMs(attempt: number, baseMs = 60_000, random: () => number = Math.random): number {
  const plain = Math.min(baseMs * 2 ** Math.max(0, attempt - 1), 6 * 60 * 60_000);
  return Math.round(plain * (0.9 + 0.2 * random()));
}

function retryAfter(value: string | string[] | undefined): number | null {
  const v = Array.isArray(value) ? value[0] : value;
  if (!v) return null;
  if (/^\d+$/.test(v.trim())) return Number(v.trim());
  const at = Date.parse(v);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

export function createWebhookClient(options: WebhookClientOptions): WebhookClient {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const minIntervalMs = options.minIntervalMs ?? 1000;
  const lookup = guardedLookup(options.allowPrivateHosts);
  /** Per host: when its next request may start (a promise chain keeps them in order). */
  const pace = new Map<string, Promise<void>>();

  const waitTurn = (host: string): Promise<void> => {
    const previous = pace.get(host) ?? Promise.resolve();
    const mine = previous.then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    pace.set(
      host,
      mine.then(() => new Promise<void>((resolve) => setTimeout(resolve, minIntervalMs).unref())),
    );
    return mine;
  };

  const send = (url: URL, req: WebhookRequest): Promise<WebhookResponse> =>
    new Promise((resolve) => {
      const doRequest = url.protocol === 'https:' ? httpsRequest : httpRequest;
      const literal = isIP(url.hostname.replace(/^\[|\]$/g, '')) !== 0;
      if (literal && !options.allowPrivateHosts && isPrivateAddress(url.hostname)) {
        resolve({ ok: false, status: null, error: 'Refused: a private address', retryAfterSeconds: null });
        return;
      }
      const r = doRequest(
        url,
        {
          method: 'POST',
          lookup,
          timeout: timeoutMs,
          headers: {
            'content-type': 'application/json',
            'content-length': String(Buffer.byteLength(req.body)),
            'user-agent': options.userAgent ?? 'Tenderlens-Webhook/1.0',
            'idempotency-key': req.idempotencyKey,
            ...req.headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          let size = 0;
          res.on('data', (c: Buffer) => {
            size += c.length;
            if (size <= 4096) chunks.push(c);
          });
          res.on('end', () => {
            const status = res.statusCode ?? 0;
            const ok = status >= 200 && status < 300;
            const text = Buffer.concat(chunks).toString('utf8').slice(0, 200).trim();
            resolve({
              ok,
              status,
              error: ok ? null : `HTTP ${status}${text ? `: ${text}` : ''}`,
              retryAfterSeconds: status === 429 || status === 503 ? retryAfter(res.headers['retry-after']) : null,
            });
          });
          res.on('error', (e) => resolve({ ok: false, status: res.statusCode ?? null, error: e.message, retryAfterSeconds: null }));
        },
      );
      r.on('timeout', () => r.destroy(new Error(`No answer within ${timeoutMs} ms`)));
      r.on('error', (e) => resolve({ ok: false, status: null, error: e.message.slice(0, 300), retryAfterSeconds: null }));
      r.end(req.body);
    });

  return {
    async post(req) {
      const problem = webhookUrlProblem(req.url, options);
      const url = new URL(problem ? 'http://invalid.invalid' : req.url);
      const started = Date.now();
      let result: WebhookResponse;
      if (problem) {
        result = { ok: false, status: null, error: problem, retryAfterSeconds: null };
      } else {
        await waitTurn(url.host);
        result = await send(url, req);
      }
      if (options.db) {
        await options.db.insert(outboundWebhookCalls).values({
          purpose: req.purpose,
          idempotencyKey: req.idempotencyKey,
          host: problem ? '(refused)' : url.host,
          statusCode: result.status,
          error: result.error,
          durationMs: Date.now() - started,
        });
      }
      return result;
    },
  };
}
