/**
 * CRM connections and sends (spec 1§5, 2§5, 2§7). One connection per company; its tokens sealed at
 * rest (crypto.ts), refreshed on a 401 and stored again. Every send claims a crm_sends row keyed by
 * (company, provider, entity) first: a record already sent answers its stored link without calling the
 * provider again, a send in flight is refused — nothing is sent twice.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { AppSecrets } from '../auth/secrets';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { queryRows } from '../db/client';
import { crmConnections, crmSends, type CrmConnectionRow, type CrmEntityType, type CrmFieldMapping, type CrmProviderName } from '../db/schema/crm';
import { HttpError } from '../http/errors';
import { enforceRateLimits, RATE_LIMITS } from '../http/rateLimit';
import type { PolicySubject } from '../policy/index';
import { CrmApiError, type CrmClient, type CrmContactPayload, type CrmTokens, type TransportOptions } from './client';
import { createSecretBox, crmKey, type SecretBox } from './crypto';
import { createHubspotClient, hubspotAuthorizeUrl, hubspotExchangeCode, hubspotRefresh } from './hubspot';
import { createSalesforceClient, salesforceAuthorizeUrl, salesforceExchangeCode, salesforceRefresh } from './salesforce';

export interface CrmDeps {
  db: Database;
  config: AppConfig;
  secrets: AppSecrets;
  now: () => Date;
  transport?: TransportOptions;
}

export interface ConnectionView {
  provider: CrmProviderName;
  authKind: 'oauth' | 'private_app';
  accountId: string | null;
  accountName: string | null;
  fieldMapping: CrmFieldMapping;
  connectedAt: string;
}

/** Where the provider sends the browser back: the setup screen completes the flow. */
export const SETUP_PATH = '/account-management/integrations/setup';
export const redirectUriOf = (config: AppConfig) => `${config.publicUrl}${SETUP_PATH}`;
const STATE_TTL_MS = 15 * 60_000;

export const notConnected = () => new HttpError(404, 'crm_not_connected', 'Sending to a CRM requires a connected provider');

const boxOf = (deps: CrmDeps): SecretBox => createSecretBox(crmKey(deps.config.crm.key, deps.secrets.hmacKey));

export const connectionView = (row: CrmConnectionRow): ConnectionView => ({
  provider: row.provider,
  authKind: row.authKind,
  accountId: row.accountId,
  accountName: row.accountName,
  fieldMapping: row.fieldMapping,
  connectedAt: row.createdAt.toISOString(),
});

export async function loadConnection(db: Database, companyId: number): Promise<CrmConnectionRow | null> {
  const [row] = await db.select().from(crmConnections).where(eq(crmConnections.companyId, companyId));
  return row ?? null;
}

/** The OAuth `state`: company, user, provider and time, signed with the app key. */
export function signState(deps: CrmDeps, subject: PolicySubject, provider: CrmProviderName): string {
  const payload = Buffer.from(JSON.stringify({ c: subject.companyId, u: subject.id, p: provider, t: deps.now().getTime(), n: randomBytes(8).toString('hex') })).toString('base64url');
  const mac = createHmac('sha256', deps.secrets.hmacKey).update(`crm-state.${payload}`).digest('base64url');
  return `${payload}.${mac}`;
}

function verifyState(deps: CrmDeps, subject: PolicySubject, state: string): CrmProviderName {
  const [payload, mac] = state.split('.');
  const invalid = new HttpError(404, 'not_found', 'This authorisation request is unknown or has expired. Please connect again.');
  if (!payload || !mac) throw invalid;
  const expected = createHmac('sha256', deps.secrets.hmacKey).update(`crm-state.${payload}`).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid;
  const data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { c: number; u: number; p: CrmProviderName; t: number };
  if (data.c !== subject.companyId || data.u !== subject.id || deps.now().getTime() - data.t > STATE_TTL_MS) throw invalid;
  return data.p;
}

/**
 * Starts connecting: a signed state (15 minutes) and the provider's authorisation URL (null when this
 * server has no OAuth app for it: HubSpot then connects with a private-app token under the same state).
 */
export function startConnect(deps: CrmDeps, subject: PolicySubject, provider: CrmProviderName): { url: string | null; state: string } {
  const state = signState(deps, subject, provider);
  const url =
    provider === 'HUBSPOT'
      ? hubspotAuthorizeUrl(deps.config.crm.hubspot, redirectUriOf(deps.config), state)
      : salesforceAuthorizeUrl(deps.config.crm.salesforce, redirectUriOf(deps.config), state);
  return { url, state };
}

async function store(deps: CrmDeps, subject: PolicySubject, provider: CrmProviderName, authKind: 'oauth' | 'private_app', tokens: CrmTokens): Promise<ConnectionView> {
  const box = boxOf(deps);
  const client = clientFor(deps, provider, { current: tokens }, null, null);
  const who = await client.whoAmI();
  const values = {
    provider,
    authKind,
    accessTokenEnc: box.seal(tokens.accessToken, subject.companyId),
    refreshTokenEnc: tokens.refreshToken ? box.seal(tokens.refreshToken, subject.companyId) : null,
    expiresAt: tokens.expiresAt,
    instanceUrl: tokens.instanceUrl,
    accountId: who.accountId,
    accountName: who.accountName,
    connectedById: subject.id,
    fieldMapping: {},
    updatedAt: deps.now(),
  };
  const [row] = await deps.db
    .insert(crmConnections)
    .values({ companyId: subject.companyId, ...values, createdAt: deps.now() })
    .onConflictDoUpdate({ target: crmConnections.companyId, set: { ...values, createdAt: deps.now() } })
    .returning();
  return connectionView(row!);
}

