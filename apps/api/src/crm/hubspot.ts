/**
 * HubSpot CRM v3 (https://developers.hubspot.com/docs/api/crm): contacts, companies and deals as
 * objects (`/crm/v3/objects/{type}`), their search (`/search`, filterGroups), deal properties and
 * pipelines for the CRM form, associations given inline on create (deal→company type 5,
 * contact→company type 1). A contact whose email exists answers 409 CONFLICT "Contact already
 * exists. Existing ID: 123": that is our duplicate. OAuth 2.0 at /oauth/v1/token; private-app tokens
 * are bearer tokens too, without refresh.
 */
import { z } from 'zod';
import type { CrmConfig } from '../config';
import { CrmApiError, crmRequest, providerError, tokenRequest, type CrmClient, type CrmField, type CrmTokens, type TokenSource, type TransportOptions } from './client';

export const HUBSPOT_SCOPES = ['crm.objects.contacts.write', 'crm.objects.companies.read', 'crm.objects.deals.write', 'crm.schemas.deals.read', 'oauth'];

const PropertiesSchema = z.object({
  results: z.array(
    z.object({
      name: z.string(),
      label: z.string(),
      type: z.string(),
      fieldType: z.string(),
      hidden: z.boolean().optional(),
      options: z.array(z.object({ label: z.string(), value: z.string(), hidden: z.boolean().optional() })).optional(),
      modificationMetadata: z.object({ readOnlyValue: z.boolean() }).optional(),
    }),
  ),
});
const PipelinesSchema = z.object({
  results: z.array(z.object({ id: z.string(), label: z.string(), stages: z.array(z.object({ id: z.string(), label: z.string() })) })),
});
const SearchSchema = z.object({ total: z.number(), results: z.array(z.object({ id: z.string(), properties: z.record(z.string(), z.string().nullable()) })) });
const CreatedSchema = z.object({ id: z.string() });

/** The deal properties the CRM form offers (others are HubSpot's own bookkeeping). */
const DEAL_FIELDS = ['dealname', 'amount', 'closedate', 'description', 'pipeline', 'dealstage', 'dealtype', 'hubspot_owner_id'];
const REQUIRED = new Set(['dealname', 'pipeline', 'dealstage']);

const fieldType = (type: string, fieldType: string): CrmField['type'] => {
  if (type === 'enumeration') return 'enumeration';
  if (type === 'number') return 'number';
  if (type === 'date' || type === 'datetime') return 'date';
  if (type === 'bool') return 'boolean';
  return fieldType === 'textarea' ? 'textarea' : 'text';
};

export function hubspotAuthorizeUrl(config: CrmConfig['hubspot'], redirectUri: string, state: string): string | null {
  if (!config.clientId) return null;
  const url = new URL(config.authUrl);
  url.searchParams.set('client_id', config.clientId);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('scope', HUBSPOT_SCOPES.join(' '));
  url.searchParams.set('state', state);
  return url.toString();
}

const tokensOf = (body: Record<string, unknown>, previous: CrmTokens | null, now: Date): CrmTokens => ({
  accessToken: String(body['access_token']),
  refreshToken: typeof body['refresh_token'] === 'string' ? body['refresh_token'] : (previous?.refreshToken ?? null),
  expiresAt: typeof body['expires_in'] === 'number' ? new Date(now.getTime() + body['expires_in'] * 1000) : null,
  instanceUrl: null,
});

export async function hubspotExchangeCode(config: CrmConfig['hubspot'], code: string, redirectUri: string, now: Date, options?: TransportOptions): Promise<CrmTokens> {
  const body = await tokenRequest(
    `${config.apiUrl}/oauth/v1/token`,
    { grant_type: 'authorization_code', client_id: config.clientId ?? '', client_secret: config.clientSecret ?? '', redirect_uri: redirectUri, code },
    options,
  );
  return tokensOf(body, null, now);
}

export async function hubspotRefresh(config: CrmConfig['hubspot'], tokens: CrmTokens, now: Date, options?: TransportOptions): Promise<CrmTokens> {
  if (!tokens.refreshToken) throw new CrmApiError(401, 'The HubSpot token cannot be refreshed', 'unauthorised');
  const body = await tokenRequest(
    `${config.apiUrl}/oauth/v1/token`,
    { grant_type: 'refresh_token', client_id: config.clientId ?? '', client_secret: config.clientSecret ?? '', refresh_token: tokens.refreshToken },
    options,
  );
  return tokensOf(body, tokens, now);
}

