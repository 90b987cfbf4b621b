/**
 * REST contacts (spec 2§7 "contacts search routes", "outreach routes"): the search, its .csv/.xlsx
 * files, a buyer's contacts, the contact request and the admins' list of requests.
 */
import { Hono, type Context } from 'hono';
import { RequestContactsBodySchema, toContactJson, type ContactSearchRequest } from '@tenderlens/domain/contacts';
import type { AppDeps, AppEnv } from '../http/context';
import { HttpError } from '../http/errors';
import { readJsonBody } from '../http/json';
import { assertCan, assertCanExport } from '../policy/index';
import { viewerOf } from '../policy/projection';
import { ListNotFoundError } from '../records/service';
import { toPolicySubject, type CurrentUser } from '../users/currentUser';
import { parseInput } from '../workspace/http';
import { checkExport, streamExportResponse } from '../exports/service';
import { contactsExportSource } from '../exports/sources/contacts';
import { contactRequestDepsOf, startContactRequest } from './delivery';
import { listContactRequests } from './requests';
import { BuyerContactsQuerySchema, ContactExportBodySchema, ContactSearchBodySchema } from './schemas';
import { buyerContacts, searchContacts, type ContactCaller, type ContactSearchResult } from './service';

export const contactCaller = (user: CurrentUser): ContactCaller => ({
  userId: user.id,
  teamId: user.team.id,
  companyId: user.company.id,
  viewer: viewerOf(toPolicySubject(user)),
});

const resultJson = (r: ContactSearchResult) => ({ results: r.results.map(toContactJson), total_results: r.totalResults });

/** A buyer list in the filter that does not exist is a 404 (as in the record search). */
async function listsFound<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof ListNotFoundError) throw new HttpError(404, 'not_found', error.message);
    throw error;
  }
}

const CONTACTS_ASYNC = 'the exportContacts mutation';

export function contactRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const body = async <T>(c: Context<AppEnv>, schema: { safeParse(v: unknown): unknown }) => parseInput(schema as never, await readJsonBody(c)) as T;

  app.post('/contacts/search', async (c) => {
    const { user } = c.get('auth');
    const request = await body<ContactSearchRequest>(c, ContactSearchBodySchema);
    return c.json(resultJson(await listsFound(searchContacts(deps.db, request, contactCaller(user)))));
  });

  for (const format of ['csv', 'xlsx'] as const) {
    app.post(`/contacts/search.${format}`, async (c) => {
      const { user } = c.get('auth');
      const subject = toPolicySubject(user);
      const { selectedContactIds, ...request } = await body<ContactSearchRequest & { selectedContactIds?: string[] }>(c, ContactExportBodySchema);
      // Guests and plans without EXPORTS are refused first (export rules), then CONTACTS is needed.
      const source = contactsExportSource(deps.db, { request, ...(selectedContactIds ? { selectedContactIds } : {}) }, { userId: user.id });
      assertCanExport(subject, 0);
      assertCan(subject, { type: 'dataType.use', dataType: 'CONTACTS' });
      await listsFound(checkExport(subject, source, CONTACTS_ASYNC));
      return streamExportResponse(deps, source, format);
    });
  }

  app.get('/buyers/:id/contacts', async (c) => {
    const { user } = c.get('auth');
    const id = c.req.param('id');
    const q = parseInput(BuyerContactsQuerySchema, c.req.query());
    if (!/^[0-9a-fA-F]{8}-(?:[0-9a-fA-F]{4}-){3}[0-9a-fA-F]{12}$/.test(id)) throw new HttpError(404, 'not_found', 'Buyer not found');
    const result = await buyerContacts(deps.db, id, { page: q.page, limit: q.limit }, contactCaller(user));
    if (!result) throw new HttpError(404, 'not_found', 'Buyer not found');
    return c.json(resultJson(result));
  });

  app.post('/outreach_lead/request_contacts', async (c) => {
    const { user } = c.get('auth');
    assertCan(toPolicySubject(user), { type: 'contacts.request' });
    const input = await body<ReturnType<typeof RequestContactsBodySchema.parse>>(c, RequestContactsBodySchema);
    const row = await startContactRequest(contactRequestDepsOf(deps), user, input, deps.logger);
    return c.json({ contact_request: { id: row.guid, created_at: row.createdAt.toISOString(), webhook_status: row.webhookStatus } }, 201);
  });

  app.get('/admin/contact_requests', async (c) => {
    const { user } = c.get('auth');
    assertCan(toPolicySubject(user), { type: 'admin.access' });
    c.header('Cache-Control', 'no-store');
    return c.json({ contact_requests: await listContactRequests(deps.db) });
  });

  return app;
}
