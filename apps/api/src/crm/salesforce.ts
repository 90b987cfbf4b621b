/**
 * Salesforce REST API (https://developer.salesforce.com/docs/atlas.en-us.api_rest.meta): sObjects
 * Contact, Account and Opportunity (`/services/data/v60.0/sobjects/{type}`), their describe for the
 * CRM form, and SOQL (`/query?q=`) for the account search and the duplicate check by email.
 * Errors are arrays `[{ message, errorCode, fields }]`; DUPLICATES_DETECTED from a duplicate rule is
 * our duplicate too. OAuth 2.0 web server flow at {login}/services/oauth2/{authorize,token}; the
 * token answer names the org's instance_url.
 */
import { z } from 'zod';
import type { CrmConfig } from '../config';
import { CrmApiError, crmRequest, providerError, tokenRequest, type CrmClient, type CrmField, type CrmTokens, type TokenSource, type TransportOptions } from './client';

export const SALESFORCE_API_VERSION = 'v60.0';

const DescribeSchema = z.object({
  fields: z.array(
    z.object({
      name: z.string(),
      label: z.string(),
      type: z.string(),
      createable: z.boolean(),
      nillable: z.boolean(),
      defaultedOnCreate: z.boolean(),
      picklistValues: z.array(z.object({ label: z.string().nullable(), value: z.string(), active: z.boolean() })).default([]),
    }),
  ),
});
const QuerySchema = z.object({ totalSize: z.number(), records: z.array(z.looseObject({ Id: z.string() })) });
const CreatedSchema = z.object({ id: z.string(), success: z.boolean() });

const OPPORTUNITY_FIELDS = ['Name', 'Amount', 'CloseDate', 'StageName', 'Description', 'Type', 'LeadSource', 'NextStep'];

const fieldType = (type: string): CrmField['type'] => {
  if (type === 'picklist') return 'enumeration';
  if (type === 'currency' || type === 'double' || type === 'int' || type === 'percent') return 'number';
  if (type === 'date' || type === 'datetime') return 'date';
  if (type === 'boolean') return 'boolean';
  return type === 'textarea' ? 'textarea' : 'text';
};

