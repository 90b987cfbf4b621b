/** Sign-in sessions: created at sign-in, found by cookie or by bearer token, deleted at sign-out. */
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { companies, sessions, teams, users, type SessionRow } from '../db/schema/index';
import { currentUserColumns, type CurrentUser } from '../users/currentUser';
import { hashSessionToken, randomToken, SESSION_TTL_MS } from './tokens';

export interface AuthenticatedSession {
  session: Pick<SessionRow, 'id' | 'csrfSecret' | 'expiresAt'>;
  user: CurrentUser;
}

export async function createSession(db: Database, userId: number, now: Date): Promise<{ cookieValue: string; session: SessionRow }> {
  const cookieValue = randomToken(32);
  const [session] = await db
    .insert(sessions)
    .values({
      id: hashSessionToken(cookieValue),
      userId,
      csrfSecret: randomToken(32),
      createdAt: now,
      expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
    })
    .returning();
  if (!session) throw new Error('Session not created');
  // Housekeeping: expired sessions are of no use to anyone.
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  return { cookieValue, session };
}

/** The live session with this id and its active user (one query), or null. */
export async function findSession(db: Database, sessionId: string, now: Date): Promise<AuthenticatedSession | null> {
  const [row] = await db
    .select({
      ...currentUserColumns,
      sessionId: sessions.id,
      sessionCsrfSecret: sessions.csrfSecret,
      sessionExpiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .innerJoin(teams, eq(teams.id, users.teamId))
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, now), eq(users.active, true)));
  if (!row) return null;
  const { sessionId: id, sessionCsrfSecret: csrfSecret, sessionExpiresAt: expiresAt, ...user } = row;
  return { session: { id, csrfSecret, expiresAt }, user };
}

export function findSessionByCookie(db: Database, cookieValue: string, now: Date): Promise<AuthenticatedSession | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(cookieValue)) return Promise.resolve(null);
  return findSession(db, hashSessionToken(cookieValue), now);
}

export async function deleteSession(db: Database, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}
