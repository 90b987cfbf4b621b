/**
 * The one place that decides what a user may see and do: plan data types, guest pass, admin,
 * export permission. Resolvers and routes ask `can()` / `assertCan()`; the client only mirrors this.
 */
import type { Plan } from '../db/schema/companies';
import type { ProcurementStageValue } from '../db/schema/notices';
import type { SharingType } from '../db/schema/lists';

// Plans, their data types, the guest pass and the export limits are defined once, in the domain package's pure
// module (no React/urql), and shared with the client, the mocks and the tests.
import { PLAN_DATA_TYPES, EXPORT_LIMIT_WITHOUT_PERMISSION, isGuestPlan, type DataType } from '@tenderlens/domain/plans';

export {
  DATA_TYPES,
  PLAN_DATA_TYPES,
  EXPORT_LIMIT_WITHOUT_PERMISSION,
  SYNC_EXPORT_ROW_LIMIT,
  dataTypesForPlan,
  isGuestPlan,
  type DataType,
} from '@tenderlens/domain/plans';

/** What the policy needs to know about a signed-in user. */
export interface PolicySubject {
  id: number;
  admin: boolean;
  active: boolean;
  plan: Plan;
  hasExportPermission: boolean;
  /** The user's company and team: reads of company- or team-owned data are checked against them. */
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
  /** Notice search, feed and annotate: public notices; award details are redacted without AWARDS. */
  | { type: 'records.search' }
  | { type: 'company.read'; companyId: number }
  | { type: 'signalSettings.read' }
  /** Which supplier sets the update touches (each needs SUPPLIERS plus COMPETITORS / PARTNERS). */
  | { type: 'signalSettings.update'; competitors: boolean; partners: boolean }
  | { type: 'organisations.search' }
  | { type: 'suppliers.search' }
  | { type: 'buyers.stats' }
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
  | { type: 'record.share' }
  /** Create saved views and pin views (not guest passes). */
  | { type: 'savedView.write' }
  /** Change or delete a saved view: its owner only, in their company. */
  | { type: 'savedView.manage'; resource: { ownerId: number | null; companyId: number | null } }
  | { type: 'exportJob.read'; resource: Owned }
  /** Book a demo and log sales interactions: every signed-in user, guests included (upgrade prompts lead there). */
  | { type: 'sales.contact' };

/** The write-side of the team workspace is closed to guest passes (docs/decisions/0009-core-workspace-policy.md). */
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
    case 'exportJob.read':
      return action.resource.userId === user.id;
    case 'admin.access':
      return user.admin;
    case 'dataType.use':
      return PLAN_DATA_TYPES[user.plan].includes(action.dataType);
    case 'sales.contact':
    case 'records.search':
    case 'signalSettings.read':
    case 'organisations.search':
      return true;
    case 'company.read':
      return user.admin || (user.companyId !== undefined && user.companyId === action.companyId);
    case 'signalSettings.update': {
      if (isGuestPlan(user.plan)) return false;
      const types = PLAN_DATA_TYPES[user.plan];
      if ((action.competitors || action.partners) && !types.includes('SUPPLIERS')) return false;
      if (action.competitors && !types.includes('COMPETITORS')) return false;
      return !action.partners || types.includes('PARTNERS');
    }
    case 'suppliers.search':
      return PLAN_DATA_TYPES[user.plan].includes('SUPPLIERS');
    case 'buyers.stats':
      return PLAN_DATA_TYPES[user.plan].includes('BUYERS');
    case 'export.rows':
      return exportDenial(user, action.rows) === null;
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
    case 'savedView.write':
      return canWriteWorkspace(user);
    case 'savedView.manage':
      return canWriteWorkspace(user) && action.resource.companyId === user.companyId && action.resource.ownerId === user.id;
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
  constructor(
    message = 'You do not have permission to do that',
    readonly code: string = 'forbidden',
  ) {
    super(message);
    this.name = 'ForbiddenError';
  }
}

/** Why an export is refused: a machine code for the client and a sentence for the user. */
export interface ExportDenial {
  code: 'guest' | 'paywall' | 'export_limit';
  message: string;
}

const formatRows = (rows: number) => rows.toLocaleString('en-GB');

/**
 * The export rules (spec 1§5, 1§6, 2§5, 2§6) with the reason a refusal is shown for, in the order
 * the UI checks them: guests get an upgrade prompt; the EXPORTS data type comes with the Growth plan
 * (spec 2§6 "Plan requirements"); over 500 rows needs has_export_permission. `can(…, 'export.rows')`
 * is the yes/no form of the same rule.
 */
export function exportDenial(user: PolicySubject | null | undefined, rows: number): ExportDenial | null {
  if (!user || !user.active || isGuestPlan(user.plan)) {
    return { code: 'guest', message: 'Guests cannot export. Upgrade your plan to export results.' };
  }
  if (!PLAN_DATA_TYPES[user.plan].includes('EXPORTS')) {
    return { code: 'paywall', message: 'Exports are part of the Growth plan. Upgrade to export results.' };
  }
  if (rows > EXPORT_LIMIT_WITHOUT_PERMISSION && !user.hasExportPermission) {
    return {
      code: 'export_limit',
      message: `This export has ${formatRows(rows)} rows. Without export permission you can export up to ${EXPORT_LIMIT_WITHOUT_PERMISSION} rows: narrow your results to ${EXPORT_LIMIT_WITHOUT_PERMISSION} or less, or chat with our team to get export permission.`,
    };
  }
  return null;
}

/** Throws the refusal of `exportDenial` as a ForbiddenError carrying its code. */
export function assertCanExport(user: PolicySubject | null | undefined, rows: number): asserts user is PolicySubject {
  const denial = exportDenial(user, rows);
  if (denial) throw new ForbiddenError(denial.message, denial.code);
}

export function assertCan(user: PolicySubject | null | undefined, action: Action): asserts user is PolicySubject {
  if (!can(user, action)) throw new ForbiddenError();
}
