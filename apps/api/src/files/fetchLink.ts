/**
 * Fetching a file from a link (document upload by URL, spec 2§7 `uploadLink` / `docs/url-upload`)
 * behind one interface: the real client is node's http(s) GET with the webhook module's SSRF guard
 * (http only outside production, private/loopback/link-local addresses refused at connect time
 * unless allowed for local fakes), at most 3 redirects (each checked again), a timeout, and the body
 * bounded by MAX_UPLOAD_BYTES (a longer body is cut off and refused). Tests use a local HTTP server.
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { MAX_UPLOAD_BYTES } from '@tenderlens/domain/files';
import { guardedLookup, isPrivateAddress, type WebhookPolicy } from '../outbound/webhook';
import { FileTooLargeError } from './storage';

export interface FetchedFile {
  bytes: Uint8Array;
  /** From Content-Disposition, else the URL's last path segment, else 'download'. */
  fileName: string;
  contentType: string | null;
  /** Where the file was found after redirects. */
  finalUrl: string;
}

export interface LinkFetcher {
  fetch(url: string): Promise<FetchedFile>;
}

export class LinkFetchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LinkFetchError';
  }
}

export interface LinkFetcherOptions extends WebhookPolicy {
  /** @default 20000 */
  timeoutMs?: number;
  /** @default MAX_UPLOAD_BYTES */
  maxBytes?: number;
  /** @default 3 */
  maxRedirects?: number;
}

/** Why `raw` cannot be fetched under `policy` (scheme, credentials, literal private address), or null. */
export function linkProblem(raw: string, policy: WebhookPolicy): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'Enter a valid URL';
  }
  if (url.protocol !== 'https:' && !(policy.allowHttp && url.protocol === 'http:')) return 'Links must start with https://';
  if (url.username || url.password) return 'Links cannot contain a user name or password';
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (!policy.allowPrivateHosts && (host === 'localhost' || host.endsWith('.localhost') || (isIP(host) !== 0 && isPrivateAddress(host)))) {
    return 'Links must point to a public address';
  }
  return null;
}

function fileNameOf(res: IncomingMessage, url: URL): string {
  const disposition = String(res.headers['content-disposition'] ?? '');
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const plain = /filename="?([^";]+)"?/i.exec(disposition)?.[1];
  let name = '';
  try {
    name = star ? decodeURIComponent(star) : (plain ?? decodeURIComponent(url.pathname.split('/').filter(Boolean).pop() ?? ''));
  } catch {
    name = plain ?? '';
  }
  // eslint-disable-next-line no-control-regex
  name = name.replace(/[\u0000-\u001f\u007f/\\]/g, '').trim().slice(0, 200);
  return name || 'download';
}

export function createLinkFetcher(options: LinkFetcherOptions): LinkFetcher {
  const timeoutMs = options.timeoutMs ?? 20_000;
  const maxBytes = options.maxBytes ?? MAX_UPLOAD_BYTES;
  const maxRedirects = options.maxRedirects ?? 3;
  const lookup = guardedLookup(options.allowPrivateHosts);

  const get = (url: URL): Promise<{ res: IncomingMessage }> =>
    new Promise((resolve, reject) => {
      const doRequest = url.protocol === 'https:' ? httpsRequest : httpRequest;
      const req = doRequest(url, { method: 'GET', lookup, timeout: timeoutMs, headers: { 'user-agent': 'Tenderlens-Documents/1.0', accept: '*/*' } }, (res) =>
        resolve({ res }),
      );
      req.on('timeout', () => req.destroy(new LinkFetchError('The link took too long to answer')));
      req.on('error', (error: NodeJS.ErrnoException) =>
        reject(error instanceof LinkFetchError ? error : new LinkFetchError(error.code === 'EPRIVATEADDRESS' ? 'Links must point to a public address' : `The link could not be fetched (${error.code ?? error.message})`)),
      );
      req.end();
    });

  return {
    async fetch(raw) {
      let url = new URL(raw);
      for (let hop = 0; ; hop++) {
        const problem = linkProblem(url.toString(), options);
        if (problem) throw new LinkFetchError(problem);
        const { res } = await get(url);
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400 && res.headers.location) {
          res.resume();
          if (hop >= maxRedirects) throw new LinkFetchError('The link redirects too many times');
          url = new URL(res.headers.location, url);
          continue;
        }
        if (status < 200 || status >= 300) {
          res.resume();
          throw new LinkFetchError(`The link answered ${status}`);
        }
        if (Number(res.headers['content-length'] ?? 0) > maxBytes) {
          res.destroy();
          throw new FileTooLargeError(maxBytes);
        }
        const chunks: Buffer[] = [];
        let size = 0;
        for await (const chunk of res) {
          size += (chunk as Buffer).length;
          if (size > maxBytes) {
            res.destroy();
            throw new FileTooLargeError(maxBytes);
          }
          chunks.push(chunk as Buffer);
        }
        return {
          bytes: new Uint8Array(Buffer.concat(chunks, size)),
          fileName: fileNameOf(res, url),
          contentType: typeof res.headers['content-type'] === 'string' ? res.headers['content-type'] : null,
          finalUrl: url.toString(),
        };
      }
    },
  };
}
