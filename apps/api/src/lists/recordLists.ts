/**
 * Notice lists (record lists; the calls also say "user lists"): a team's TEAM lists plus each
 * member's PRIVATE ones. Every teammate saves to and removes from the lists they see; only the
 * owner renames or deletes. Names are unique per team, case-insensitively.
 */
import { and, asc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { recordListEntries, recordLists, users } from '../db/schema/index';
import type { SharingType } from '../db/schema/lists';
import { assertCan, type PolicySubject } from '../policy/index';
import type { CurrentUser } from '../users/currentUser';
import { conflict, notFound } from '../workspace/http';
import { idsByGuid } from '../workspace/rows';
import { NAME_IN_USE } from './schemas';

export interface RecordListView {
  id: string;
  guid: string;
  name: string;
  sharingType: SharingType;
  user: { id: string; guid: string; firstName: string; lastName: string } | null;
  recordCount: number;
  createdAt: string;
  updatedAt: string;
}

const visibleTo = (user: CurrentUser): SQL =>
  and(
    eq(recordLists.teamId, user.team.id),
    or(eq(recordLists.sharingType, 'TEAM'), eq(recordLists.userId, user.id)),
  ) as SQL;

async function selectLists(db: Executor, where: SQL): Promise<RecordListView[]> {
  const rows = await db
    .select({
      id: recordLists.id,
      guid: recordLists.guid,
      name: recordLists.name,
      sharingType: recordLists.sharingType,
      createdAt: recordLists.createdAt,
      updatedAt: recordLists.updatedAt,
      userId: users.id,
      userGuid: users.guid,
      firstName: users.firstName,
      lastName: users.lastName,
      recordCount:
        sql<number>`(select count(*) from ${recordListEntries} where ${recordListEntries.recordListId} = ${recordLists.id})`.mapWith(
          Number,
        ),
    })
    .from(recordLists)
    .leftJoin(users, eq(users.id, recordLists.userId))
    .where(where)
    .orderBy(sql`lower(${recordLists.name})`, asc(recordLists.id));
  return rows.map((r) => ({
    id: String(r.id),
    guid: r.guid,
    name: r.name,
    sharingType: r.sharingType,
    user:
      r.userId === null
        ? null
        : {
            id: String(r.userId),
            guid: r.userGuid ?? '',
            firstName: r.firstName ?? '',
            lastName: r.lastName ?? '',
          },
    recordCount: r.recordCount,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

/** GET /api/record_lists: own and shared (teammates' TEAM lists). */
export async function recordListsOf(
  db: Executor,
  user: CurrentUser,
): Promise<{ own: RecordListView[]; shared: RecordListView[] }> {
  const all = await selectLists(db, visibleTo(user));
  const mine = String(user.id);
  return { own: all.filter((l) => l.user?.id === mine), shared: all.filter((l) => l.user?.id !== mine) };
}

export async function visibleRecordList(
  db: Executor,
  user: CurrentUser,
  id: number,
): Promise<RecordListView & { ownerId: number | null }> {
  const [list] = await selectLists(db, and(eq(recordLists.id, id), visibleTo(user)) as SQL);
  if (!list) throw notFound('List not found');
  return { ...list, ownerId: list.user ? Number(list.user.id) : null };
}

/** The visible lists that hold a record (GET api/records/{id}/record_lists). */
export async function listsOfRecord(
  db: Executor,
  user: CurrentUser,
  noticeId: number,
): Promise<RecordListView[]> {
  return selectLists(
    db,
    and(
      visibleTo(user),
      sql`${recordLists.id} in (select ${recordListEntries.recordListId} from ${recordListEntries} where ${recordListEntries.noticeId} = ${noticeId})`,
    ) as SQL,
  );
}

const noticeIdsByGuid = (db: Executor, guids: string[]) => idsByGuid(db, 'notices', guids, 'record_guids');

async function assertNameFree(
  db: Executor,
  user: CurrentUser,
  name: string,
  exceptId?: number,
): Promise<void> {
  const clash = await db
    .select({ id: recordLists.id })
    .from(recordLists)
    .where(
      and(
        eq(recordLists.teamId, user.team.id),
        sql`lower(${recordLists.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(recordLists.id, exceptId),
      ),
    )
    .limit(1);
  if (clash.length > 0) throw conflict(NAME_IN_USE);
}

/** POST api/user_lists: a new list (name + records). */
export function createRecordList(
  db: Database,
  user: CurrentUser,
  subject: PolicySubject,
  input: { name: string; recordGuids: string[]; sharingType: SharingType },
): Promise<RecordListView> {
  assertCan(subject, { type: 'recordList.write' });
  return db.transaction(async (tx) => {
    await assertNameFree(tx, user, input.name);
    const ids = await noticeIdsByGuid(tx, input.recordGuids);
    const [row] = await tx
      .insert(recordLists)
      .values({
        companyId: user.company.id,
        teamId: user.team.id,
        userId: user.id,
        name: input.name,
        sharingType: input.sharingType,
      })
      .returning({ id: recordLists.id });
    if (!row) throw new Error('list not created');
    if (ids.length > 0) {
      await tx
        .insert(recordListEntries)
        .values(ids.map((noticeId) => ({ recordListId: row.id, noticeId, addedById: user.id })))
        .onConflictDoNothing();
    }
    return visibleRecordList(tx, user, row.id);
  });
}

async function ownedList(db: Executor, user: CurrentUser, subject: PolicySubject, id: number) {
  const list = await visibleRecordList(db, user, id);
  assertCan(subject, { type: 'recordList.manage', resource: { userId: list.ownerId, teamId: user.team.id } });
  return list;
}

export function updateRecordList(
  db: Database,
  user: CurrentUser,
  subject: PolicySubject,
  id: number,
  patch: { name?: string | undefined; sharingType?: SharingType | undefined },
): Promise<RecordListView> {
  return db.transaction(async (tx) => {
    await ownedList(tx, user, subject, id);
    if (patch.name !== undefined) await assertNameFree(tx, user, patch.name, id);
    await tx
      .update(recordLists)
      .set({
        ...(patch.name !== undefined ? { name: patch.name } : {}),
        ...(patch.sharingType ? { sharingType: patch.sharingType } : {}),
        updatedAt: new Date(),
      })
      .where(eq(recordLists.id, id));
    return visibleRecordList(tx, user, id);
  });
}

export function deleteRecordList(
  db: Database,
  user: CurrentUser,
  subject: PolicySubject,
  id: number,
): Promise<void> {
  return db.transaction(async (tx) => {
    await ownedList(tx, user, subject, id);
    await tx.delete(recordLists).where(eq(recordLists.id, id));
  });
}

/** Saves a notice to a list (saving twice changes nothing). */
export function addRecordToList(
  db: Database,
  user: CurrentUser,
  subject: PolicySubject,
  id: number,
  noticeId: number,
): Promise<RecordListView> {
  assertCan(subject, { type: 'recordList.write' });
  return db.transaction(async (tx) => {
    await visibleRecordList(tx, user, id);
    await tx
      .insert(recordListEntries)
      .values({ recordListId: id, noticeId, addedById: user.id })
      .onConflictDoNothing();
    await tx.update(recordLists).set({ updatedAt: new Date() }).where(eq(recordLists.id, id));
    return visibleRecordList(tx, user, id);
  });
}

export function removeRecordFromList(
  db: Database,
  user: CurrentUser,
  subject: PolicySubject,
  id: number,
  noticeId: number,
): Promise<RecordListView> {
  assertCan(subject, { type: 'recordList.write' });
  return db.transaction(async (tx) => {
    await visibleRecordList(tx, user, id);
    await tx
      .delete(recordListEntries)
      .where(and(eq(recordListEntries.recordListId, id), eq(recordListEntries.noticeId, noticeId)));
    return visibleRecordList(tx, user, id);
  });
}
