/**
 * The seven roles of the authorisation matrix and the fuzz test, signed in on a harness, and the
 * fixtures their examples name (decision 0018): the search fixtures (buyers, suppliers, awards), a
 * framework, a second Growth company ("Rival Ltd") and resources made on demand as the owner (Maya,
 * Northwind, Growth with export permission).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { companies, exportJobs, teams, users } from '../db/schema/index';
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
    one<{ id: number; guid: string; company_guid: string }>(
      sql`select u.id::int as id, u.guid::text as guid, c.guid::text as company_guid from users u join companies c on c.id = u.company_id where u.email = ${email}`,
    );
  const maya = await person(EMAILS.paid);
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

  const buyerList = (sharing: string) =>
    asOwner('POST', '/api/buyer_lists', { name: `Buyers ${randomUUID()}`, sharing_type: sharing, buyer_guids: [FX.buyers.leeds] });

  const fixtures: AccessFixtures = {
    companyGuid: maya.company_guid,
    userIds: { paid: maya.id, paidNoExport: leo.id },
    userGuids: { paid: maya.guid, paidNoExport: leo.guid },
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
      shareToken: async () => String(((await share()).share_links as { token: string }[])[0]?.token),
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
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (t && credentials === 'bearer') {
    headers.authorization = `Bearer ${t.token}`;
    headers['x-csrf-token'] = t.csrfToken;
  }
  if (t && credentials === 'cookie') headers.cookie = `tl_session=${t.cookie}`;
  return api.request(path, {
    method,
    headers,
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
}
