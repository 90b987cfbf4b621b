/**
 * Accounts (issue 13, decision 0037): sign-up, email verification, password reset, invitations,
 * team membership and roles. Email tokens are random (32 bytes), single-use, expiring and stored as
 * SHA-256 hashes; an answer never says whether an address has an account.
 */
import { and, asc, eq, gt, isNull, or } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import {
  accountTokens,
  companies,
  teamMemberships,
  teams,
  userInvitations,
  users,
  type AccountTokenKind,
} from '../db/schema/index';
import type { AppDeps } from '../http/context';
import { HttpError } from '../http/errors';
import { ForbiddenError } from '../policy/index';
import { hashPassword } from '../auth/passwords';
import { deleteUserSessions } from '../auth/sessions';
import { hashSessionToken, randomToken } from '../auth/tokens';
import type { CurrentUser } from '../users/currentUser';
import { conflict, notFound } from '../workspace/http';
import { sendAccountEmail } from './emails';

const HOUR = 60 * 60 * 1000;
/** How long each emailed link works. */
export const TOKEN_TTL_MS: Record<AccountTokenKind | 'invitation', number> = {
  verify_email: 48 * HOUR,
  reset_password: HOUR,
  invitation: 14 * 24 * HOUR,
};

type Deps = Pick<AppDeps, 'db' | 'mailer' | 'config' | 'now'>;

export const tokenHash = (token: string) => hashSessionToken(token);

async function issueToken(db: Executor, userId: number, kind: AccountTokenKind, now: Date): Promise<string> {
  const token = randomToken(32);
  // A new link replaces the older ones of the same kind.
  await db.delete(accountTokens).where(and(eq(accountTokens.userId, userId), eq(accountTokens.kind, kind)));
  await db.insert(accountTokens).values({
    userId,
    kind,
    tokenHash: tokenHash(token),
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[kind]),
    createdAt: now,
  });
  return token;
}

/** Uses a token once: the user id, or null when unknown, used or expired. */
async function consumeToken(db: Database, token: string, kind: AccountTokenKind, now: Date): Promise<number | null> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash(token)),
        eq(accountTokens.kind, kind),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning({ userId: accountTokens.userId });
  return row?.userId ?? null;
}

export async function sendVerificationEmail(deps: Deps, user: { id: number; email: string; companyId: number }): Promise<void> {
  const token = await issueToken(deps.db, user.id, 'verify_email', deps.now());
  await sendAccountEmail(deps, {
    kind: 'verify_email',
    to: user.email,
    subject: 'Verify your email address for Tenderlens',
    paragraphs: [
      'Welcome to Tenderlens. Please confirm this is your email address.',
      'The link works for 48 hours. If you did not create an account, you can ignore this email.',
    ],
    link: { label: 'Verify your email address', url: `${deps.config.publicUrl}/verify-email?token=${token}` },
    companyId: user.companyId,
    userId: user.id,
  });
}

export async function createAccount(
  deps: Deps,
  input: { firstName: string; lastName: string; companyName: string; email: string; password: string },
): Promise<number> {
  const now = deps.now();
  const passwordHash = await hashPassword(input.password);
  const userId = await deps.db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email));
    if (existing) throw conflict('An account with this email address already exists. Sign in or reset your password.');
    const [company] = await tx
      .insert(companies)
      .values({ name: input.companyName, paymentType: 'FREEMIUM', completedOnboarding: false, defaultDataSources: ['GB'], createdAt: now })
      .returning({ id: companies.id });
    if (!company) throw new Error('company not created');
    const [team] = await tx
      .insert(teams)
      .values({ companyId: company.id, name: input.companyName, createdAt: now })
      .returning({ id: teams.id });
    if (!team) throw new Error('team not created');
    const [user] = await tx
      .insert(users)
      .values({
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash,
        companyId: company.id,
        teamId: team.id,
        role: 'admin',
        hasExportPermission: true,
        emailVerifiedAt: null,
        createdAt: now,
      })
      .returning({ id: users.id });
    if (!user) throw new Error('user not created');
    await tx.insert(teamMemberships).values({ userId: user.id, teamId: team.id, createdAt: now });
    return user.id;
  });
  const [company] = await deps.db.select({ companyId: users.companyId }).from(users).where(eq(users.id, userId));
  await sendVerificationEmail(deps, { id: userId, email: input.email, companyId: company?.companyId ?? 0 });
  return userId;
}

