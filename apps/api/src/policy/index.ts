/**
 * The one place that decides what a user may see and do: plan data types, guest pass, admin,
 * export permission. Resolvers and routes ask `can()` / `assertCan()`; the client only mirrors this.
 */
import { hasCrmPlan } from '@tenderlens/domain/crm';
import type { Plan } from '../db/schema/companies';
import type { ProcurementStageValue } from '../db/schema/notices';
import type { SharingType } from '../db/schema/lists';

// Plans, their data types, the guest pass and the export limits are defined once, in the domain package's pure
// module (no React/urql), and shared with the client, the mocks and the tests.
import {
  PLAN_DATA_TYPES,
  EXPORT_LIMIT_WITHOUT_PERMISSION,
  isGuestPlan,
  paywallFor,
  paywallPlanNote,
  type DataType,
} from '@tenderlens/domain/plans';

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
  /** Data types an admin granted the company on top of its plan's (add-ons, trials). */
  extraDataTypes?: readonly DataType[];
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
  /** hubspotIdToken: the support chat identifies any signed-in user, guests included (they chat with sales too). */
  | { type: 'supportChat.identify' }
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
  /** NUTS regions (reference data). */
  | { type: 'regions.search' }
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
  | { type: 'sales.contact' }
  /** Alerts (lead subscriptions): own only, no guest pass (decision 0029). */
  | { type: 'alerts.manage' }
  /** Ask the provider's team for contacts (spec 1§6: not for guests). */
  | { type: 'contacts.request' }
  /** CRM: connect, map fields and send (spec 1§5: blocked for guests and when unauthorised; Basic plan and up, spec 2§1). */
  | { type: 'crm.use' }
  /** AI outreach drafts for buyer contacts (the CONTACTS data type, no guest pass). */
  | { type: 'outreach.generate' };

/** The write-side of the team workspace is closed to guest passes (docs/decisions/0009-core-workspace-policy.md). */
const canWriteWorkspace = (user: PolicySubject) => !isGuestPlan(user.plan);
/** The subject's data types: the plan's and any an admin granted (none for a guest pass). */
export function subjectDataTypes(user: Pick<PolicySubject, 'plan' | 'extraDataTypes'>): DataType[] {
  const types = [...PLAN_DATA_TYPES[user.plan]];
  if (isGuestPlan(user.plan)) return types;
  for (const extra of user.extraDataTypes ?? []) if (!types.includes(extra)) types.push(extra);
  return types;
}
const hasType = (user: PolicySubject, dataType: DataType) => subjectDataTypes(user).includes(dataType);
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

/**
 * Why an action is refused (null: allowed). A refusal because the plan lacks a data type is a paywall naming that
 * data type — the one mechanism behind every plan refusal (403 `paywall` with `data_type`, GraphQL reason
 * `paywall`); anything else (not signed in, a guest pass's write, another company's resource, not an admin) is
 * `forbidden`.
 */
export type Denial = { code: 'paywall'; dataType: DataType } | { code: 'forbidden' };

const FORBIDDEN: Denial = { code: 'forbidden' };
const paywall = (dataType: DataType): Denial => ({ code: 'paywall', dataType });
/** Allowed when `ok`, else forbidden. */
const allow = (ok: boolean): Denial | null => (ok ? null : FORBIDDEN);
/** The first of the data types the plan lacks, as a paywall (a guest pass is refused outright: decision 0009). */
const needs = (user: PolicySubject, ...dataTypes: DataType[]): Denial | null => {
  if (isGuestPlan(user.plan)) return FORBIDDEN;
  const missing = dataTypes.find((t) => !hasType(user, t));
  return missing ? paywall(missing) : null;
};

