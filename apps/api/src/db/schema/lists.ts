/**
 * Lists: buyer lists (private or team, with per-accessor permissions) and record lists — the
 * notice lists of the UI, which the calls also name "user lists" (one table for both).
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, inList, ref, updatedAt } from './columns';
import { companyFk, noticeFk, teamFk, userRefOptional } from './owners';
import { organisations } from './organisations';

export const SHARING_TYPES = ['PRIVATE', 'TEAM'] as const;
export type SharingType = (typeof SHARING_TYPES)[number];

export const buyerLists = pgTable(
  'buyer_lists',
  {
    id: id(),
    guid: uuid('guid').notNull().unique().defaultRandom(),
    companyId: companyFk(),
    teamId: teamFk(),
    ownerId: userRefOptional('owner_id'),
    name: text('name').notNull(),
    sharingType: text('sharing_type').$type<SharingType>().notNull().default('PRIVATE'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('buyer_lists_sharing_type_check', inList(t.sharingType, SHARING_TYPES)),
    index('buyer_lists_team_idx').on(t.teamId, t.sharingType),
    index('buyer_lists_owner_idx').on(t.ownerId),
    index('buyer_lists_lower_name_idx').on(t.teamId, sql`lower(${t.name})`),
  ],
);

export const buyerListEntries = pgTable(
  'buyer_list_entries',
  {
    buyerListId: ref('buyer_list_id')
      .notNull()
      .references(() => buyerLists.id, { onDelete: 'cascade' }),
    organisationId: ref('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    addedById: userRefOptional('added_by_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.buyerListId, t.organisationId] }), index('buyer_list_entries_organisation_idx').on(t.organisationId)],
);

export const ACCESSOR_TYPES = ['USER', 'TEAM'] as const;
/** Spec 2§6 buyer-list permission actions, granted through a role name. */
export const BUYER_LIST_ROLES = ['OWNER', 'EDITOR', 'VIEWER'] as const;

export const buyerListPermissions = pgTable(
  'buyer_list_permissions',
  {
    buyerListId: ref('buyer_list_id')
      .notNull()
      .references(() => buyerLists.id, { onDelete: 'cascade' }),
    accessorType: text('accessor_type').notNull(),
    accessorId: ref('accessor_id').notNull(),
    roleName: text('role_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.buyerListId, t.accessorType, t.accessorId] }),
    check('buyer_list_permissions_accessor_type_check', inList(t.accessorType, ACCESSOR_TYPES)),
    check('buyer_list_permissions_role_check', inList(t.roleName, BUYER_LIST_ROLES)),
    index('buyer_list_permissions_accessor_idx').on(t.accessorType, t.accessorId),
  ],
);

export const recordLists = pgTable(
  'record_lists',
  {
    id: id(),
    guid: uuid('guid').notNull().unique().defaultRandom(),
    companyId: companyFk(),
    teamId: teamFk(),
    userId: userRefOptional('user_id'),
    name: text('name').notNull(),
    sharingType: text('sharing_type').$type<SharingType>().notNull().default('TEAM'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('record_lists_sharing_type_check', inList(t.sharingType, SHARING_TYPES)),
    index('record_lists_team_idx').on(t.teamId),
    index('record_lists_user_idx').on(t.userId),
  ],
);

export const recordListEntries = pgTable(
  'record_list_entries',
  {
    recordListId: ref('record_list_id')
      .notNull()
      .references(() => recordLists.id, { onDelete: 'cascade' }),
    noticeId: noticeFk(),
    addedById: userRefOptional('added_by_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.recordListId, t.noticeId] }), index('record_list_entries_notice_idx').on(t.noticeId)],
);

export type BuyerListRow = typeof buyerLists.$inferSelect;
export type RecordListRow = typeof recordLists.$inferSelect;
