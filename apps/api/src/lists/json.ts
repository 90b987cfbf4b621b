/** REST (snake_case) shapes of notice lists and buyer lists (docs/contracts.md). */
import type { BuyerListPermissionView, BuyerListView } from './buyerLists';
import type { RecordListView } from './recordLists';

export const toRecordListJson = (l: RecordListView) => ({
  id: l.id,
  guid: l.guid,
  name: l.name,
  sharing_type: l.sharingType,
  user: l.user
    ? { id: l.user.id, guid: l.user.guid, first_name: l.user.firstName, last_name: l.user.lastName }
    : null,
  record_count: l.recordCount,
  created_at: l.createdAt,
  updated_at: l.updatedAt,
});

export const toBuyerListJson = (l: BuyerListView) => ({
  id: l.id,
  guid: l.guid,
  name: l.name,
  owner_id: l.ownerId,
  sharing_type: l.sharingType,
  created_at: l.createdAt,
  updated_at: l.updatedAt,
  entries: l.entries.map((e) => ({ id: e.id, guid: e.guid, name: e.name })),
  buyer_guids: l.buyerGuids,
  permission_actions: l.permissionActions,
});

export const toPermissionJson = (p: BuyerListPermissionView) => ({
  object_id: p.objectId,
  accessor_id: p.accessorId,
  accessor_type: p.accessorType,
  role_name: p.roleName,
});
