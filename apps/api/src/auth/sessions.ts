/** Sign-in sessions: created at sign-in, found by cookie or by bearer token, deleted at sign-out. */
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { companies, sessions, teams, users, type SessionRow } from '../db/schema/index';
import { currentUserColumns, type CurrentUser } from '../users/currentUser';
import { hashSessionToken, randomToken, SESSION_TTL_MS } from './tokens';

export interface AuthenticatedSession {
  session: Pick<SessionRow, 'id' | 'csrfSecret' | 'expiresAt' | 'lastSeenAt'>;
  user: CurrentUser;
}

export async function createSession(
  db: Database,
  userId: number,
  now: Date,
  userAgent: string | null = null,
): Promise<{ cookieValue: string; session: SessionRow }> {
  const cookieValue = randomToken(32);
  const [session] = await db
    .insert(sessions)
    .values({
      id: hashSessionToken(cookieValue),
      userId,
      csrfSecret: randomToken(32),
      createdAt: now,
      lastSeenAt: now,
      userAgent,
      expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
    })
    .returning();
  if (!session) throw new Error('Session not created');
  await db.update(users).set({ lastSeenAt: now }).where(eq(users.id, userId));
  // Housekeeping: expired sessions are of no use to anyone.
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  return { cookieValue, session };
}

/** The session lookup as a prepared statement, one per database: every request runs it, and its text never changes. */
function sessionQuery(db: Database) {
  return db
    .select({
      ...currentUserColumns,
      sessionId: sessions.id,
      sessionCsrfSecret: sessions.csrfSecret,
      sessionExpiresAt: sessions.expiresAt,
      sessionLastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    // An admin's session may act inside another company and team ('Switch company'); anyone else's never does.
    .innerJoin(
      companies,
      eq(companies.id, sql`coalesce(case when ${users.admin} then ${sessions.actingCompanyId} end, ${users.companyId})`),
    )
    .innerJoin(
      teams,
      eq(
        teams.id,
        sql`coalesce(case when ${users.admin} and ${sessions.actingCompanyId} is not null then ${sessions.actingTeamId} end, ${users.teamId})`,
      ),
    )
    .where(and(eq(sessions.id, sql.placeholder('id')), gt(sessions.expiresAt, sql.placeholder('now')), eq(users.active, true)))
    .prepare('tl_find_session');
}

const sessionQueries = new WeakMap<Database, ReturnType<typeof sessionQuery>>();

/** The live session with this id and its active user (one query), or null. */
export async function findSession(db: Database, sessionId: string, now: Date): Promise<AuthenticatedSession | null> {
  let query = sessionQueries.get(db);
  if (!query) sessionQueries.set(db, (query = sessionQuery(db)));
  const [row] = await query.execute({ id: sessionId, now: now.toISOString() });
  if (!row) return null;
  const { sessionId: id, sessionCsrfSecret: csrfSecret, sessionExpiresAt: expiresAt, sessionLastSeenAt: lastSeenAt, ...user } = row;
  return { session: { id, csrfSecret, expiresAt, lastSeenAt }, user };
}

export function findSessionByCookie(db: Database, cookieValue: string, now: Date): Promise<AuthenticatedSession | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(cookieValue)) return Promise.resolve(null);
  return findSession(db, hashSessionToken(cookieValue), now);
}

export async function deleteSession(db: Database, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** 'Last seen' is written at most this often per session (not on every request). */
export const LAST_SEEN_RESOLUTION_MS = 5 * 60 * 1000;

/** Records activity on the session and its user when the last record is older than LAST_SEEN_RESOLUTION_MS. */
export async function touchSession(db: Database, auth: AuthenticatedSession, now: Date): Promise<void> {
  const last = auth.session.lastSeenAt?.getTime() ?? 0;
  if (now.getTime() - last < LAST_SEEN_RESOLUTION_MS) return;
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, auth.session.id));
  await db.update(users).set({ lastSeenAt: now }).where(eq(users.id, auth.user.id));
}

/** Ends every session of a user (deactivation, new password), optionally but one. */
export async function deleteUserSessions(db: Database, userId: number, exceptSessionId?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(exceptSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId)) : eq(sessions.userId, userId));
}