export function createHubspotClient(config: CrmConfig['hubspot'], source: TokenSource, portalId: () => string | null, options: TransportOptions = {}): CrmClient {
  const api = (path: string) => `${config.apiUrl}${path}`;
  const call = (method: 'GET' | 'POST', path: string, body?: unknown) => crmRequest(source, { method, url: api(path), body }, options);
  const recordUrl = (objectTypeId: string, id: string) => `${config.appUrl}/contacts/${portalId() ?? '0'}/record/${objectTypeId}/${id}`;
  const ok = <T>(res: { status: number; body: unknown }, schema: z.ZodType<T>, what: string): T => {
    if (res.status >= 300) throw providerError(res.status, res.body, `HubSpot refused ${what}`);
    const parsed = schema.safeParse(res.body);
    if (!parsed.success) throw new CrmApiError(502, `HubSpot answered ${what} in an unknown shape`);
    return parsed.data;
  };

  return {
    provider: 'HUBSPOT',
    async whoAmI() {
      const res = await call('GET', '/account-info/v3/details');
      const body = ok(res, z.object({ portalId: z.number(), companyName: z.string().optional(), uiDomain: z.string().optional() }), 'the account details');
      return { accountId: String(body.portalId), accountName: body.companyName ?? `HubSpot ${body.portalId}` };
    },
    async dealFields() {
      const body = ok(await call('GET', '/crm/v3/properties/deals'), PropertiesSchema, 'the deal properties');
      return DEAL_FIELDS.flatMap((name) => {
        const p = body.results.find((r) => r.name === name);
        if (!p || p.hidden || p.modificationMetadata?.readOnlyValue) return [];
        const type = name === 'pipeline' || name === 'dealstage' ? 'enumeration' : fieldType(p.type, p.fieldType);
        return [{ name, label: p.label, type, required: REQUIRED.has(name), hasValues: type === 'enumeration' }];
      });
    },
    async propertyValues(propertyName, formData) {
      if (propertyName === 'pipeline' || propertyName === 'dealstage') {
        const body = ok(await call('GET', '/crm/v3/pipelines/deals'), PipelinesSchema, 'the deal pipelines');
        if (propertyName === 'pipeline') return body.results.map((p) => ({ id: p.id, label: p.label }));
        const pipeline = body.results.find((p) => p.id === formData['pipeline']) ?? body.results[0];
        return (pipeline?.stages ?? []).map((s) => ({ id: s.id, label: s.label }));
      }
      const body = ok(await call('GET', `/crm/v3/properties/deals/${encodeURIComponent(propertyName)}`), PropertiesSchema.shape.results.element, 'the property');
      return (body.options ?? []).filter((o) => !o.hidden).map((o) => ({ id: o.value, label: o.label }));
    },
    async searchAccounts(text, limit) {
      const body = ok(
        await call('POST', '/crm/v3/objects/companies/search', {
          filterGroups: [{ filters: [{ propertyName: 'name', operator: 'CONTAINS_TOKEN', value: `*${text}*` }] }],
          properties: ['name', 'domain'],
          sorts: [{ propertyName: 'name', direction: 'ASCENDING' }],
          limit: Math.min(limit + 1, 100),
        }),
        SearchSchema,
        'the company search',
      );
      const accounts = body.results.slice(0, limit).map((r) => ({ id: r.id, name: r.properties['name'] ?? r.id, url: recordUrl('0-2', r.id) }));
      return { accounts, moreExist: body.total > limit };
    },
    async findContactByEmail(email) {
      const body = ok(
        await call('POST', '/crm/v3/objects/contacts/search', {
          filterGroups: [{ filters: [{ propertyName: 'email', operator: 'EQ', value: email }] }],
          properties: ['email'],
          limit: 1,
        }),
        SearchSchema,
        'the contact search',
      );
      const found = body.results[0];
      return found ? { id: found.id, url: recordUrl('0-1', found.id) } : null;
    },
    async createContact(payload, accountId) {
      const properties: Record<string, string> = {};
      const put = (key: string, value: string | null | undefined) => {
        if (value && value.trim()) properties[key] = value.trim();
      };
      put('salutation', payload.salutation);
      put('firstname', payload.firstName);
      put('lastname', payload.lastName);
      put('email', payload.emailAddress);
      put('phone', payload.phoneNumber);
      put('jobtitle', payload.jobTitle);
      put('company', payload.contactCompanyName);
      const res = await call('POST', '/crm/v3/objects/contacts', {
        properties,
        ...(accountId ? { associations: [{ to: { id: accountId }, types: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: 1 }] }] } : {}),
      });
      if (res.status === 409) {
        const message = (res.body as { message?: string } | null)?.message ?? '';
        const existing = /Existing ID:\s*(\d+)/.exec(message)?.[1];
        if (existing) return { id: existing, url: recordUrl('0-1', existing), duplicate: true };
      }
      const created = ok(res, CreatedSchema, 'the contact');
      return { id: created.id, url: recordUrl('0-1', created.id), duplicate: false };
    },
    async createDeal(properties, accountId) {
      const res = await call('POST', '/crm/v3/objects/deals', {
        properties,
        ...(accountId ? { associations: [{ to: { id: accountId }, types: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: 5 }] }] } : {}),
      });
      const created = ok(res, CreatedSchema, 'the deal');
      return { id: created.id, url: recordUrl('0-3', created.id) };
    },
  };
}
