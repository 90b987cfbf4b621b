/**
 * Admin: users and companies (issue 13). Search, read and change them; switch the session into another company or
 * team; every change and switch, and every write made while switched, goes to admin_audit_log.
 */
import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { adminAuditLog, companies, sessions, teams, users } from '../db/schema/index';
import { HttpError } from '../http/errors';
import { subjectDataTypes } from '../policy/index';
import { isActing, userIdentityColumns, type CurrentUser } from '../users/currentUser';
import { notFound } from '../workspace/http';
import type { CompanyUpdate, UserUpdate } from './schemas';

/** `%text%` for ILIKE with the wildcards of the text escaped. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

export async function audit(
  db: Executor,
  admin: CurrentUser,
  action: string,
  target: { type: string; id: string | number } | null,
  details: Record<string, unknown>,
  now: Date,
): Promise<void> {
  await db.insert(adminAuditLog).values({
    adminUserId: admin.id,
    actingCompanyId: isActing(admin) ? admin.company.id : null,
    action,
    targetType: target?.type ?? null,
    targetId: target ? String(target.id) : null,
    details,
    createdAt: now,
  });
}

const userColumns = {
  ...userIdentityColumns,
  role: users.role,
  companyId: companies.id,
  companyName: companies.name,
  teamId: teams.id,
  teamName: teams.name,
};
interface UserListRow {
  id: number;
  guid: string;
  email: string;
  firstName: string;
  lastName: string;
  admin: boolean;
  active: boolean;
  hasExportPermission: boolean;
  role: string;
  companyId: number;
  companyName: string;
  teamId: number;
  teamName: string;
}

export const userJson = (u: UserListRow) => ({
  id: String(u.id),
  guid: u.guid,
  email: u.email,
  first_name: u.firstName,
  last_name: u.lastName,
  admin: u.admin,
  active: u.active,
  has_export_permission: u.hasExportPermission,
  role: u.role,
  company: { id: String(u.companyId), name: u.companyName },
  team: { id: String(u.teamId), name: u.teamName },
});

export async function searchUsers(db: Executor, q: string, limit: number) {
  const text = contains(q);
  const rows = await db
    .select(userColumns)
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .innerJoin(teams, eq(teams.id, users.teamId))
    .where(
      q
        ? or(
            ilike(users.email, text),
            ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, text),
            ilike(companies.name, text),
          )
        : undefined,
    )
    .orderBy(asc(users.email))
    .limit(limit);
  return rows.map(userJson);
}

const companyColumns = {
  id: companies.id,
  guid: companies.guid,
  name: companies.name,
  paymentType: companies.paymentType,
  extraDataTypes: companies.extraDataTypes,
  seats: companies.seats,
  bidReportAllowance: companies.bidReportAllowance,
  isDemo: companies.isDemo,
};
type CompanyRowView = Pick<typeof companies.$inferSelect, keyof typeof companyColumns>;

const companyJson = (c: CompanyRowView, userCount: number) => ({
  id: String(c.id),
  guid: c.guid,
  name: c.name,
  payment_type: c.paymentType,
  extra_data_types: c.extraDataTypes,
  active_data_types: subjectDataTypes({ plan: c.paymentType, extraDataTypes: c.extraDataTypes }),
  seats: c.seats,
  bid_report_allowance: c.bidReportAllowance,
  is_demo: c.isDemo,
  user_count: userCount,
});

export async function searchCompanies(db: Executor, q: string, limit: number) {
  const rows = await db
    .select({ ...companyColumns, userCount: count(users.id) })
    .from(companies)
    .leftJoin(users, eq(users.companyId, companies.id))
    .where(q ? ilike(companies.name, contains(q)) : undefined)
    .groupBy(companies.id)
    .orderBy(asc(companies.name))
    .limit(limit);
  return rows.map(({ userCount, ...c }) => companyJson(c, Number(userCount)));
}

async function teamsOf(db: Executor, companyId: number) {
  const rows = await db.select({ id: teams.id, name: teams.name }).from(teams).where(eq(teams.companyId, companyId)).orderBy(asc(teams.name));
  return rows.map((t) => ({ id: String(t.id), name: t.name }));
}

export async function getCompany(db: Executor, id: number) {
  const [company] = await db.select(companyColumns).from(companies).where(eq(companies.id, id));
  if (!company) throw notFound('Company not found');
  const members = await db
    .select(userColumns)
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .innerJoin(teams, eq(teams.id, users.teamId))
    .where(eq(users.companyId, id))
    .orderBy(asc(users.email));
  return { company: { ...companyJson(company, members.length), teams: await teamsOf(db, id) }, users: members.map(userJson) };
}

export async function getUser(db: Executor, id: number) {
  const [user] = await db
    .select(userColumns)
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .innerJoin(teams, eq(teams.id, users.teamId))
    .where(eq(users.id, id));
  if (!user) throw notFound('User not found');
  return { user: userJson(user), teams: await teamsOf(db, user.companyId) };
}

export async function updateCompany(db: Executor, admin: CurrentUser, id: number, change: CompanyUpdate, now: Date) {
  const [before] = await db.select(companyColumns).from(companies).where(eq(companies.id, id));
  if (!before) throw notFound('Company not found');
  const set: Partial<typeof companies.$inferInsert> = {};
  if (change.payment_type !== undefined) set.paymentType = change.payment_type;
  if (change.extra_data_types !== undefined) set.extraDataTypes = [...new Set(change.extra_data_types)];
  if (change.seats !== undefined) set.seats = change.seats;
  if (change.bid_report_allowance !== undefined) set.bidReportAllowance = change.bid_report_allowance;
  if (change.is_demo !== undefined) set.isDemo = change.is_demo;
  await db.transaction(async (tx) => {
    await tx.update(companies).set(set).where(eq(companies.id, id));
    await audit(tx, admin, 'company.update', { type: 'company', id }, { before: pick(before, set), after: set }, now);
  });
  return getCompany(db, id);
}

export async function updateUser(db: Executor, admin: CurrentUser, id: number, change: UserUpdate, now: Date) {
  const [before] = await db
    .select({ companyId: users.companyId, teamId: users.teamId, admin: users.admin, active: users.active, hasExportPermission: users.hasExportPermission })
    .from(users)
    .where(eq(users.id, id));
  if (!before) throw notFound('User not found');
  if (id === admin.id && (change.admin === false || change.active === false))
    throw new HttpError(409, 'conflict', 'You cannot remove your own admin access or deactivate yourself');
  const set: Partial<typeof users.$inferInsert> = {};
  if (change.admin !== undefined) set.admin = change.admin;
  if (change.has_export_permission !== undefined) set.hasExportPermission = change.has_export_permission;
  if (change.active !== undefined) set.active = change.active;
  if (change.team_id !== undefined) {
    const teamId = Number(change.team_id);
    const [team] = await db.select({ id: teams.id }).from(teams).where(and(eq(teams.id, teamId), eq(teams.companyId, before.companyId)));
    if (!team) throw new HttpError(400, 'bad_request', "team_id: must be a team of the user's company");
    set.teamId = teamId;
  }
  await db.transaction(async (tx) => {
    await tx.update(users).set(set).where(eq(users.id, id));
    // A deactivated user's sessions end at once (findSession also refuses inactive users).
    if (change.active === false) await tx.delete(sessions).where(eq(sessions.userId, id));
    await audit(tx, admin, 'user.update', { type: 'user', id }, { before: pick(before, set), after: set }, now);
  });
  return getUser(db, id);
}

function pick(row: object, keys: object): Record<string, unknown> {
  const source = row as Record<string, unknown>;
  return Object.fromEntries(Object.keys(keys).map((k) => [k, source[k]]));
}

/** 'Switch company': the session acts inside the company's first team (null: back to one's own company). */
export async function switchCompany(db: Executor, admin: CurrentUser, sessionId: string, companyId: number | null, now: Date) {
  let teamId: number | null = null;
  if (companyId !== null) {
    const [first] = await db.select({ id: teams.id }).from(teams).where(eq(teams.companyId, companyId)).orderBy(asc(teams.id)).limit(1);
    if (!first) {
      const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
      throw company ? new HttpError(409, 'conflict', 'This company has no team to act in') : notFound('Company not found');
    }
    teamId = first.id;
  }
  const own = companyId === null || companyId === admin.homeCompanyId;
  await db.transaction(async (tx) => {
    await tx
      .update(sessions)
      .set(own ? { actingCompanyId: null, actingTeamId: null } : { actingCompanyId: companyId, actingTeamId: teamId })
      .where(eq(sessions.id, sessionId));
    await audit(tx, admin, 'switch.company', companyId === null ? null : { type: 'company', id: companyId }, { from: admin.company.id }, now);
  });
}