export async function verifyEmail(db: Database, token: string, now: Date): Promise<boolean> {
  const userId = await consumeToken(db, token, 'verify_email', now);
  if (userId === null) return false;
  await db.update(users).set({ emailVerifiedAt: now }).where(eq(users.id, userId));
  return true;
}

/** Sends a reset link to an active account with this address; does nothing otherwise (same answer). */
export async function requestPasswordReset(deps: Deps, email: string): Promise<void> {
  const [user] = await deps.db
    .select({ id: users.id, email: users.email, companyId: users.companyId, active: users.active })
    .from(users)
    .where(eq(users.email, email));
  if (!user?.active) return;
  const token = await issueToken(deps.db, user.id, 'reset_password', deps.now());
  await sendAccountEmail(deps, {
    kind: 'reset_password',
    to: user.email,
    subject: 'Reset your Tenderlens password',
    paragraphs: [
      'Someone asked to reset the password of your Tenderlens account.',
      'The link works once, for 1 hour. If it was not you, ignore this email: your password stays as it is.',
    ],
    link: { label: 'Set a new password', url: `${deps.config.publicUrl}/reset-password?token=${token}` },
    companyId: user.companyId,
    userId: user.id,
  });
}

/** Sets the new password and ends every session of the account; false for a bad or used link. */
export async function resetPassword(db: Database, token: string, password: string, now: Date): Promise<number | null> {
  const userId = await consumeToken(db, token, 'reset_password', now);
  if (userId === null) return null;
  const [user] = await db.select({ active: users.active }).from(users).where(eq(users.id, userId));
  if (!user?.active) return null;
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password), emailVerifiedAt: now })
    .where(eq(users.id, userId));
  await deleteUserSessions(db, userId);
  return userId;
}

/** The caller's company role; throws 403 unless they manage the company's team. */
export async function assertCompanyAdmin(db: Executor, user: CurrentUser): Promise<void> {
  if (user.company.paymentType === 'GUEST_PASS') throw new ForbiddenError('A guest pass cannot manage a team', 'forbidden');
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, user.id));
  if (row?.role !== 'admin' && row?.role !== 'owner') {
    throw new ForbiddenError('Only a company admin can manage the team', 'forbidden');
  }
}

/** The company by guid when it is the caller's; 404 otherwise (another company's team is not disclosed). */
export async function ownCompany(db: Executor, user: CurrentUser, guid: string): Promise<number> {
  if (guid !== user.company.guid) throw notFound();
  return user.company.id;
}

export function companyTeams(db: Executor, companyId: number) {
  return db
    .select({ id: teams.id, name: teams.name, isPrivate: teams.isPrivate })
    .from(teams)
    .where(eq(teams.companyId, companyId))
    .orderBy(asc(teams.name), asc(teams.id));
}

/** The teams a user belongs to (memberships and the current team). */
export async function userTeams(db: Executor, user: CurrentUser) {
  const rows = await db
    .selectDistinct({ id: teams.id, name: teams.name })
    .from(teams)
    .leftJoin(teamMemberships, and(eq(teamMemberships.teamId, teams.id), eq(teamMemberships.userId, user.id)))
    .where(and(eq(teams.companyId, user.company.id), or(eq(teams.id, user.team.id), eq(teamMemberships.userId, user.id))))
    .orderBy(asc(teams.name));
  return rows;
}

export async function switchTeam(db: Executor, user: CurrentUser, teamId: number): Promise<void> {
  const teamsOfUser = await userTeams(db, user);
  if (!teamsOfUser.some((t) => t.id === teamId)) throw notFound('You are not a member of this team');
  await db.update(users).set({ teamId }).where(eq(users.id, user.id));
}

export async function companyMembers(db: Executor, companyId: number) {
  return db
    .select({
      id: users.id,
      guid: users.guid,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      active: users.active,
      hasExportPermission: users.hasExportPermission,
      lastSeenAt: users.lastSeenAt,
      emailVerifiedAt: users.emailVerifiedAt,
      team: { id: teams.id, name: teams.name },
    })
    .from(users)
    .innerJoin(teams, eq(teams.id, users.teamId))
    .where(eq(users.companyId, companyId))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}

