/**
 * Comments on an opportunity (issue 12: the records' comments with mentions, on the opportunity page).
 * The same `comments` table (its opportunity_id target), the same content rules and mentions
 * (`@[Name](guid)`); editing and deleting are the comments' own mutations (author only). A mention of
 * an active teammate notifies them ('mention'); the assignee and earlier commenters get 'comment'.
 */
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { comments, opportunities, users } from '../db/schema/index';
import { commentPlainText, mentionedGuids } from '../leads/schemas';
import { loadComment, selectComments, toCommentView, type CommentView } from '../leads/service';
import { createNotifications } from '../notifications/service';
import type { NewNotification } from '../notifications/schemas';
import { assertCan, type PolicySubject } from '../policy/index';
import type { CurrentUser } from '../users/currentUser';
import { loadOpportunity } from './service';

const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

/** The opportunity's comments, oldest first (deleted ones included, without content). */
export async function listOpportunityComments(db: Executor, user: CurrentUser, opportunityId: number): Promise<CommentView[]> {
  await loadOpportunity(db, user.company.id, opportunityId);
  const rows = await selectComments(db)
    .where(and(eq(comments.companyId, user.company.id), eq(comments.opportunityId, opportunityId)))
    .orderBy(asc(comments.createdAt), asc(comments.id));
  return rows.map(toCommentView);
}

export function createOpportunityComment(
  db: Database,
  user: CurrentUser,
  subject: PolicySubject,
  opportunityId: number,
  content: string,
  now: Date,
): Promise<CommentView> {
  assertCan(subject, { type: 'opportunity.write' });
  return db.transaction(async (tx) => {
    const o = await loadOpportunity(tx, user.company.id, opportunityId);
    const [inserted] = await tx
      .insert(comments)
      .values({ companyId: user.company.id, opportunityId, authorId: user.id, content, createdAt: now })
      .returning({ id: comments.id });
    if (!inserted) throw new Error('comment not created');
    const guids = mentionedGuids(content);
    const mentioned =
      guids.length === 0
        ? []
        : await tx
            .select({ id: users.id })
            .from(users)
            .where(and(inArray(users.guid, guids), eq(users.companyId, user.company.id), eq(users.active, true), ne(users.id, user.id)));
    const mentionedIds = new Set(mentioned.map((m) => m.id));
    const followers = await tx
      .selectDistinct({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.companyId, user.company.id),
          eq(users.active, true),
          ne(users.id, user.id),
          sql`(${users.id} = (select ${opportunities.assignedToId} from ${opportunities} where ${opportunities.id} = ${opportunityId})
            or ${users.id} in (select ${comments.authorId} from ${comments} where ${comments.opportunityId} = ${opportunityId} and ${comments.deletedAt} is null))`,
        ),
      );
    const base = {
      link: `/opportunities/${o.id}`,
      actorUserId: user.id,
      createdAt: now,
      textAttributes: { actorName: fullName(user), recordTitle: o.name, commentText: commentPlainText(content) },
    };
    const notes: NewNotification[] = [
      ...[...mentionedIds].map((userId) => ({ ...base, userId, verb: 'mention' as const })),
      ...followers.filter((f) => !mentionedIds.has(f.id)).map((f) => ({ ...base, userId: f.id, verb: 'comment' as const })),
    ];
    await createNotifications(tx, notes);
    return toCommentView(await loadComment(tx, inserted.id));
  });
}
