/**
 * Deleting a user (issue 13, decision 0049), by a staff admin (`DELETE /api/admin/users/{id}`) or a company admin of the
 * user's company (`DELETE /api/companies/{guid}/members/{userGuid}`). What happens to their data:
 * - gone with them: sessions, email tokens, team memberships, notifications, pins, seen marks and the leads assigned
 *   to them (unassigned; the spec's '[User no longer exists]' covers notifications naming them), and what only they
 *   could see: their private saved views, private buyer lists and private notice lists;
 * - kept for the team, without an author: comments, opportunities, bids, team-shared lists and views, list entries,
 *   invitations they sent (the foreign keys set the user to null).
 * Every deletion is written to admin_audit_log with who did it.
 */
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { audit } from '../adminAccounts/service';
import type { Database } from '../db/client';
import { buyerLists, recordLists, savedViews, users } from '../db/schema/index';
import { HttpError } from '../http/errors';
import type { CurrentUser } from '../users/currentUser';
import { notFound } from '../workspace/http';

export interface DeletedUser {
  id: number;
  email: string;
  removed: { savedViews: number; buyerLists: number; noticeLists: number };
}

/** Deletes user `targetId` (of `companyId` when given: a company admin's own company). */
export async function deleteUser(db: Database, actor: CurrentUser, targetId: number, now: Date, companyId?: number): Promise<DeletedUser> {
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: users.id, email: users.email, companyId: users.companyId, role: users.role })
      .from(users)
      .where(companyId === undefined ? eq(users.id, targetId) : and(eq(users.id, targetId), eq(users.companyId, companyId)))
      .for('update');
    if (!target) throw notFound('User not found');
    if (target.id === actor.id) throw new HttpError(409, 'conflict', 'You cannot delete your own account');
    if (target.role === 'admin' || target.role === 'owner') {
      const [others] = await tx
        .select({
          admins: sql<number>`count(*) filter (where ${users.role} in ('admin', 'owner') and ${users.active})::int`,
          colleagues: sql<number>`count(*)::int`,
        })
        .from(users)
        .where(and(eq(users.companyId, target.companyId), ne(users.id, target.id)));
      if ((others?.colleagues ?? 0) > 0 && (others?.admins ?? 0) === 0)
        throw new HttpError(409, 'conflict', 'This is the company’s only admin: make a colleague a company admin first');
    }
    const views = await tx
      .delete(savedViews)
      .where(and(eq(savedViews.ownerId, target.id), isNull(savedViews.teamId), sql`coalesce(${savedViews.view} ->> '_sharing', '') <> 'COMPANY'`))
      .returning({ id: savedViews.id });
    const buyers = await tx
      .delete(buyerLists)
      .where(and(eq(buyerLists.ownerId, target.id), eq(buyerLists.sharingType, 'PRIVATE')))
      .returning({ id: buyerLists.id });
    const notices = await tx
      .delete(recordLists)
      .where(and(eq(recordLists.userId, target.id), eq(recordLists.sharingType, 'PRIVATE')))
      .returning({ id: recordLists.id });
    await tx.delete(users).where(eq(users.id, target.id));
    const removed = { savedViews: views.length, buyerLists: buyers.length, noticeLists: notices.length };
    await audit(
      tx,
      actor,
      'user.delete',
      { type: 'user', id: target.id },
      { email: target.email, company_id: target.companyId, by: companyId === undefined ? 'admin' : 'company_admin', removed },
      now,
    );
    return { id: target.id, email: target.email, removed };
  });
}
