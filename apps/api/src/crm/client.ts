/**
 * The CRM interface (DESIGN "Outbound integrations", decision 0044): one `CrmClient` per provider —
 * HubSpot CRM v3 (hubspot.ts) and Salesforce REST (salesforce.ts) — over one transport that
 * - sends the bearer token and, on a 401, refreshes it once (OAuth) and tries again;
 * - retries 429 and 5xx with exponential back-off (honouring Retry-After, capped), at most `maxAttempts`;
 * - times out every call.
 * Sends are recorded by the service (crm_sends) so nothing is sent twice; rate limits are RATE_LIMITS.crmSends*.
 */
import type { CrmProviderName } from '../db/schema/crm';

export interface CrmTokens {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date | null;
  /** Salesforce: the org's instance URL. */
  instanceUrl: string | null;
}

/** A field of the provider's deal/opportunity schema, as the CRM form shows it. */
export interface CrmField {
  name: string;
  label: string;
  type: 'text' | 'textarea' | 'number' | 'date' | 'enumeration' | 'boolean';
  required: boolean;
  /** Values come from fetchPropertyValues (enumerations only; free-text fields never). */
  hasValues: boolean;
}

export interface CrmValue {
  id: string;
  label: string;
}

export interface CrmAccount {
  id: string;
  name: string;
  url: string;
}

/** The CRM contact payload (spec 1§3). */
export interface CrmContactPayload {
  salutation?: string | null;
  firstName: string;
  lastName: string;
  contactCompanyName?: string | null;
  jobTitle?: string | null;
  jobFunction?: string | null;
  seniority?: string | null;
  contactId: string;
  emailAddress?: string | null;
  phoneNumber?: string | null;
}

export interface CrmCreated {
  id: string;
  url: string;
}

export interface CrmClient {
  readonly provider: CrmProviderName;
  /** Who the token belongs to (portal / org), checked when connecting. */
  whoAmI(): Promise<{ accountId: string; accountName: string }>;
  dealFields(): Promise<CrmField[]>;
  propertyValues(propertyName: string, formData: Record<string, string>): Promise<CrmValue[]>;
  searchAccounts(text: string, limit: number): Promise<{ accounts: CrmAccount[]; moreExist: boolean }>;
  findContactByEmail(email: string): Promise<CrmCreated | null>;
  /** Creates the contact; `duplicate` with the existing one when the provider already has the email. */
  createContact(payload: CrmContactPayload, accountId: string | null): Promise<CrmCreated & { duplicate: boolean }>;
  createDeal(properties: Record<string, string>, accountId: string | null): Promise<CrmCreated>;
}

/** The provider refused or failed; `status` is its HTTP status (null: unreachable). */
export class CrmApiError extends Error {
  constructor(
    readonly status: number | null,
    message: string,
    readonly code: string | null = null,
  ) {
    super(message);
    this.name = 'CrmApiError';
  }
}

export interface TransportOptions {
  /** @default 3 */
  maxAttempts?: number;
  /** First back-off; doubled each attempt. @default 500 */
  backoffMs?: number;
  /** Longest wait for one retry (Retry-After included). @default 10000 */
  maxBackoffMs?: number;
  /** @default 15000 */
  timeoutMs?: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

export interface TokenSource {
  tokens(): CrmTokens;
  /** Refreshes (OAuth); null when the connection cannot be refreshed (private-app token). */
  refresh: (() => Promise<CrmTokens>) | null;
}

export interface CrmRequest {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT';
  url: string;
  body?: unknown;
}

export interface CrmResponse {
  status: number;
  body: unknown;
}

const sleepFor = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** One authorised call with refresh and back-off; answers any status below 500 except 401/429 to the client to interpret. */
export async function crmRequest(source: TokenSource, request: CrmRequest, options: TransportOptions = {}): Promise<CrmResponse> {
  const maxAttempts = options.maxAttempts ?? 3;
  const backoffMs = options.backoffMs ?? 500;
  const maxBackoffMs = options.maxBackoffMs ?? 10_000;
  const doFetch = options.fetch ?? fetch;
  const sleep = options.sleep ?? sleepFor;
  let refreshed = false;
  for (let attempt = 1; ; attempt++) {
    let res: Response;
    try {
      res = await doFetch(request.url, {
        method: request.method,
        headers: {
          authorization: `Bearer ${source.tokens().accessToken}`,
          accept: 'application/json',
          ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      if (attempt >= maxAttempts) throw new CrmApiError(null, `CRM unreachable: ${error instanceof Error ? error.message : String(error)}`);
      await sleep(Math.min(maxBackoffMs, backoffMs * 2 ** (attempt - 1)));
      continue;
    }
    const text = await res.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    if (res.status === 401 && source.refresh && !refreshed) {
      refreshed = true;
      await source.refresh();
      attempt--;
      continue;
    }
    if (res.status === 401) throw new CrmApiError(401, 'The CRM refused our token: connect it again', 'unauthorised');
    if ((res.status === 429 || res.status >= 500) && attempt < maxAttempts) {
      const retryAfter = Number(res.headers.get('retry-after'));
      const wait = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : backoffMs * 2 ** (attempt - 1);
      await sleep(Math.min(maxBackoffMs, wait));
      continue;
    }
    if (res.status === 429) throw new CrmApiError(429, 'The CRM rate limit was reached', 'rate_limited');
    if (res.status >= 500) throw new CrmApiError(res.status, `The CRM answered ${res.status}`);
    return { status: res.status, body };
  }
}

/** A form-encoded OAuth token request (both providers' token endpoints). */
export async function tokenRequest(url: string, form: Record<string, string>, options: TransportOptions = {}): Promise<Record<string, unknown>> {
  const doFetch = options.fetch ?? fetch;
  let res: Response;
  try {
    res = await doFetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams(form).toString(),
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
  } catch (error) {
    throw new CrmApiError(null, `CRM unreachable: ${error instanceof Error ? error.message : String(error)}`);
  }
  const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  if (!res.ok || !body || typeof body['access_token'] !== 'string') {
    const reason = body && typeof body['error_description'] === 'string' ? body['error_description'] : body && typeof body['message'] === 'string' ? body['message'] : `status ${res.status}`;
    throw new CrmApiError(res.status, `The CRM refused the authorisation: ${reason}`, 'oauth_failed');
  }
  return body;
}

/** An error the provider answered (4xx), with its message. */
export function providerError(status: number, body: unknown, fallback: string): CrmApiError {
  const first = Array.isArray(body) ? (body[0] as Record<string, unknown> | undefined) : (body as Record<string, unknown> | null);
  const message = first && typeof first['message'] === 'string' ? first['message'] : fallback;
  const code = first && typeof first['errorCode'] === 'string' ? first['errorCode'] : first && typeof first['category'] === 'string' ? first['category'] : null;
  return new CrmApiError(status, message, code);
}
