/**
 * The one place that decides what a user may see and do: plan data types, guest pass, admin,
 * export permission. Resolvers and routes ask `can()` / `assertCan()`; the client only mirrors this.
 */
import type { Plan } from '../db/schema/companies';
import type { ProcurementStageValue } from '../db/schema/notices';
import type { SharingType } from '../db/schema/lists';

export const DATA_TYPES = [
  'AWARDS',
  'BUYERS',
  'SUPPLIERS',
  'CONTACTS',
  'FRAMEWORKS',
  'DOCUMENTS',
  'SPEND',
  'EXPORTS',
  'PARTNERS',
  'COMPETITORS',
  'BIDS',
  'CREATE_BIDS',
  'STRATEGY',
] as const;
export type DataType = (typeof DATA_TYPES)[number];

const GROWTH: readonly DataType[] = [
  'AWARDS',
  'BUYERS',
  'SUPPLIERS',
  'CONTACTS',
  'FRAMEWORKS',
  'DOCUMENTS',
  'SPEND',
  'EXPORTS',
  'PARTNERS',
  'COMPETITORS',
  'BIDS',
];

const PLAN_DATA_TYPES: Record<Plan, readonly DataType[]> = {
  FREEMIUM: [],
  BASIC: ['AWARDS'],
  GROWTH,
  EXPERT: [...GROWTH, 'CREATE_BIDS', 'STRATEGY'],
  GUEST_PASS: [],
};

/** Rows over this need the export permission (spec 1§5, §9). */
export const EXPORT_LIMIT_WITHOUT_PERMISSION = 500;

export function dataTypesForPlan(plan: Plan): DataType[] {
  return [...PLAN_DATA_TYPES[plan]];
}

export function isGuestPlan(plan: Plan): boolean {
  return plan === 'GUEST_PASS';
}

/** What the policy needs to know about a signed-in user. */
export interface PolicySubject {
  id: number;
  admin: boolean;
  active: boolean;
  plan: Plan;
  hasExportPermission: boolean;
  companyId: number;
  teamId: number;
}

/** A resource owned by one user (e.g. a notification). */
export interface Owned {
  userId: number;
}

export type Action =
  | { type: 'currentUser.read' }
  | { type: 'appConfig.read' }
  | { type: 'notifications.list' }
  | { type: 'notifications.update' }
  | { type: 'notification.read'; resource: Owned }
  | { type: 'notification.update'; resource: Owned }
  | { type: 'admin.access' }
  | { type: 'dataType.use'; dataType: DataType }
  | { type: 'export.rows'; rows: number }
  /** Team workspace reads (leads, comments, lists, opportunities) — any signed-in user, own company only. */
  | { type: 'workspace.read'; companyId?: number }
  /** Hide/restore, qualify, assign, comment on a lead; AWARD-stage leads need AWARDS. */
  | { type: 'lead.write'; stage: ProcurementStageValue }
  /** Edit or delete a comment: its author only. */
  | { type: 'comment.edit'; resource: { authorId: number | null; companyId: number } }
  /** Mark a record seen. */
  | { type: 'record.seen'; userId: number }
  /** Create notice lists and save/remove notices. */
  | { type: 'recordList.write' }
  /** Rename or delete a notice list: its owner only. */
  | { type: 'recordList.manage'; resource: { userId: number | null; teamId: number } }
  /** Buyer lists need the BUYERS data type and no guest pass. */
  | { type: 'buyerList.use' }
  /** Create, read, add to and change opportunities. */
  | { type: 'opportunity.write'; fromStrategy?: boolean; companyId?: number }
  /** Share a record by email. */
  | { type: 'record.share' };

/** The write-side of the team workspace is closed to guest passes (docs/decisions/0006-core-workspace-policy.md). */
const canWriteWorkspace = (user: PolicySubject) => !isGuestPlan(user.plan);
const hasType = (user: PolicySubject, dataType: DataType) => PLAN_DATA_TYPES[user.plan].includes(dataType);
const sameCompany = (user: PolicySubject, companyId: number | undefined) =>
  companyId === undefined || companyId === user.companyId;

