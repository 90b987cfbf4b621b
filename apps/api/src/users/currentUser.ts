/**
 * The signed-in user (spec 1§3 "Current user"): one row joined with company and team, plus what the
 * policy derives from them (guest flag, data types, subscription).
 */
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { companies, teams, users } from '../db/schema/index';
import type { Plan } from '../db/schema/companies';
import { isGuestPlan, subjectDataTypes, type DataType, type PolicySubject } from '../policy/index';

export interface CurrentUser {
  id: number;
  guid: string;
  email: string;
  firstName: string;
  lastName: string;
  admin: boolean;
  active: boolean;
  hasExportPermission: boolean;
  useSupplierName: boolean;
  company: {
    id: number;
    guid: string;
    name: string;
    paymentType: Plan;
    partnerProgramme: boolean;
    /** Data types an admin granted on top of the plan's. */
    extraDataTypes: DataType[];
  };
  team: { id: number; name: string };
  /** The user's own company and team: an admin who switched company acts in `company`/`team` instead. */
  homeCompanyId: number;
  homeTeamId: number;
}

/** A user's own columns, as every read of a user (the current user, the admins' user list) selects them. */
export const userIdentityColumns = {
  id: users.id,
  guid: users.guid,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  admin: users.admin,
  active: users.active,
  hasExportPermission: users.hasExportPermission,
};

/** Columns selected wherever a current user is loaded (sign-in, bearer check). */
export const currentUserColumns = {
  ...userIdentityColumns,
  useSupplierName: users.useSupplierName,
  company: {
    id: companies.id,
    guid: companies.guid,
    name: companies.name,
    paymentType: companies.paymentType,
    partnerProgramme: companies.partnerProgramme,
    extraDataTypes: companies.extraDataTypes,
  },
  team: { id: teams.id, name: teams.name },
  homeCompanyId: users.companyId,
  homeTeamId: users.teamId,
};

export async function loadCurrentUser(db: Executor, userId: number): Promise<CurrentUser | null> {
  const [row] = await db
    .select(currentUserColumns)
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .innerJoin(teams, eq(teams.id, users.teamId))
    .where(eq(users.id, userId));
  return row ?? null;
}

/** An admin acting inside another company or team. */
export const isActing = (user: CurrentUser): boolean => user.company.id !== user.homeCompanyId || user.team.id !== user.homeTeamId;

export function toPolicySubject(user: CurrentUser): PolicySubject {
  return {
    id: user.id,
    admin: user.admin,
    active: user.active,
    plan: user.company.paymentType,
    extraDataTypes: user.company.extraDataTypes,
    hasExportPermission: user.hasExportPermission,
    companyId: user.company.id,
    teamId: user.team.id,
  };
}

/** The same object for GraphQL (camelCase) and REST (snake_case via `toCurrentUserJson`). */
export interface CurrentUserView {
  id: string;
  guid: string;
  email: string;
  firstName: string;
  lastName: string;
  admin: boolean;
  guest: boolean;
  company: { id: string; guid: string; name: string; paymentType: Plan; partnerProgramme: boolean };
  team: { id: string; name: string };
  activeDataTypes: DataType[];
  subscription: Plan;
  hasExportPermission: boolean;
  useSupplierName: boolean;
}

export function toCurrentUserView(user: CurrentUser): CurrentUserView {
  const plan = user.company.paymentType;
  return {
    id: String(user.id),
    guid: user.guid,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    admin: user.admin,
    guest: isGuestPlan(plan),
    company: {
      id: String(user.company.id),
      guid: user.company.guid,
      name: user.company.name,
      paymentType: user.company.paymentType,
      partnerProgramme: user.company.partnerProgramme,
    },
    team: { id: String(user.team.id), name: user.team.name },
    activeDataTypes: subjectDataTypes(toPolicySubject(user)),
    subscription: plan,
    hasExportPermission: user.hasExportPermission,
    useSupplierName: user.useSupplierName,
  };
}

/** CurrentUserJson of docs/contracts.md (snake_case). */
export function toCurrentUserJson(user: CurrentUser) {
  const v = toCurrentUserView(user);
  return {
    id: v.id,
    guid: v.guid,
    email: v.email,
    first_name: v.firstName,
    last_name: v.lastName,
    admin: v.admin,
    guest: v.guest,
    company: {
      id: v.company.id,
      guid: v.company.guid,
      name: v.company.name,
      payment_type: v.company.paymentType,
      partner_programme: v.company.partnerProgramme,
    },
    team: v.team,
    active_data_types: v.activeDataTypes,
    subscription: v.subscription,
    has_export_permission: v.hasExportPermission,
    use_supplier_name: v.useSupplierName,
  };
}
export type CurrentUserJson = ReturnType<typeof toCurrentUserJson>;