/** Role, active and export permission of a colleague; deactivation ends their sessions at once. */
export async function updateMember(
  db: Database,
  admin: CurrentUser,
  targetGuid: string,
  change: { role?: 'admin' | 'member' | undefined; active?: boolean | undefined; hasExportPermission?: boolean | undefined },
): Promise<void> {
  if (!/^[0-9a-f-]{36}$/i.test(targetGuid)) throw notFound();
  const [target] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(and(eq(users.guid, targetGuid), eq(users.companyId, admin.company.id)));
  if (!target) throw notFound();
  if (target.id === admin.id && (change.active === false || change.role === 'member')) {
    throw new HttpError(409, 'conflict', 'You cannot deactivate yourself or remove your own admin role');
  }
  await db
    .update(users)
    .set({
      ...(change.role ? { role: change.role } : {}),
      ...(change.active === undefined ? {} : { active: change.active }),
      ...(change.hasExportPermission === undefined ? {} : { hasExportPermission: change.hasExportPermission }),
    })
    .where(eq(users.id, target.id));
  if (change.active === false) await deleteUserSessions(db, target.id);
}

export type InvitationStatus = 'pending' | 'expired' | 'accepted' | 'revoked';
export function invitationStatus(row: { expiresAt: Date; acceptedAt: Date | null; revokedAt: Date | null }, now: Date): InvitationStatus {
  if (row.acceptedAt) return 'accepted';
  if (row.revokedAt) return 'revoked';
  return row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'pending';
}

async function sendInvitationEmail(deps: Deps, inviter: CurrentUser, email: string, token: string, teamName: string) {
  return sendAccountEmail(deps, {
    kind: 'user_invitation',
    to: email,
    subject: `${inviter.firstName} ${inviter.lastName} invited you to ${inviter.company.name} on Tenderlens`,
    paragraphs: [
      `${inviter.firstName} ${inviter.lastName} (${inviter.email}) invited you to join the ${teamName} team of ${inviter.company.name} on Tenderlens.`,
      'The invitation works for 14 days.',
    ],
    link: { label: 'Accept the invitation', url: `${deps.config.publicUrl}/accept-invitation?token=${token}` },
    companyId: inviter.company.id,
    userId: inviter.id,
    replyTo: inviter.email,
  });
}

/** Invites each address into the company (and the chosen team); addresses with an account are skipped. */
export async function inviteUsers(deps: Deps, inviter: CurrentUser, emails: string[], teamId: number | null) {
  const now = deps.now();
  const team = teamId ?? inviter.team.id;
  const [teamRow] = await deps.db
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(and(eq(teams.id, team), eq(teams.companyId, inviter.company.id)));
  if (!teamRow) throw notFound('Team not found');
  const invited: number[] = [];
  const skipped: string[] = [];
  for (const email of [...new Set(emails)]) {
    const [existing] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (existing) {
      skipped.push(email);
      continue;
    }
    const token = randomToken(32);
    // An open invitation of the company to the same address is replaced (its link stops working).
    await deps.db
      .update(userInvitations)
      .set({ revokedAt: now })
      .where(and(eq(userInvitations.companyId, inviter.company.id), eq(userInvitations.email, email), isNull(userInvitations.acceptedAt), isNull(userInvitations.revokedAt)));
    const [row] = await deps.db
      .insert(userInvitations)
      .values({
        companyId: inviter.company.id,
        teamId: teamRow.id,
        email,
        tokenHash: tokenHash(token),
        invitedById: inviter.id,
        expiresAt: new Date(now.getTime() + TOKEN_TTL_MS.invitation),
        lastSentAt: now,
        createdAt: now,
      })
      .returning({ id: userInvitations.id });
    if (!row) throw new Error('invitation not created');
    await sendInvitationEmail(deps, inviter, email, token, teamRow.name);
    invited.push(row.id);
  }
  return { invited, skipped };
}