/** Spec 2§6 buyer-list permission actions. */
export const BUYER_LIST_ACTIONS = [
  'can_read',
  'create_buyer_list_entries',
  'delete_buyer_list_entries',
  'can_delete',
  'can_create',
] as const;
export type BuyerListAction = (typeof BUYER_LIST_ACTIONS)[number];

export interface BuyerListAccess {
  companyId: number;
  teamId: number;
  ownerId: number | null;
  sharingType: SharingType;
  /** Role names granted to the subject through buyer_list_permissions (user or team accessor). */
  grantedRoles: readonly string[];
}

/**
 * What the subject may do with a buyer list: the owner everything; a TEAM list's team read, add
 * and remove entries; an explicit EDITOR grant the same, VIEWER only read; a PRIVATE list nothing
 * for anyone else; other companies nothing.
 */
export function buyerListActions(
  user: PolicySubject | null | undefined,
  list: BuyerListAccess,
): BuyerListAction[] {
  if (!user || !user.active || !can(user, { type: 'buyerList.use' })) return [];
  if (list.companyId !== user.companyId) return [];
  if (list.ownerId === user.id || list.grantedRoles.includes('OWNER')) return [...BUYER_LIST_ACTIONS];
  const editor =
    list.grantedRoles.includes('EDITOR') || (list.sharingType === 'TEAM' && list.teamId === user.teamId);
  if (editor) return ['can_read', 'create_buyer_list_entries', 'delete_buyer_list_entries', 'can_create'];
  if (list.grantedRoles.includes('VIEWER')) return ['can_read', 'can_create'];
  return [];
}

export function can(user: PolicySubject | null | undefined, action: Action): boolean {
  if (!user || !user.active) return false;
  switch (action.type) {
    case 'currentUser.read':
    case 'appConfig.read':
    case 'notifications.list':
    case 'notifications.update':
      // Every signed-in user has their own notifications; the service scopes every query to them.
      return true;
    case 'notification.read':
    case 'notification.update':
      return action.resource.userId === user.id;
    case 'admin.access':
      return user.admin;
    case 'dataType.use':
      return PLAN_DATA_TYPES[user.plan].includes(action.dataType);
    case 'export.rows':
      if (isGuestPlan(user.plan) || !PLAN_DATA_TYPES[user.plan].includes('EXPORTS')) return false;
      return action.rows <= EXPORT_LIMIT_WITHOUT_PERMISSION || user.hasExportPermission;
    case 'workspace.read':
      return sameCompany(user, action.companyId);
    case 'lead.write':
      return canWriteWorkspace(user) && (action.stage !== 'AWARD' || hasType(user, 'AWARDS'));
    case 'comment.edit':
      return (
        canWriteWorkspace(user) &&
        action.resource.companyId === user.companyId &&
        action.resource.authorId === user.id
      );
    case 'record.seen':
      return action.userId === user.id;
    case 'recordList.write':
    case 'record.share':
      return canWriteWorkspace(user);
    case 'recordList.manage':
      return (
        canWriteWorkspace(user) &&
        action.resource.teamId === user.teamId &&
        action.resource.userId === user.id
      );
    case 'buyerList.use':
      return canWriteWorkspace(user) && hasType(user, 'BUYERS');
    case 'opportunity.write':
      return (
        canWriteWorkspace(user) &&
        sameCompany(user, action.companyId) &&
        (!action.fromStrategy || hasType(user, 'AWARDS'))
      );
  }
}

export class ForbiddenError extends Error {
  readonly code = 'forbidden';
  constructor(message = 'You do not have permission to do that') {
    super(message);
    this.name = 'ForbiddenError';
  }
}

export function assertCan(
  user: PolicySubject | null | undefined,
  action: Action,
): asserts user is PolicySubject {
  if (!can(user, action)) throw new ForbiddenError();
}