export async function completeOAuth(deps: CrmDeps, subject: PolicySubject, code: string, state: string): Promise<ConnectionView> {
  const provider = verifyState(deps, subject, state);
  const tokens =
    provider === 'HUBSPOT'
      ? await hubspotExchangeCode(deps.config.crm.hubspot, code, redirectUriOf(deps.config), deps.now(), deps.transport)
      : await salesforceExchangeCode(deps.config.crm.salesforce, code, redirectUriOf(deps.config), deps.transport);
  return store(deps, subject, provider, 'oauth', tokens);
}

export async function connectPrivateApp(deps: CrmDeps, subject: PolicySubject, token: string, state: string): Promise<ConnectionView> {
  if (verifyState(deps, subject, state) !== 'HUBSPOT') throw new HttpError(400, 'bad_request', 'Private app tokens are for HubSpot');
  try {
    return await store(deps, subject, 'HUBSPOT', 'private_app', { accessToken: token, refreshToken: null, expiresAt: null, instanceUrl: null });
  } catch (error) {
    if (error instanceof CrmApiError && error.status === 401) throw new HttpError(400, 'bad_request', 'HubSpot did not accept this private app token');
    throw error;
  }
}

export async function disconnect(db: Database, companyId: number): Promise<void> {
  await db.delete(crmConnections).where(eq(crmConnections.companyId, companyId));
}

export async function updateFieldMapping(db: Database, companyId: number, mapping: CrmFieldMapping, now: Date): Promise<ConnectionView> {
  const [row] = await db.update(crmConnections).set({ fieldMapping: mapping, updatedAt: now }).where(eq(crmConnections.companyId, companyId)).returning();
  if (!row) throw notConnected();
  return connectionView(row);
}

function clientFor(
  deps: CrmDeps,
  provider: CrmProviderName,
  holder: { current: CrmTokens },
  onRefresh: ((tokens: CrmTokens) => Promise<void>) | null,
  portalId: string | null,
): CrmClient {
  const refresh =
    holder.current.refreshToken && onRefresh
      ? async () => {
          holder.current =
            provider === 'HUBSPOT'
              ? await hubspotRefresh(deps.config.crm.hubspot, holder.current, deps.now(), deps.transport)
              : await salesforceRefresh(deps.config.crm.salesforce, holder.current, deps.transport);
          await onRefresh(holder.current);
          return holder.current;
        }
      : null;
  const source = { tokens: () => holder.current, refresh };
  return provider === 'HUBSPOT'
    ? createHubspotClient(deps.config.crm.hubspot, source, () => portalId, deps.transport)
    : createSalesforceClient(source, deps.transport);
}

/** The company's client (404 crm_not_connected without one); refreshed tokens are sealed and stored. */
export async function companyClient(deps: CrmDeps, companyId: number): Promise<{ client: CrmClient; connection: CrmConnectionRow }> {
  const connection = await loadConnection(deps.db, companyId);
  if (!connection) throw notConnected();
  const box = boxOf(deps);
  const holder = {
    current: {
      accessToken: box.open(connection.accessTokenEnc, companyId),
      refreshToken: connection.refreshTokenEnc ? box.open(connection.refreshTokenEnc, companyId) : null,
      expiresAt: connection.expiresAt,
      instanceUrl: connection.instanceUrl,
    },
  };
  const onRefresh = async (t: CrmTokens) => {
    await deps.db
      .update(crmConnections)
      .set({
        accessTokenEnc: box.seal(t.accessToken, companyId),
        refreshTokenEnc: t.refreshToken ? box.seal(t.refreshToken, companyId) : null,
        expiresAt: t.expiresAt,
        instanceUrl: t.instanceUrl,
        updatedAt: deps.now(),
      })
      .where(eq(crmConnections.companyId, companyId));
  };
  return { client: clientFor(deps, connection.provider, holder, onRefresh, connection.accountId), connection };
}

export interface SendResult {
  isDuplicate: boolean;
  externalUrl: string | null;
  provider: CrmProviderName;
}

