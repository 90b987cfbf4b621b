/**
 * REST for CRM integrations (spec 1§7, 2§7 "CRM helpers"): the OAuth start and completion, the
 * HubSpot private-app token, the CRM form of a record, fetchPropertyValues, account search,
 * sendContact, describeContactDetails, and sending a notice or an opportunity. Blocked for guests
 * (`crm.use`); 404 crm_not_connected without a provider. Provider failures keep their status class:
 * a provider 400 answers 400 `crm_rejected` (the client's 'out of sync' copy), others 502.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../http/context';
import { HttpError } from '../http/errors';
import { safeText } from '../http/input';
import { assertCan, type PolicySubject } from '../policy/index';
import { toPolicySubject } from '../users/currentUser';
import { parseInput, readBody } from '../workspace/http';
import { loadOpportunity } from '../opportunities/service';
import { GuidSchema, IdSchema } from '../workspace/schemas';
import { CrmApiError } from './client';
import { noticeFacts, opportunityFacts, prefillForm } from './form';
import {
  companyClient,
  completeOAuth,
  connectPrivateApp,
  describeContact,
  sendContact,
  sendDeal,
  startConnect,
  type CrmDeps,
} from './service';

const text = (max: number) => safeText({ trim: true, max });
const optionalText = (max: number) => text(max).nullish();
const ContactRef = z.union([IdSchema.transform(String), GuidSchema]);
const ProviderSchema = z.enum(['HUBSPOT', 'SALESFORCE'], { message: 'provider must be HUBSPOT or SALESFORCE' });
const PropertyName = z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,99}$/, 'not a property name');
const AccountId = z.string().regex(/^[A-Za-z0-9]{1,40}$/, 'not an account id').nullish();
/** The CRM form's values: at most 50 properties of at most 32,000 characters. */
const Fields = z
  .record(PropertyName, text(32_000))
  .refine((f) => Object.keys(f).length <= 50, 'at most 50 fields');
/** `fields` arrives as a JSON string (spec 2§7 sendOpportunity); an object is accepted too. */
const FieldsInput = z.union([Fields, safeText({ max: 400_000 }).transform((s, ctx) => {
  try {
    const parsed = Fields.safeParse(JSON.parse(s));
    if (parsed.success) return parsed.data;
  } catch {
    /* below */
  }
  ctx.addIssue({ code: 'custom', message: 'fields must be a JSON object of property names to text' });
  return z.NEVER;
})]);

export const StartSchema = z.strictObject({ provider: ProviderSchema });
/** The provider's code (OAuth) or, for HubSpot, a private-app token — under the state of a recent start. */
export const CompleteSchema = z
  .strictObject({
    state: safeText({ min: 1, max: 2000 }),
    code: safeText({ min: 1, max: 2000 }).optional(),
    privateAppToken: safeText({ trim: true, min: 10, max: 500, message: 'Enter the private app access token' }).optional(),
  })
  .refine((b) => Boolean(b.code) !== Boolean(b.privateAppToken), 'Send either the code or a private app token');
export const PropertyValuesSchema = z.strictObject({ propertyName: PropertyName, formData: z.record(PropertyName, text(32_000)).default({}) });
export const AccountSearchSchema = z.strictObject({ text: text(200), limit: z.number().int().min(1).max(50).default(50) });
export const ContactPayloadSchema = z.strictObject({
  salutation: optionalText(40),
  firstName: text(200),
  lastName: text(200),
  contactCompanyName: optionalText(300),
  jobTitle: optionalText(300),
  jobFunction: optionalText(200),
  seniority: optionalText(200),
  /** Our contact's id or guid. */
  contactId: ContactRef,
  emailAddress: optionalText(320),
  phoneNumber: optionalText(60),
  accountId: AccountId,
});
export const DescribeSchema = z.strictObject({ contactId: ContactRef });
export const SendNoticeSchema = z.strictObject({ guid: GuidSchema, fields: FieldsInput, accountId: AccountId });
export const SendOpportunitySchema = z.strictObject({ id: IdSchema, fields: FieldsInput, accountId: AccountId });
const FormQuery = z.strictObject({ type: z.enum(['notice', 'opportunity']), id: z.string().max(64) });

/** Provider failures as our errors (the client shows its copy per status). */
async function viaProvider<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (!(error instanceof CrmApiError)) throw error;
    if (error.status === 400) throw new HttpError(400, 'crm_rejected', error.message);
    if (error.status === 401) throw new HttpError(409, 'crm_unauthorised', 'Your CRM connection has expired. Please connect it again.');
    if (error.status === 429) throw new HttpError(429, 'rate_limited', 'Your CRM is busy. Please try again in a minute.');
    throw new HttpError(502, 'crm_failed', error.message);
  }
}