export function denial(user: PolicySubject | null | undefined, action: Action): Denial | null {
  if (!user || !user.active) return FORBIDDEN;
  switch (action.type) {
    case 'currentUser.read':
    case 'supportChat.identify':
    case 'appConfig.read':
    case 'notifications.list':
    case 'notifications.update':
      // Every signed-in user has their own notifications; the service scopes every query to them.
      return null;
    case 'notification.read':
    case 'notification.update':
    case 'exportJob.read':
      return allow(action.resource.userId === user.id);
    case 'admin.access':
      return allow(user.admin);
    case 'dataType.use':
      return needs(user, action.dataType);
    case 'sales.contact':
    case 'records.search':
    case 'signalSettings.read':
    case 'organisations.search':
    case 'regions.search':
      return null;
    case 'company.read':
      return allow(user.admin || (user.companyId !== undefined && user.companyId === action.companyId));
    case 'signalSettings.update': {
      if (isGuestPlan(user.plan)) return FORBIDDEN;
      if (!action.competitors && !action.partners) return null;
      return needs(user, 'SUPPLIERS', ...(action.competitors ? (['COMPETITORS'] as const) : []), ...(action.partners ? (['PARTNERS'] as const) : []));
    }
    case 'suppliers.search':
      return needs(user, 'SUPPLIERS');
    case 'buyers.stats':
      return needs(user, 'BUYERS');
    case 'export.rows': {
      const refused = exportDenial(user, action.rows);
      return refused ? (refused.code === 'paywall' ? paywall('EXPORTS') : FORBIDDEN) : null;
    }
    case 'workspace.read':
      return allow(sameCompany(user, action.companyId));
    case 'lead.write':
      if (!canWriteWorkspace(user)) return FORBIDDEN;
      return action.stage === 'AWARD' ? needs(user, 'AWARDS') : null;
    case 'comment.edit':
      return allow(
        canWriteWorkspace(user) &&
          action.resource.companyId === user.companyId &&
          action.resource.authorId === user.id,
      );
    case 'record.seen':
      return allow(action.userId === user.id);
    case 'contacts.request':
    case 'recordList.write':
    case 'record.share':
    case 'alerts.manage':
    case 'savedView.write':
      return allow(canWriteWorkspace(user));
    case 'savedView.manage':
      return allow(canWriteWorkspace(user) && action.resource.companyId === user.companyId && action.resource.ownerId === user.id);
    case 'recordList.manage':
      return allow(
        canWriteWorkspace(user) && action.resource.teamId === user.teamId && action.resource.userId === user.id,
      );
    case 'buyerList.use':
      return canWriteWorkspace(user) ? needs(user, 'BUYERS') : FORBIDDEN;
    case 'crm.use':
      return allow(canWriteWorkspace(user) && hasCrmPlan(user.plan));
    case 'outreach.generate':
      return needs(user, 'CONTACTS');
    case 'opportunity.write':
      if (!canWriteWorkspace(user) || !sameCompany(user, action.companyId)) return FORBIDDEN;
      return action.fromStrategy ? needs(user, 'AWARDS') : null;
  }
}

export function can(user: PolicySubject | null | undefined, action: Action): boolean {
  return denial(user, action) === null;
}

export class ForbiddenError extends Error {
  constructor(
    message = 'You do not have permission to do that',
    readonly code: string = 'forbidden',
    /** Extra machine-readable fields of the error object (a paywall's `data_type`). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ForbiddenError';
  }
}

/**
 * The paywall refusal (403, code `paywall`, with `data_type`): the plan lacks a data type. Every plan refusal —
 * a route, an operation, a filter or sort over a paywalled field, an export — is this error, so the client can
 * open the paywall of that data type (spec 2§2, 2§6).
 */
export class PaywallError extends ForbiddenError {
  constructor(
    readonly dataType: DataType,
    what = 'This',
  ) {
    const note = paywallPlanNote(paywallFor(dataType).requires);
    super(`${what} needs the ${dataType} data type, ${note.charAt(0).toLowerCase()}${note.slice(1)}. Upgrade your plan to use it.`, 'paywall', {
      data_type: dataType,
    });
    this.name = 'PaywallError';
  }
}

/** A paywall's data type in GraphQL's camelCase (`dataType`), as the REST body's `data_type`. */
export function forbiddenDetails(error: ForbiddenError): { dataType?: unknown } {
  return 'data_type' in error.details ? { dataType: error.details.data_type } : {};
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
  if (!hasType(user, 'EXPORTS')) {
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
  const refused = exportDenial(user, rows);
  if (refused) throw new ForbiddenError(refused.message, refused.code, refused.code === 'paywall' ? { data_type: 'EXPORTS' } : {});
}

/** Throws the refusal of `denial`: a PaywallError for a missing data type, else a ForbiddenError. */
export function assertCan(user: PolicySubject | null | undefined, action: Action): asserts user is PolicySubject {
  const refused = denial(user, action);
  if (!refused) return;
  throw refused.code === 'paywall' ? new PaywallError(refused.dataType) : new ForbiddenError();
}