/** Claims the send of one entity, runs it, and records the outcome (the outbound pattern). */
async function recordedSend(
  deps: CrmDeps,
  subject: PolicySubject,
  provider: CrmProviderName,
  entityType: CrmEntityType,
  entityKey: string,
  run: () => Promise<{ id: string; url: string; duplicate: boolean }>,
): Promise<SendResult> {
  await enforceRateLimits(
    deps.db,
    [
      { rule: RATE_LIMITS.crmSendsPerUser, subject: subject.id },
      { rule: RATE_LIMITS.crmSendsPerCompany, subject: subject.companyId },
    ],
    deps.now(),
  );
  const key = { companyId: subject.companyId, provider, entityType, entityKey };
  const where = and(eq(crmSends.companyId, key.companyId), eq(crmSends.provider, provider), eq(crmSends.entityType, entityType), eq(crmSends.entityKey, entityKey));
  await deps.db.insert(crmSends).values({ ...key, userId: subject.id }).onConflictDoNothing();
  // Claim: a failed or new row becomes pending with one more attempt; a sent or in-flight one is not claimed.
  const stale = new Date(deps.now().getTime() - 60_000);
  const claimed = await deps.db
    .update(crmSends)
    .set({ status: 'pending', attempts: sql`${crmSends.attempts} + 1`, userId: subject.id, updatedAt: deps.now() })
    .where(and(where, sql`(${crmSends.status} = 'failed' or (${crmSends.status} = 'pending' and (${crmSends.attempts} = 0 or ${crmSends.updatedAt} < ${stale})))`))
    .returning();
  if (claimed.length === 0) {
    const [existing] = await deps.db.select().from(crmSends).where(where);
    if (existing?.status === 'sent') return { isDuplicate: true, externalUrl: existing.externalUrl, provider };
    throw new HttpError(409, 'conflict', 'This is being sent to your CRM already');
  }
  try {
    const out = await run();
    await deps.db.update(crmSends).set({ status: 'sent', externalId: out.id, externalUrl: out.url, lastStatus: 201, error: null, updatedAt: deps.now() }).where(where);
    return { isDuplicate: out.duplicate, externalUrl: out.url, provider };
  } catch (error) {
    const status = error instanceof CrmApiError ? error.status : null;
    await deps.db
      .update(crmSends)
      .set({ status: 'failed', lastStatus: status, error: error instanceof Error ? error.message.slice(0, 1000) : String(error), updatedAt: deps.now() })
      .where(where);
    throw error;
  }
}

interface ContactRowSql extends Record<string, unknown> {
  id: string;
  title: string | null;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  job_title: string;
  seniority: string;
  job_functions: string[];
  buyer_name: string;
}

/** A contact by its id or its guid (opportunity links carry guids). */
export async function contactById(db: Database, id: string): Promise<ContactRowSql | null> {
  const where = /^\d+$/.test(id) ? sql`c.id = ${id}::bigint` : sql`c.guid = ${id.toLowerCase()}::uuid`;
  const [row] = await queryRows<ContactRowSql>(
    db,
    sql`select c.id::text as id, c.title, c.first_name, c.last_name, c.email, c.phone, c.job_title, c.seniority, c.job_functions, o.name as buyer_name
        from contacts c join organisations o on o.id = c.organisation_id where ${where}`,
  );
  return row ?? null;
}

/** sendContact: our contact's own data (the payload's names may be edited), created once. */
export async function sendContact(deps: CrmDeps, subject: PolicySubject, payload: CrmContactPayload, accountId: string | null): Promise<SendResult> {
  const { client, connection } = await companyClient(deps, subject.companyId);
  const contact = await contactById(deps.db, payload.contactId);
  if (!contact) throw new HttpError(404, 'not_found', 'Contact not found');
  const merged: CrmContactPayload = {
    ...payload,
    emailAddress: contact.email,
    phoneNumber: contact.phone,
    contactCompanyName: payload.contactCompanyName || contact.buyer_name,
  };
  return recordedSend(deps, subject, connection.provider, 'contact', contact.id, () => client.createContact(merged, accountId));
}

/** describeContactDetails: the contact's page in the CRM, when it has it. */
export async function describeContact(deps: CrmDeps, subject: PolicySubject, contactId: string): Promise<{ externalUrl: string | null }> {
  const { client, connection } = await companyClient(deps, subject.companyId);
  const contact = await contactById(deps.db, contactId);
  if (!contact) throw new HttpError(404, 'not_found', 'Contact not found');
  const [sent] = await deps.db
    .select({ url: crmSends.externalUrl })
    .from(crmSends)
    .where(and(eq(crmSends.companyId, subject.companyId), eq(crmSends.provider, connection.provider), eq(crmSends.entityType, 'contact'), eq(crmSends.entityKey, contact.id), eq(crmSends.status, 'sent')));
  if (sent?.url) return { externalUrl: sent.url };
  if (!contact.email) return { externalUrl: null };
  return { externalUrl: (await client.findContactByEmail(contact.email))?.url ?? null };
}

/** Only non-empty fields are sent (spec 2§5). */
export const nonEmptyFields = (fields: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(fields).filter(([, v]) => v.trim() !== '').map(([k, v]) => [k, v.trim()]));

export async function sendDeal(
  deps: CrmDeps,
  subject: PolicySubject,
  entityType: 'notice' | 'opportunity',
  entityKey: string,
  fields: Record<string, string>,
  accountId: string | null,
): Promise<SendResult> {
  const { client, connection } = await companyClient(deps, subject.companyId);
  const properties = nonEmptyFields(fields);
  return recordedSend(deps, subject, connection.provider, entityType, entityKey, async () => ({ ...(await client.createDeal(properties, accountId)), duplicate: false }));
}