/** A SOQL string literal (quotes and backslashes escaped; LIKE wildcards too when `like`). */
export function soqlString(value: string, like = false): string {
  let v = value.replace(/\\/g, '\\\\').replace(/'/g, "\\'");
  if (like) v = v.replace(/%/g, '\\%').replace(/_/g, '\\_');
  return `'${like ? `%${v}%` : v}'`;
}

export function salesforceAuthorizeUrl(config: CrmConfig['salesforce'], redirectUri: string, state: string): string | null {
  if (!config.clientId) return null;
  const url = new URL(`${config.loginUrl}/services/oauth2/authorize`);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', config.clientId);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('scope', 'api refresh_token');
  url.searchParams.set('state', state);
  return url.toString();
}

const tokensOf = (body: Record<string, unknown>, previous: CrmTokens | null): CrmTokens => ({
  accessToken: String(body['access_token']),
  refreshToken: typeof body['refresh_token'] === 'string' ? body['refresh_token'] : (previous?.refreshToken ?? null),
  // Salesforce sessions have no expires_in: they last until the org's timeout; a 401 refreshes.
  expiresAt: null,
  instanceUrl: typeof body['instance_url'] === 'string' ? body['instance_url'].replace(/\/+$/, '') : (previous?.instanceUrl ?? null),
});

export async function salesforceExchangeCode(config: CrmConfig['salesforce'], code: string, redirectUri: string, options?: TransportOptions): Promise<CrmTokens> {
  const body = await tokenRequest(
    `${config.loginUrl}/services/oauth2/token`,
    { grant_type: 'authorization_code', client_id: config.clientId ?? '', client_secret: config.clientSecret ?? '', redirect_uri: redirectUri, code },
    options,
  );
  return tokensOf(body, null);
}

export async function salesforceRefresh(config: CrmConfig['salesforce'], tokens: CrmTokens, options?: TransportOptions): Promise<CrmTokens> {
  if (!tokens.refreshToken) throw new CrmApiError(401, 'The Salesforce token cannot be refreshed', 'unauthorised');
  const body = await tokenRequest(
    `${config.loginUrl}/services/oauth2/token`,
    { grant_type: 'refresh_token', client_id: config.clientId ?? '', client_secret: config.clientSecret ?? '', refresh_token: tokens.refreshToken },
    options,
  );
  return tokensOf(body, tokens);
}

export function createSalesforceClient(source: TokenSource, options: TransportOptions = {}): CrmClient {
  const base = () => `${source.tokens().instanceUrl ?? ''}/services/data/${SALESFORCE_API_VERSION}`;
  const call = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
    const res = await crmRequest(source, { method, url: `${base()}${path}`, body }, options);
    // API request limits answer 403 REQUEST_LIMIT_EXCEEDED.
    const code = Array.isArray(res.body) ? (res.body[0] as { errorCode?: string } | undefined)?.errorCode : undefined;
    if (res.status === 403 && code === 'REQUEST_LIMIT_EXCEEDED') throw new CrmApiError(429, 'The Salesforce API limit was reached', 'rate_limited');
    return res;
  };
  const recordUrl = (type: string, id: string) => `${source.tokens().instanceUrl ?? ''}/lightning/r/${type}/${id}/view`;
  const ok = <T>(res: { status: number; body: unknown }, schema: z.ZodType<T>, what: string): T => {
    if (res.status >= 300) throw providerError(res.status, res.body, `Salesforce refused ${what}`);
    const parsed = schema.safeParse(res.body);
    if (!parsed.success) throw new CrmApiError(502, `Salesforce answered ${what} in an unknown shape`);
    return parsed.data;
  };
  const query = async (soql: string) => ok(await call('GET', `/query?q=${encodeURIComponent(soql)}`), QuerySchema, 'the query');
  const describe = async (type: string) => ok(await call('GET', `/sobjects/${type}/describe`), DescribeSchema, `the ${type} fields`);
  const duplicateOf = (body: unknown): string | null => {
    if (!Array.isArray(body)) return null;
    const first = body[0] as { errorCode?: string; duplicateResult?: { matchResults?: { matchRecords?: { record?: { Id?: string } }[] }[] } } | undefined;
    if (first?.errorCode !== 'DUPLICATES_DETECTED') return null;
    return first.duplicateResult?.matchResults?.[0]?.matchRecords?.[0]?.record?.Id ?? null;
  };

  return {
    provider: 'SALESFORCE',
    async whoAmI() {
      const body = await query('SELECT Id, Name FROM Organization LIMIT 1');
      const org = body.records[0];
      if (!org) throw new CrmApiError(502, 'Salesforce answered no organisation');
      return { accountId: org.Id, accountName: typeof org['Name'] === 'string' ? org['Name'] : org.Id };
    },
    async dealFields() {
      const body = await describe('Opportunity');
      return OPPORTUNITY_FIELDS.flatMap((name) => {
        const f = body.fields.find((x) => x.name === name);
        if (!f || !f.createable) return [];
        const type = fieldType(f.type);
        return [{ name, label: f.label, type, required: !f.nillable && !f.defaultedOnCreate && f.type !== 'boolean', hasValues: type === 'enumeration' }];
      });
    },
    async propertyValues(propertyName) {
      const body = await describe('Opportunity');
      const f = body.fields.find((x) => x.name === propertyName);
      return (f?.picklistValues ?? []).filter((v) => v.active).map((v) => ({ id: v.value, label: v.label ?? v.value }));
    },
    async searchAccounts(text, limit) {
      const body = await query(`SELECT Id, Name FROM Account WHERE Name LIKE ${soqlString(text, true)} ORDER BY Name LIMIT ${limit + 1}`);
      const accounts = body.records.slice(0, limit).map((r) => ({ id: r.Id, name: typeof r['Name'] === 'string' ? r['Name'] : r.Id, url: recordUrl('Account', r.Id) }));
      return { accounts, moreExist: body.records.length > limit };
    },
    async findContactByEmail(email) {
      const body = await query(`SELECT Id FROM Contact WHERE Email = ${soqlString(email)} LIMIT 1`);
      const found = body.records[0];
      return found ? { id: found.Id, url: recordUrl('Contact', found.Id) } : null;
    },
    async createContact(payload, accountId) {
      if (payload.emailAddress) {
        const existing = await this.findContactByEmail(payload.emailAddress);
        if (existing) return { ...existing, duplicate: true };
      }
      const fields: Record<string, string> = {};
      const put = (key: string, value: string | null | undefined) => {
        if (value && value.trim()) fields[key] = value.trim();
      };
      put('Salutation', payload.salutation);
      put('FirstName', payload.firstName);
      put('LastName', payload.lastName || payload.firstName);
      put('Email', payload.emailAddress);
      put('Phone', payload.phoneNumber);
      put('Title', payload.jobTitle);
      put('Department', payload.jobFunction);
      put('AccountId', accountId);
      const res = await call('POST', '/sobjects/Contact', fields);
      const duplicate = duplicateOf(res.body);
      if (res.status === 400 && duplicate) return { id: duplicate, url: recordUrl('Contact', duplicate), duplicate: true };
      const created = ok(res, CreatedSchema, 'the contact');
      return { id: created.id, url: recordUrl('Contact', created.id), duplicate: false };
    },
    async createDeal(properties, accountId) {
      const res = await call('POST', '/sobjects/Opportunity', { ...properties, ...(accountId ? { AccountId: accountId } : {}) });
      const created = ok(res, CreatedSchema, 'the opportunity');
      return { id: created.id, url: recordUrl('Opportunity', created.id) };
    },
  };
}
