/**
 * The one place that decides what a user may see and do: plan data types, guest pass, admin,
 * export permission. Resolvers and routes ask `can()` / `assertCan()`; the client only mirrors this.
 */
import type { Plan } from '../db/schema/companies';

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

/** Rows over this must be exported as a background job (spec 2§4 "Async export", 2§9). */
export const SYNC_EXPORT_ROW_LIMIT = 4000;

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
  | { type: 'exportJob.read'; resource: Owned };

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
    case 'export.rows':
      return exportDenial(user, action.rows) === null;
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
