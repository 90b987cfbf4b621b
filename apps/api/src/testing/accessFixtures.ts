/**
 * The seven roles of the authorisation matrix and the fuzz test, signed in on a harness, and the
 * fixtures their examples name (decision 0018): the search fixtures (buyers, suppliers, awards), a
 * framework, a second Growth company ("Rival Ltd") and resources made on demand as the owner (Maya,
 * Northwind, Growth with export permission).
 */
import { publicSessionId } from '../accounts/routes';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { assessBid } from '../bids/embedded';
import { EMPTY_BID_FACTS } from '../bids/generator';
import { bidReports, companies, exportJobs, opportunities, opportunityStages, reportDocuments, reportSections, reports, teams, users } from '../db/schema/index';
import { ensureDefaultWorkflow } from '../opportunities/workflow';
import type { AccessFixtures, Role } from '../http/access';
import type { ApiHarness, Tokens } from './api';
import { FX, seedSearchFixtures } from './searchFixtures';

export const RIVAL_EMAIL = 'rival@rival.test';

const EMAILS: Record<Exclude<Role, 'anonymous'>, string> = {
  guest: 'guest@guestpass.test',
  free: 'sam@freeco.test',
  paidNoExport: 'leo@northwind.test',
  paid: 'maya@northwind.test',
  admin: 'admin@tenderlens.test',
  otherCompany: RIVAL_EMAIL,
};

export type RoleTokens = Record<Role, Tokens | null>;

/** A Growth company of its own with one user (password as the demo users'). */
async function insertRivalCompany(api: ApiHarness): Promise<void> {
  const db = api.db.handle.db;
  const [maya] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, EMAILS.paid));
  const [company] = await db.insert(companies).values({ name: 'Rival Ltd', paymentType: 'GROWTH' }).returning({ id: companies.id });
  if (!company || !maya) throw new Error('rival company not created');
  const [team] = await db.insert(teams).values({ companyId: company.id, name: 'Rival team' }).returning({ id: teams.id });
  await db.insert(users).values({
    email: RIVAL_EMAIL,
    firstName: 'Rita',
    lastName: 'Rival',
    passwordHash: maya.hash,
    companyId: company.id,
    teamId: team?.id ?? 0,
    hasExportPermission: true,
  });
}

