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