export function crmRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const crm: CrmDeps = { db: deps.db, config: deps.config, secrets: deps.secrets, now: deps.now };
  const subjectOf = (c: { get(key: 'auth'): { user: Parameters<typeof toPolicySubject>[0] } }): PolicySubject => {
    const subject = toPolicySubject(c.get('auth').user);
    assertCan(subject, { type: 'crm.use' });
    return subject;
  };

  app.post('/integrations/oauth/start', async (c) => {
    const subject = subjectOf(c);
    const { provider } = await readBody(c, StartSchema);
    return c.json(startConnect(crm, subject, provider));
  });
  app.post('/integrations/oauth/complete', async (c) => {
    const subject = subjectOf(c);
    const { code, state, privateAppToken } = await readBody(c, CompleteSchema);
    return c.json(await viaProvider(() => (privateAppToken ? connectPrivateApp(crm, subject, privateAppToken, state) : completeOAuth(crm, subject, code ?? '', state))));
  });
  app.get('/integrations/form', async (c) => {
    const subject = subjectOf(c);
    const q = FormQuery.safeParse(c.req.query());
    if (!q.success) throw new HttpError(400, 'bad_request', 'type must be notice or opportunity, with an id');
    const { client, connection } = await companyClient(crm, subject.companyId);
    const facts =
      q.data.type === 'notice'
        ? await noticeFacts(deps.db, subject, parseInput(GuidSchema, q.data.id), deps.config.publicUrl)
        : await opportunityFacts(deps.db, subject, parseInput(IdSchema, q.data.id), deps.config.publicUrl);
    const fields = await viaProvider(() => client.dealFields());
    return c.json({ provider: connection.provider, title: facts.title, fields: prefillForm(connection.provider, fields, connection.fieldMapping, facts) });
  });
  app.get('/integrations/fields', async (c) => {
    const subject = subjectOf(c);
    const { client, connection } = await companyClient(crm, subject.companyId);
    return c.json({ provider: connection.provider, fields: await viaProvider(() => client.dealFields()) });
  });
  app.post('/integrations/property_values', async (c) => {
    const subject = subjectOf(c);
    const { propertyName, formData } = await readBody(c, PropertyValuesSchema);
    const { client } = await companyClient(crm, subject.companyId);
    const fields = await viaProvider(() => client.dealFields());
    // Free-text fields are excluded from the value lookup.
    if (!fields.some((f) => f.name === propertyName && f.hasValues)) return c.json({ values: [] });
    return c.json({ values: await viaProvider(() => client.propertyValues(propertyName, formData)) });
  });
  app.post('/integrations/accounts/search', async (c) => {
    const subject = subjectOf(c);
    const { text: q, limit } = await readBody(c, AccountSearchSchema);
    const { client } = await companyClient(crm, subject.companyId);
    if (q.length < 1) return c.json({ accounts: [], moreExist: false });
    return c.json(await viaProvider(() => client.searchAccounts(q, limit)));
  });
  app.post('/integrations/contacts/send', async (c) => {
    const subject = subjectOf(c);
    assertCan(subject, { type: 'dataType.use', dataType: 'CONTACTS' });
    const { accountId, ...payload } = await readBody(c, ContactPayloadSchema);
    return c.json(await viaProvider(() => sendContact(crm, subject, { ...payload, contactId: String(payload.contactId) }, accountId ?? null)));
  });
  app.post('/integrations/contacts/describe', async (c) => {
    const subject = subjectOf(c);
    assertCan(subject, { type: 'dataType.use', dataType: 'CONTACTS' });
    const { contactId } = await readBody(c, DescribeSchema);
    return c.json(await viaProvider(() => describeContact(crm, subject, String(contactId))));
  });
  app.post('/integrations/notices/send', async (c) => {
    const subject = subjectOf(c);
    const body = await readBody(c, SendNoticeSchema);
    const out = await viaProvider(() => sendDeal(crm, subject, 'notice', body.guid.toLowerCase(), body.fields, body.accountId ?? null));
    return c.json({ externalUrl: out.externalUrl, isDuplicate: out.isDuplicate, provider: out.provider });
  });
  app.post('/integrations/opportunities/send', async (c) => {
    const subject = subjectOf(c);
    assertCan(subject, { type: 'opportunity.write' });
    const body = await readBody(c, SendOpportunitySchema);
    await loadOpportunity(deps.db, subject.companyId, body.id);
    const out = await viaProvider(() => sendDeal(crm, subject, 'opportunity', String(body.id), body.fields, body.accountId ?? null));
    return c.json({ externalUrl: out.externalUrl, isDuplicate: out.isDuplicate, provider: out.provider });
  });
  return app;
}