export async function prepareAccessFixtures(api: ApiHarness): Promise<{ tokens: RoleTokens; fixtures: AccessFixtures }> {
  const db = api.db.handle.db;
  await seedSearchFixtures(db);
  await insertRivalCompany(api);
  await db.execute(sql`insert into frameworks (guid, notice_id, title)
    select ${FX.notices.leedsDataAward}::uuid, id, 'Data analytics framework' from notices where guid = ${FX.notices.leedsDataAward}::uuid`);
  await db.execute(sql`insert into framework_call_offs (framework_id, notice_id)
    select f.id, n.id from frameworks f, notices n where f.guid = ${FX.notices.leedsDataAward}::uuid and n.guid = ${FX.notices.cardiffCloudAward}::uuid`);

  const tokens = { anonymous: null } as RoleTokens;
  for (const [role, email] of Object.entries(EMAILS)) tokens[role as Role] = await api.signIn(email);
  const paid = tokens.paid as Tokens;

  const one = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T> => {
    const [row] = await queryRows<T>(db, query);
    if (!row) throw new Error('fixture row missing');
    return row;
  };
  const person = (email: string) =>
    one<{ id: number; guid: string; company_guid: string; company_id: number; team_id: number }>(
      sql`select u.id::int as id, u.guid::text as guid, c.guid::text as company_guid, c.id::int as company_id, u.team_id::int as team_id
          from users u join companies c on c.id = u.company_id where u.email = ${email}`,
    );
  const maya = await person(EMAILS.paid);
  const staff = await person(EMAILS.admin);
  const leo = await person(EMAILS.paidNoExport);
  const stage = (guid: string, s: string) =>
    one<{ id: number }>(
      sql`select p.id::int as id from procurement_stages p join notices n on n.id = p.notice_id where n.guid = ${guid}::uuid and p.stage = ${s}`,
    );
  const family = await one<{ guid: string }>(
    sql`select f.guid::text as guid from record_families f join notices n on n.record_family_id = f.id where n.guid = ${FX.notices.leedsCloud}::uuid`,
  );
  const org = (guid: string) => one<{ id: number; guid: string }>(sql`select id::int as id, guid::text as guid from organisations where guid = ${guid}::uuid`);
  const notification = await one<{ id: string }>(sql`select id::text as id from notifications where user_id = ${maya.id} order by id limit 1`);

  /** A call as the owner that must succeed; returns its JSON. */
  const asOwner = async (method: string, path: string, body: unknown): Promise<Record<string, unknown>> => {
    const res = await api.authed(paid, path, { method, body: JSON.stringify(body) });
    if (res.status >= 300) throw new Error(`fixture ${method} ${path} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as Record<string, unknown>;
  };
  const idOf = (json: Record<string, unknown>, key: string) => Number((json[key] as { id: number | string }).id);
  const tenderStageId = (await stage(FX.notices.leedsCloud, 'TENDER')).id;
  let shared: Promise<Record<string, unknown>> | undefined;
  const share = () => (shared ??= asOwner('POST', '/api/records/share', { emails: ['buyer@example.test'], guids: [FX.notices.leedsCloud] }));

  const alert = async () => {
    const view = idOf(await asOwner('POST', '/api/saved_views', { name: `View ${randomUUID()}`, sharing: 'PRIVATE' }), 'saved_view');
    const json = await asOwner('POST', '/api/lead_subscriptions', { name: `Alert ${randomUUID()}`, view_ids: [view] });
    return json.lead_subscription as { id: number; views: { id: number }[] };
  };

  const buyerList = (sharing: string) =>
    asOwner('POST', '/api/buyer_lists', { name: `Buyers ${randomUUID()}`, sharing_type: sharing, buyer_guids: [FX.buyers.leeds] });

  const fixtures: AccessFixtures = {
    companyGuid: maya.company_guid,
    companyId: maya.company_id,
    adminTeamId: staff.team_id,
    userIds: { paid: maya.id, paidNoExport: leo.id },
    userGuids: { paid: maya.guid, paidNoExport: leo.guid },
    teamIds: { paid: maya.team_id, paidNoExport: leo.team_id },
    notice: { guid: FX.notices.leedsCloud, familyGuid: family.guid, tenderStageId },
    awardedNotice: { guid: FX.notices.cardiffCloudAward, awardStageId: (await stage(FX.notices.cardiffCloudAward, 'AWARD')).id },
    buyer: await org(FX.buyers.leeds),
    supplier: await org(FX.suppliers.capita),
    framework: { guid: FX.notices.leedsDataAward },
    notificationId: notification.id,
    pinsOf: async (role) => {
      const t = tokens[role];
      if (!t) return [];
      const res = await api.authed(t, '/api/pinned_saved_views/list', { method: 'POST', body: '{}' });
      if (res.status !== 200) return [];
      const body = (await res.json()) as { pinned_saved_views: { saved_view_id: number | string }[] };
      return body.pinned_saved_views.map((p) => Number(p.saved_view_id));
    },
    make: {
      savedView: async (sharing = 'PRIVATE') =>
        idOf(await asOwner('POST', '/api/saved_views', { name: `View ${randomUUID()}`, sharing }), 'saved_view'),
      recordList: async (sharing = 'TEAM') =>
        idOf(await asOwner('POST', '/api/user_lists', { name: `List ${randomUUID()}`, sharing_type: sharing }), 'user_list'),
      buyerList: async (sharing = 'PRIVATE') => idOf(await buyerList(sharing), 'buyer_list'),
      buyerListGuid: async (sharing = 'PRIVATE') => String(((await buyerList(sharing)).buyer_list as { guid: string }).guid),
      comment: async () =>
        idOf(
          await asOwner('POST', `/api/companies/${maya.company_guid}/procurement_stages/${tenderStageId}/comments`, { content: 'A comment' }),
          'comment',
        ),
      exportJob: async () => {
        const job = await asOwner('POST', '/api/records/async_export', { format: 'csv' });
        const file = join(tmpdir(), `tl-access-${randomUUID()}.csv`);
        writeFileSync(file, 'Notice ID\r\n');
        await db
          .update(exportJobs)
          .set({ status: 'complete', fileName: 'tenderlens-notices.csv', filePath: file })
          .where(eq(exportJobs.guid, String(job.id)));
        return String(job.id);
      },
      outboxEmail: async () => String((await share()).outbox_id),
      opportunity: async () => {
        const res = await api.graphql<{ createOpportunity: { id: string } }>(paid, 'mutation { createOpportunity(opportunity: { name: "Leeds cloud" }) { id } }');
        if (!res.data) throw new Error(`fixture opportunity: ${JSON.stringify(res.errors)}`);
        return res.data.createOpportunity.id;
      },
      leadSubscription: async () => (await alert()).id,
      leadSubscriptionContent: async () => Number((await alert()).views[0]?.id),
      unsubscribeToken: async () => {
        const { id } = await alert();
        const [row] = await queryRows<{ token: string }>(db, sql`select unsubscribe_token as token from lead_subscriptions where id = ${id}`);
        return String(row?.token);
      },
      opportunityStage: async () => {
        const res = await api.graphql<{ opportunityWorkflow: { transitions: { stage: { id: string } }[] } }>(
          paid,
          '{ opportunityWorkflow { transitions { stage { id } } } }',
        );
        const id = res.data?.opportunityWorkflow.transitions[1]?.stage.id;
        if (!id) throw new Error(`fixture opportunity stage: ${JSON.stringify(res.errors)}`);
        return id;
      },
      bidReport: async () => {
        const opportunityId = Number(await fixtures.make.opportunity());
        const [o] = await db.select({ companyId: opportunities.companyId }).from(opportunities).where(eq(opportunities.id, opportunityId));
        if (!o) throw new Error('fixture opportunity missing');
        const workflowId = await ensureDefaultWorkflow(db, o.companyId);
        const [won] = await db
          .select({ id: opportunityStages.id })
          .from(opportunityStages)
          .where(and(eq(opportunityStages.workflowId, workflowId), eq(opportunityStages.qualification, 'won')));
        await db.update(opportunities).set({ stageId: won?.id ?? null }).where(eq(opportunities.id, opportunityId));
        const publicHash = randomBytes(18).toString('base64url');
        const [r] = await db
          .insert(bidReports)
          .values({ companyId: o.companyId, opportunityId, status: 'complete', publicHash, content: assessBid(EMPTY_BID_FACTS) })
          .returning({ id: bidReports.id });
        return { id: String(r?.id), opportunityId: String(opportunityId), publicHash };
      },
      shareToken: async () => String(((await share()).share_links as { token: string }[])[0]?.token),
      invitation: async () =>
        String(((await asOwner('POST', '/api/user_invitations', { email_addresses: [`invitee-${randomUUID()}@example.test`] })).invitation_ids as string[])[0]),
      session: async () => publicSessionId((await api.signIn(EMAILS.paid)).token.split('.')[1] ?? ''),
      report: async () => {
        const [r] = await db
          .insert(reports)
          .values({ title: 'Northwind briefing', reportType: 'CUSTOM_BRIEFING', companyId: fixtures.companyId, publishedAt: new Date() })
          .returning({ id: reports.id, guid: reports.guid });
        if (!r) throw new Error('fixture report not created');
        const sections = await db
          .insert(reportSections)
          .values([
            { reportId: r.id, position: 0, sectionType: 'Header', content: { text: 'Outlook' } },
            { reportId: r.id, position: 1, sectionType: 'AiQuestion', content: { question: 'Which contracts close first?' } },
          ])
          .returning({ id: reportSections.id });
        await db.insert(reportDocuments).values({ reportId: r.id, ref: 'method', title: 'Method', content: Buffer.from('Method.'), sizeBytes: 7, mimeType: 'text/plain' });
        return { guid: r.guid, sectionId: String(sections[0]?.id), questionId: String(sections[1]?.id), documentRef: 'method' };
      },
      member: async () =>
        one<{ id: number; guid: string }>(
          sql`insert into users (email, first_name, last_name, password_hash, company_id, team_id)
              values (${`member-${randomUUID()}@northwind.test`}, 'Dee', 'Leted', 'not-a-password-hash', ${maya.company_id}, ${maya.team_id})
              returning id::int as id, guid::text as guid`,
        ),
      document: async () => {
        const form = new FormData();
        form.set('file', new File(['Gritting and salt supply for winter roads'], 'gritting.txt', { type: 'text/plain' }));
        const request = new Request('http://upload.invalid/', { method: 'POST', body: form });
        const res = await api.authed(paid, '/api/docs/file-upload', {
          method: 'POST',
          body: await request.arrayBuffer(),
          headers: { 'content-type': request.headers.get('content-type') ?? '' },
        });
        if (res.status !== 201) throw new Error(`fixture document answered ${res.status}: ${await res.text()}`);
        return String(((await res.json()) as { document: { id: string } }).document.id);
      },
      folder: async () => {
        const res = await api.graphql<{ createCustomerDocument: { uiPath: string } }>(
          paid,
          'mutation($n: String!) { createCustomerDocument(fileName: $n, uiPath: "/", isFolder: true) { uiPath } }',
          { n: `Folder ${randomUUID().slice(0, 8)}` },
        );
        if (!res.data) throw new Error(`fixture folder: ${JSON.stringify(res.errors)}`);
        return res.data.createCustomerDocument.uiPath;
      },
      bidResponse: async () => {
        const opportunityId = await fixtures.make.opportunity();
        const res = await api.graphql<{ createBidResponse: { id: string } }>(
          paid,
          'mutation($id: ID!) { createBidResponse(opportunityId: $id, input: { title: "Describe your approach to mobilisation" }) { id } }',
          { id: opportunityId },
        );
        if (!res.data) throw new Error(`fixture bid response: ${JSON.stringify(res.errors)}`);
        const [source] = await queryRows<{ id: string }>(
          db,
          sql`insert into bid_response_sources (company_id, opportunity_id, file_name, storage_key, status, error)
              select company_id, id, 'itt.pdf', 'bid-responses/missing', 'failed', 'The stored file is missing' from opportunities where id = ${Number(opportunityId)}
              returning id::text as id`,
        );
        return { id: res.data.createBidResponse.id, opportunityId, sourceId: String(source?.id) };
      },
    },
  };
  return { tokens, fixtures };
}

/** A request as `role` the way the web client sends it (bearer + CSRF, or the session cookie). */
export function requestAs(
  api: ApiHarness,
  tokens: RoleTokens,
  role: Role,
  method: string,
  path: string,
  body: unknown,
  credentials: 'bearer' | 'cookie' | 'none' = 'bearer',
): Promise<Response> {
  const t = tokens[role];
  const headers: Record<string, string> = {};
  // A FormData body (multipart uploads) sets its own content type with the boundary.
  if (body !== undefined && !(body instanceof FormData)) headers['content-type'] = 'application/json';
  if (t && credentials === 'bearer') {
    headers.authorization = `Bearer ${t.token}`;
    headers['x-csrf-token'] = t.csrfToken;
  }
  if (t && credentials === 'cookie') headers.cookie = `tl_session=${t.cookie}`;
  return api.request(path, {
    method,
    headers,
    ...(body === undefined ? {} : { body: typeof body === 'string' || body instanceof FormData ? body : JSON.stringify(body) }),
  });
}
