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
  /** The user's company and team: reads of company- or team-owned data are checked against them. */
  companyId?: number;
  teamId?: number;
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
  | { type: 'export.rows'; rows: number };

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
      if (isGuestPlan(user.plan) || !PLAN_DATA_TYPES[user.plan].includes('EXPORTS')) return false;
      return action.rows <= EXPORT_LIMIT_WITHOUT_PERMISSION || user.hasExportPermission;
  }
}

export class ForbiddenError extends Error {
  readonly code = 'forbidden';
  constructor(message = 'You do not have permission to do that') {
    super(message);
    this.name = 'ForbiddenError';
  }
}

export function assertCan(user: PolicySubject | null | undefined, action: Action): asserts user is PolicySubject {
  if (!can(user, action)) throw new ForbiddenError();
}
