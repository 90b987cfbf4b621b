/**
 * Buyer lists: PRIVATE (the owner, plus explicit grants) or TEAM (the owner's team). Actions come
 * from the policy (`buyerListActions`); a list the caller cannot read is "not found". Lists load
 * with their entries and grants in three queries whatever their number.
 */
import { and, asc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { buyerListEntries, buyerListPermissions, buyerLists, organisations, users } from '../db/schema/index';
import type { SharingType } from '../db/schema/lists';
import {
  assertCan,
  buyerListActions,
  ForbiddenError,
  type BuyerListAction,
  type PolicySubject,
} from '../policy/index';
import type { CurrentUser } from '../users/currentUser';
import { conflict, notFound } from '../workspace/http';
import { idsByGuid } from '../workspace/rows';
import { GuidSchema } from '../workspace/schemas';
import { NAME_IN_USE } from './schemas';

export interface BuyerListEntryView {
  id: string;
  guid: string;
  name: string;
}

export interface BuyerListView {
  id: string;
  guid: string;
  name: string;
  ownerId: string | null;
  sharingType: SharingType;
  createdAt: string;
  updatedAt: string;
  entries: BuyerListEntryView[];
  buyerGuids: string[];
  permissionActions: BuyerListAction[];
}

export interface BuyerListGroups {
  private: BuyerListView[];
  team: BuyerListView[];
  all: BuyerListView[];
  /** True when any list's entries include one of the asked buyer guids. */
  saved: boolean;
}

/** Lists the caller might see: own, their team's TEAM lists, or granted to them or their team. */
const candidates = (user: CurrentUser): SQL =>
  and(
    eq(buyerLists.companyId, user.company.id),
    or(
      eq(buyerLists.ownerId, user.id),
      and(eq(buyerLists.sharingType, 'TEAM'), eq(buyerLists.teamId, user.team.id)),
      sql`exists (select 1 from ${buyerListPermissions} p where p.buyer_list_id = ${buyerLists.id}
        and ((p.accessor_type = 'USER' and p.accessor_id = ${user.id}) or (p.accessor_type = 'TEAM' and p.accessor_id = ${user.team.id})))`,
    ),
  ) as SQL;

async function loadLists(
  db: Executor,
  user: CurrentUser,
  subject: PolicySubject,
  where: SQL,
): Promise<BuyerListView[]> {
  const rows = await db
    .select()
    .from(buyerLists)
    .where(where)
    .orderBy(sql`lower(${buyerLists.name})`, asc(buyerLists.id));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [entries, grants] = await Promise.all([
    db
      .select({
        listId: buyerListEntries.buyerListId,
        id: organisations.id,
        guid: organisations.guid,
        name: organisations.name,
      })
      .from(buyerListEntries)
      .innerJoin(organisations, eq(organisations.id, buyerListEntries.organisationId))
      .where(inArray(buyerListEntries.buyerListId, ids))
      .orderBy(asc(organisations.name), asc(organisations.id)),
    db
      .select({ listId: buyerListPermissions.buyerListId, roleName: buyerListPermissions.roleName })
      .from(buyerListPermissions)
      .where(
        and(
          inArray(buyerListPermissions.buyerListId, ids),
          or(
            and(eq(buyerListPermissions.accessorType, 'USER'), eq(buyerListPermissions.accessorId, user.id)),
            and(
              eq(buyerListPermissions.accessorType, 'TEAM'),
              eq(buyerListPermissions.accessorId, user.team.id),
            ),
          ),
        ),
      ),
  ]);
  return rows
    .map((r) => {
      const own = entries
        .filter((e) => e.listId === r.id)
        .map((e) => ({ id: String(e.id), guid: e.guid, name: e.name }));
      const permissionActions = buyerListActions(subject, {
        companyId: r.companyId,
        teamId: r.teamId,
        ownerId: r.ownerId,
        sharingType: r.sharingType,
        grantedRoles: grants.filter((g) => g.listId === r.id).map((g) => g.roleName),
      });
      return {
        id: String(r.id),
        guid: r.guid,
        name: r.name,
        ownerId: r.ownerId === null ? null : String(r.ownerId),
        sharingType: r.sharingType,
        createdAt: r.createdAt.toISOString(),
        updatedAt: r.updatedAt.toISOString(),
        entries: own,
        buyerGuids: own.map((e) => e.guid),
        permissionActions,
      };
    })
    .filter((l) => l.permissionActions.includes('can_read'));
}

/** GET /api/buyer_lists: grouped private / team / all, optionally only lists allowing `permission`. */
export async function buyerListsOf(
  db: Executor,
  user: CurrentUser,
  subject: PolicySubject,
  options: { permission?: BuyerListAction | undefined; buyerGuids?: string[] | undefined } = {},
): Promise<BuyerListGroups> {
  assertCan(subject, { type: 'buyerList.use' });
  const lists = (await loadLists(db, user, subject, candidates(user))).filter(
    (l) => !options.permission || l.permissionActions.includes(options.permission),
  );
  const asked = new Set((options.buyerGuids ?? []).map((g) => g.toLowerCase()));
  return {
    private: lists.filter((l) => l.sharingType === 'PRIVATE'),
    team: lists.filter((l) => l.sharingType !== 'PRIVATE'),
    all: lists,
    saved: asked.size > 0 && lists.some((l) => l.buyerGuids.some((g) => asked.has(g))),
  };
}

/** One list the caller can read (404 otherwise), optionally requiring an action (403). */
export async function buyerList(
  db: Executor,
  user: CurrentUser,
  subject: PolicySubject,
  idOrGuid: string,
  action?: BuyerListAction,
): Promise<BuyerListView> {
  assertCan(subject, { type: 'buyerList.use' });
  if (!/^[1-9]\d{0,17}$/.test(idOrGuid) && !GuidSchema.safeParse(idOrGuid).success)
    throw notFound('Buyer list not found');
  const key = /^\d+$/.test(idOrGuid)
    ? eq(buyerLists.id, Number(idOrGuid))
    : eq(buyerLists.guid, idOrGuid.toLowerCase());
  const [list] = await loadLists(db, user, subject, and(key, candidates(user)) as SQL);
  if (!list) throw notFound('Buyer list not found');
  if (action && !list.permissionActions.includes(action)) throw new ForbiddenError();
  return list;
}

const buyerIds = (db: Executor, guids: string[]) => idsByGuid(db, 'organisations', guids, 'buyer_guids');

/** Case-insensitively unique among the lists the caller sees (spec 1§5). */
async function assertNameFree(
  db: Executor,
  user: CurrentUser,
  name: string,
  exceptId?: number,
): Promise<void> {
  const clash = await db
    .select({ id: buyerLists.id })
    .from(buyerLists)
    .where(
      and(
        candidates(user),
        sql`lower(${buyerLists.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(buyerLists.id, exceptId),
      ),
    )
    .limit(1);
  if (clash.length > 0) throw conflict(NAME_IN_USE);
}

export function createBuyerList(
  db: Database,
  user: CurrentUser,
  subject: PolicySubject,
  input: { name: string; sharingType: SharingType; buyerGuids: string[] },
): Promise<BuyerListView> {
  assertCan(subject, { type: 'buyerList.use' });
  return db.transaction(async (tx) => {
    await assertNameFree(tx, user, input.name);
    const ids = await buyerIds(tx, input.buyerGuids);
    const [row] = await tx
      .insert(buyerLists)
      .values({
        companyId: user.company.id,
        teamId: user.team.id,
        ownerId: user.id,
        name: input.name,
        sharingType: input.sharingType,
      })
      .returning({ id: buyerLists.id });
    if (!row) throw new Error('buyer list not created');
    await tx
      .insert(buyerListPermissions)
      .values({ buyerListId: row.id, accessorType: 'USER', accessorId: user.id, roleName: 'OWNER' });
    if (ids.length > 0) {
      await tx
        .insert(buyerListEntries)
        .values(ids.map((organisationId) => ({ buyerListId: row.id, organisationId, addedById: user.id })));
    }
    return buyerList(tx, user, subject, String(row.id));
  });
}

export function updateBuyerList(
  db: Database,
  user: CurrentUser,
  subject: PolicySubject,
  id: string,
  patch: {
    name?: string | undefined;
    sharingType?: SharingType | undefined;
    buyerGuids?: string[] | undefined;
  },
): Promise<BuyerListView> {
  return db.transaction(async (tx) => {
    const list = await buyerList(
      tx,
      user,
      subject,
      id,
      patch.buyerGuids ? 'create_buyer_list_entries' : 'can_read',
    );
    const listId = Number(list.id);
    if (patch.name !== undefined || patch.sharingType !== undefined) {
      // Renaming and re-sharing are the owner's (the same actor who may delete it).
      if (!list.permissionActions.includes('can_delete')) throw new ForbiddenError();
      if (patch.name !== undefined) await assertNameFree(tx, user, patch.name, listId);
      await tx
        .update(buyerLists)
        .set({
          ...(patch.name !== undefined ? { name: patch.name } : {}),
          ...(patch.sharingType ? { sharingType: patch.sharingType } : {}),
          updatedAt: new Date(),
        })
        .where(eq(buyerLists.id, listId));
    }
    if (patch.buyerGuids) {
      if (!list.permissionActions.includes('delete_buyer_list_entries')) throw new ForbiddenError();
      const ids = await buyerIds(tx, patch.buyerGuids);
      await tx.delete(buyerListEntries).where(eq(buyerListEntries.buyerListId, listId));
      if (ids.length > 0) {
        await tx
          .insert(buyerListEntries)
          .values(ids.map((organisationId) => ({ buyerListId: listId, organisationId, addedById: user.id })));
      }
    }
    return buyerList(tx, user, subject, list.id);
  });
}

export function deleteBuyerList(
  db: Database,
  user: CurrentUser,
  subject: PolicySubject,
  id: string,
): Promise<void> {
  return db.transaction(async (tx) => {
    const list = await buyerList(tx, user, subject, id, 'can_delete');
    await tx.delete(buyerLists).where(eq(buyerLists.id, Number(list.id)));
  });
}

export interface BuyerListChange {
  buyerList: BuyerListView;
  /** How many buyers actually changed (for 'Successfully added N buyers to {list}'). */
  count: number;
}

export function addBuyers(
  db: Database,
  user: CurrentUser,
  subject: PolicySubject,
  id: string,
  guids: string[],
): Promise<BuyerListChange> {
  return db.transaction(async (tx) => {
    const list = await buyerList(tx, user, subject, id, 'create_buyer_list_entries');
    const ids = await buyerIds(tx, guids);
    const added = await tx
      .insert(buyerListEntries)
      .values(
        ids.map((organisationId) => ({ buyerListId: Number(list.id), organisationId, addedById: user.id })),
      )
      .onConflictDoNothing()
      .returning({ id: buyerListEntries.organisationId });
    await tx
      .update(buyerLists)
      .set({ updatedAt: new Date() })
      .where(eq(buyerLists.id, Number(list.id)));
    return { buyerList: await buyerList(tx, user, subject, list.id), count: added.length };
  });
}

export function removeBuyers(
  db: Database,
  user: CurrentUser,
  subject: PolicySubject,
  id: string,
  guids: string[],
): Promise<BuyerListChange> {
  return db.transaction(async (tx) => {
    const list = await buyerList(tx, user, subject, id, 'delete_buyer_list_entries');
    const ids = await buyerIds(tx, guids);
    const removed = await tx
      .delete(buyerListEntries)
      .where(
        and(eq(buyerListEntries.buyerListId, Number(list.id)), inArray(buyerListEntries.organisationId, ids)),
      )
      .returning({ id: buyerListEntries.organisationId });
    await tx
      .update(buyerLists)
      .set({ updatedAt: new Date() })
      .where(eq(buyerLists.id, Number(list.id)));
    return { buyerList: await buyerList(tx, user, subject, list.id), count: removed.length };
  });
}

export interface BuyerListPermissionView {
  objectId: string;
  accessorId: string;
  accessorType: string;
  roleName: string;
}

export async function buyerListPermissionsOf(
  db: Executor,
  user: CurrentUser,
  subject: PolicySubject,
  id: string,
): Promise<{ buyerList: BuyerListView; permissions: BuyerListPermissionView[] }> {
  const list = await buyerList(db, user, subject, id);
  const rows = await db
    .select()
    .from(buyerListPermissions)
    .where(eq(buyerListPermissions.buyerListId, Number(list.id)));
  return {
    buyerList: list,
    permissions: rows.map((r) => ({
      objectId: list.id,
      accessorId: String(r.accessorId),
      accessorType: r.accessorType,
      roleName: r.roleName,
    })),
  };
}

/**
 * PUT /api/buyer_lists/{id}/permissions (owner only): sets the sharing type; with `user_guid`,
 * also grants that teammate EDITOR on the list.
 */
export function updateBuyerListPermissions(
  db: Database,
  user: CurrentUser,
  subject: PolicySubject,
  id: string,
  input: { sharingType: SharingType; userGuid: string | null },
) {
  return db.transaction(async (tx) => {
    const list = await buyerList(tx, user, subject, id, 'can_delete');
    const listId = Number(list.id);
    await tx
      .update(buyerLists)
      .set({ sharingType: input.sharingType, updatedAt: new Date() })
      .where(eq(buyerLists.id, listId));
    if (input.userGuid) {
      const [grantee] = await tx
        .select({ id: users.id, companyId: users.companyId })
        .from(users)
        .where(eq(users.guid, input.userGuid.toLowerCase()));
      if (!grantee || grantee.companyId !== user.company.id)
        throw new ForbiddenError('Lists can only be shared with users of your company');
      await tx
        .insert(buyerListPermissions)
        .values({
          buyerListId: listId,
          accessorType: 'USER',
          accessorId: grantee.id,
          roleName: String(grantee.id) === list.ownerId ? 'OWNER' : 'EDITOR',
        })
        .onConflictDoNothing();
    }
    return buyerListPermissionsOf(tx, user, subject, list.id);
  });
}
