/**
 * Saved views (spec 2§3 "Saved view", 2§7 saved_views and pinned_saved_views): the filters, sort and
 * columns of a table under a name. Visibility: a PRIVATE view is its owner's; a TEAM view is seen by
 * the owner's team; a COMPANY view by everyone in the owner's company; standard views by everyone.
 * Only the owner changes or deletes a view. Pins (and their rank) are per user.
 */
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { pinnedSavedViews, savedViews, type SavedViewDefinition } from '../db/schema/savedViews';
import { assertCan, type PolicySubject } from '../policy/index';
import type { CurrentUser } from '../users/currentUser';
import { badRequest } from '../http/errors';
import { notFound } from '../workspace/http';
import type { SavedViewInput, SavedViewUpdate, Sharing } from './schemas';

export interface SavedViewView {
  id: number;
  guid: string;
  name: string;
  description: string | null;
  ownerId: number | null;
  teamId: number | null;
  companyId: number | null;
  isStandardView: boolean;
  sharing: Sharing;
  dataType: string;
  view: SavedViewDefinition;
  rank: number;
  pinnedRank: number | null;
  updatedAt: Date;
}

const visibleTo = (user: CurrentUser) =>
  or(
    eq(savedViews.isStandardView, true),
    and(eq(savedViews.companyId, user.company.id), eq(savedViews.ownerId, user.id)),
    and(eq(savedViews.companyId, user.company.id), eq(savedViews.teamId, user.team.id)),
    and(
      eq(savedViews.companyId, user.company.id),
      isNull(savedViews.teamId),
      sql`${savedViews.view} ->> '_sharing' = 'COMPANY'`,
    ),
  );

type Row = typeof savedViews.$inferSelect & { pinnedRank: number | null };

function toView(r: Row): SavedViewView {
  const { _sharing, ...view } = r.view as SavedViewDefinition & { _sharing?: Sharing };
  const sharing: Sharing = r.teamId !== null ? 'TEAM' : _sharing === 'COMPANY' ? 'COMPANY' : 'PRIVATE';
  return {
    id: r.id,
    guid: r.guid,
    name: r.name,
    description: r.description,
    ownerId: r.ownerId,
    teamId: r.teamId,
    companyId: r.companyId,
    isStandardView: r.isStandardView,
    sharing,
    dataType: r.dataType,
    view,
    rank: r.rank,
    pinnedRank: r.pinnedRank,
    updatedAt: r.updatedAt,
  };
}

function select(db: Executor, user: CurrentUser) {
  return db
    .select({
      id: savedViews.id,
      guid: savedViews.guid,
      companyId: savedViews.companyId,
      teamId: savedViews.teamId,
      ownerId: savedViews.ownerId,
      name: savedViews.name,
      description: savedViews.description,
      isStandardView: savedViews.isStandardView,
      dataType: savedViews.dataType,
      view: savedViews.view,
      rank: savedViews.rank,
      createdAt: savedViews.createdAt,
      updatedAt: savedViews.updatedAt,
      pinnedRank: pinnedSavedViews.rank,
    })
    .from(savedViews)
    .leftJoin(
      pinnedSavedViews,
      and(eq(pinnedSavedViews.savedViewId, savedViews.id), eq(pinnedSavedViews.userId, user.id)),
    );
}

export async function listSavedViews(
  db: Executor,
  user: CurrentUser,
  dataType?: string,
): Promise<SavedViewView[]> {
  const rows = await select(db, user)
    .where(and(visibleTo(user), dataType ? eq(savedViews.dataType, dataType) : undefined))
    .orderBy(asc(savedViews.rank), asc(savedViews.name), asc(savedViews.id));
  return rows.map(toView);
}

export async function visibleView(db: Executor, user: CurrentUser, id: number): Promise<SavedViewView> {
  const [row] = await select(db, user).where(and(eq(savedViews.id, id), visibleTo(user)));
  if (!row) throw notFound('Saved view not found');
  return toView(row);
}

const placement = (user: CurrentUser, sharing: Sharing) => ({
  ownerId: user.id,
  companyId: user.company.id,
  teamId: sharing === 'TEAM' ? user.team.id : null,
});
const stored = (view: SavedViewDefinition, sharing: Sharing) =>
  sharing === 'COMPANY' ? { ...view, _sharing: 'COMPANY' } : view;