export function listInvitations(db: Executor, companyId: number) {
  return db
    .select({
      id: userInvitations.id,
      email: userInvitations.email,
      expiresAt: userInvitations.expiresAt,
      lastSentAt: userInvitations.lastSentAt,
      acceptedAt: userInvitations.acceptedAt,
      revokedAt: userInvitations.revokedAt,
      createdAt: userInvitations.createdAt,
      team: { id: teams.id, name: teams.name },
    })
    .from(userInvitations)
    .innerJoin(teams, eq(teams.id, userInvitations.teamId))
    .where(and(eq(userInvitations.companyId, companyId), isNull(userInvitations.acceptedAt), isNull(userInvitations.revokedAt)))
    .orderBy(asc(userInvitations.email));
}

async function openInvitation(db: Executor, companyId: number, id: number) {
  const [row] = await db
    .select({ id: userInvitations.id, email: userInvitations.email, teamName: teams.name })
    .from(userInvitations)
    .innerJoin(teams, eq(teams.id, userInvitations.teamId))
    .where(and(eq(userInvitations.id, id), eq(userInvitations.companyId, companyId), isNull(userInvitations.acceptedAt), isNull(userInvitations.revokedAt)));
  if (!row) throw notFound('Invitation not found');
  return row;
}

/** A new link (the old one stops working) and a fresh expiry. */
export async function resendInvitation(deps: Deps, inviter: CurrentUser, id: number): Promise<void> {
  const row = await openInvitation(deps.db, inviter.company.id, id);
  const now = deps.now();
  const token = randomToken(32);
  await deps.db
    .update(userInvitations)
    .set({ tokenHash: tokenHash(token), lastSentAt: now, expiresAt: new Date(now.getTime() + TOKEN_TTL_MS.invitation) })
    .where(eq(userInvitations.id, row.id));
  await sendInvitationEmail(deps, inviter, row.email, token, row.teamName);
}

export async function revokeInvitation(db: Executor, companyId: number, id: number, now: Date): Promise<void> {
  const row = await openInvitation(db, companyId, id);
  await db.update(userInvitations).set({ revokedAt: now }).where(eq(userInvitations.id, row.id));
}

/** What the accept page shows for a link (no secret in it). */
export async function lookupInvitation(db: Executor, token: string, now: Date) {
  const [row] = await db
    .select({
      email: userInvitations.email,
      expiresAt: userInvitations.expiresAt,
      acceptedAt: userInvitations.acceptedAt,
      revokedAt: userInvitations.revokedAt,
      companyName: companies.name,
      teamName: teams.name,
      companyId: userInvitations.companyId,
      teamId: userInvitations.teamId,
      id: userInvitations.id,
    })
    .from(userInvitations)
    .innerJoin(companies, eq(companies.id, userInvitations.companyId))
    .innerJoin(teams, eq(teams.id, userInvitations.teamId))
    .where(eq(userInvitations.tokenHash, tokenHash(token)));
  if (!row) return null;
  return { ...row, status: invitationStatus(row, now) };
}

/** Creates the account inside the invitation's company and team; null for a bad, used or expired link. */
export async function acceptInvitation(
  db: Database,
  input: { token: string; firstName: string; lastName: string; password: string },
  now: Date,
): Promise<number | null> {
  const invitation = await lookupInvitation(db, input.token, now);
  if (invitation?.status !== 'pending') return null;
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(userInvitations)
      .set({ acceptedAt: now })
      .where(and(eq(userInvitations.id, invitation.id), isNull(userInvitations.acceptedAt), isNull(userInvitations.revokedAt)))
      .returning({ id: userInvitations.id });
    if (!claimed) return null;
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, invitation.email));
    if (existing) throw conflict('An account with this email address already exists. Sign in instead.');
    const [user] = await tx
      .insert(users)
      .values({
        email: invitation.email,
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash,
        companyId: invitation.companyId,
        teamId: invitation.teamId,
        role: 'member',
        emailVerifiedAt: now,
        createdAt: now,
      })
      .returning({ id: users.id });
    if (!user) throw new Error('user not created');
    await tx.insert(teamMemberships).values({ userId: user.id, teamId: invitation.teamId, createdAt: now });
    return user.id;
  });
}