/** 'Switch team': a team of the company the admin acts in (or their own company). */
export async function switchTeam(db: Executor, admin: CurrentUser, sessionId: string, teamId: number, now: Date) {
  const [team] = await db.select({ id: teams.id, companyId: teams.companyId }).from(teams).where(eq(teams.id, teamId));
  if (!team || team.companyId !== admin.company.id) throw notFound('Team not found in the company you are acting in');
  const own = team.companyId === admin.homeCompanyId && team.id === admin.homeTeamId;
  await db.transaction(async (tx) => {
    await tx
      .update(sessions)
      .set(own ? { actingCompanyId: null, actingTeamId: null } : { actingCompanyId: team.companyId, actingTeamId: team.id })
      .where(eq(sessions.id, sessionId));
    await audit(tx, admin, 'switch.team', { type: 'team', id: teamId }, { from: admin.team.id }, now);
  });
}

/** What the admin bar shows: where the admin acts, and their own company and team. */
export async function adminSession(db: Executor, admin: CurrentUser) {
  const [home] = await db
    .select({ companyName: companies.name, teamName: teams.name })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .innerJoin(teams, eq(teams.id, users.teamId))
    .where(eq(users.id, admin.id));
  return {
    acting: isActing(admin),
    company: { id: String(admin.company.id), name: admin.company.name },
    team: { id: String(admin.team.id), name: admin.team.name },
    home_company: { id: String(admin.homeCompanyId), name: home?.companyName ?? '' },
    home_team: { id: String(admin.homeTeamId), name: home?.teamName ?? '' },
    teams: await teamsOf(db, admin.company.id),
  };
}

export async function listAudit(db: Executor, limit: number, offset: number) {
  const rows = await db
    .select({ r: adminAuditLog, email: users.email, companyName: companies.name })
    .from(adminAuditLog)
    .leftJoin(users, eq(users.id, adminAuditLog.adminUserId))
    .leftJoin(companies, eq(companies.id, adminAuditLog.actingCompanyId))
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ r, email, companyName }) => ({
    id: String(r.id),
    admin_email: email,
    acting_company: companyName,
    action: r.action,
    target_type: r.targetType,
    target_id: r.targetId,
    details: r.details,
    created_at: r.createdAt.toISOString(),
  }));
}