export async function createSavedView(
  db: Database,
  user: CurrentUser,
  subject: PolicySubject,
  input: SavedViewInput,
): Promise<SavedViewView> {
  assertCan(subject, { type: 'savedView.write' });
  const [row] = await db
    .insert(savedViews)
    .values({
      ...placement(user, input.sharing),
      name: input.name,
      description: input.description ?? null,
      dataType: input.data_type,
      view: stored(input.view, input.sharing),
      rank: input.rank ?? 0,
    })
    .returning({ id: savedViews.id });
  return visibleView(db, user, row?.id ?? 0);
}

export async function updateSavedView(
  db: Database,
  user: CurrentUser,
  subject: PolicySubject,
  id: number,
  input: SavedViewUpdate,
): Promise<SavedViewView> {
  return db.transaction(async (tx) => {
    const current = await visibleView(tx, user, id);
    assertCan(subject, {
      type: 'savedView.manage',
      resource: { ownerId: current.ownerId, companyId: current.companyId },
    });
    const sharing = input.sharing ?? current.sharing;
    await tx
      .update(savedViews)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.rank !== undefined ? { rank: input.rank } : {}),
        teamId: sharing === 'TEAM' ? user.team.id : null,
        view: stored(input.view ?? current.view, sharing),
        updatedAt: new Date(),
      })
      .where(eq(savedViews.id, id));
    return visibleView(tx, user, id);
  });
}

export async function deleteSavedView(
  db: Database,
  user: CurrentUser,
  subject: PolicySubject,
  id: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await visibleView(tx, user, id);
    assertCan(subject, {
      type: 'savedView.manage',
      resource: { ownerId: current.ownerId, companyId: current.companyId },
    });
    await tx.delete(savedViews).where(eq(savedViews.id, id));
  });
}

export interface PinnedView {
  savedViewId: number;
  rank: number;
}

export async function listPinned(db: Executor, user: CurrentUser): Promise<PinnedView[]> {
  const views = await listSavedViews(db, user);
  return views
    .flatMap((v) => (v.pinnedRank === null ? [] : [{ savedViewId: v.id, rank: v.pinnedRank }]))
    .sort((a, b) => a.rank - b.rank || a.savedViewId - b.savedViewId);
}

/** Pins a visible view at the end of the user's pins (pinning twice changes nothing). */
export async function pinView(
  db: Database,
  user: CurrentUser,
  subject: PolicySubject,
  id: number,
): Promise<PinnedView[]> {
  assertCan(subject, { type: 'savedView.write' });
  return db.transaction(async (tx) => {
    await visibleView(tx, user, id);
    const [last] = await tx
      .select({ max: sql<number>`coalesce(max(${pinnedSavedViews.rank}), -1)`.mapWith(Number) })
      .from(pinnedSavedViews)
      .where(eq(pinnedSavedViews.userId, user.id));
    await tx
      .insert(pinnedSavedViews)
      .values({ userId: user.id, savedViewId: id, rank: (last?.max ?? -1) + 1 })
      .onConflictDoNothing();
    return listPinned(tx, user);
  });
}

export async function unpinView(
  db: Database,
  user: CurrentUser,
  subject: PolicySubject,
  id: number,
): Promise<PinnedView[]> {
  assertCan(subject, { type: 'savedView.write' });
  return db.transaction(async (tx) => {
    await tx
      .delete(pinnedSavedViews)
      .where(and(eq(pinnedSavedViews.userId, user.id), eq(pinnedSavedViews.savedViewId, id)));
    return listPinned(tx, user);
  });
}

/** Ranks the user's pins in the order given (every pinned id once; others are refused). */
export async function rankPinned(
  db: Database,
  user: CurrentUser,
  subject: PolicySubject,
  ids: number[],
): Promise<PinnedView[]> {
  assertCan(subject, { type: 'savedView.write' });
  return db.transaction(async (tx) => {
    const pinned = await tx
      .select({ id: pinnedSavedViews.savedViewId })
      .from(pinnedSavedViews)
      .where(eq(pinnedSavedViews.userId, user.id));
    const have = new Set(pinned.map((p) => p.id));
    if (ids.length !== have.size || ids.some((id) => !have.has(id)) || new Set(ids).size !== ids.length) {
      throw badRequest('saved_view_ids: Rank every pinned view once');
    }
    for (const [rank, id] of ids.entries()) {
      await tx
        .update(pinnedSavedViews)
        .set({ rank })
        .where(and(eq(pinnedSavedViews.userId, user.id), inArray(pinnedSavedViews.savedViewId, [id])));
    }
    return listPinned(tx, user);
  });
}
