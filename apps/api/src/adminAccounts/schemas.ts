/** Wire schemas of the admin pages' users and companies (strict: an unknown key is a 400). */
import { z } from 'zod';
import { boundedInt, safeText, strictBody } from '../http/input';
import { PLANS } from '@tenderlens/domain/plans';
import { DATA_TYPES } from '../policy/index';

const idString = z.string().regex(/^[1-9]\d{0,17}$/, 'must be a numeric id');

export const SearchQuerySchema = z.strictObject({
  q: safeText({ max: 200 }).trim().default(''),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

export const IdParamSchema = z.strictObject({ id: idString });

/** PATCH /api/admin/companies/:id: plan, data types granted on top of it, seats, bid-report allowance, demo flag. */
export const CompanyUpdateSchema = strictBody({
  payment_type: z.enum(PLANS).optional(),
  extra_data_types: z.array(z.enum(DATA_TYPES)).max(DATA_TYPES.length).optional(),
  seats: boundedInt(1, 100_000).nullable().optional(),
  bid_report_allowance: boundedInt(0, 100_000).nullable().optional(),
  is_demo: z.boolean().optional(),
}).refine((v) => Object.keys(v).length > 0, 'Send at least one field to change');
export type CompanyUpdate = z.output<typeof CompanyUpdateSchema>;

/** PATCH /api/admin/users/:id: the admin flag, export permission, team (of the user's company) and active. */
export const UserUpdateSchema = strictBody({
  admin: z.boolean().optional(),
  has_export_permission: z.boolean().optional(),
  team_id: idString.optional(),
  active: z.boolean().optional(),
}).refine((v) => Object.keys(v).length > 0, 'Send at least one field to change');
export type UserUpdate = z.output<typeof UserUpdateSchema>;

/** POST /api/admin/switch_company: act inside a company (null: back to one's own). */
export const SwitchCompanySchema = strictBody({ company_id: idString.nullable() });
/** POST /api/admin/switch_team: act inside a team of the company one acts in. */
export const SwitchTeamSchema = strictBody({ team_id: idString });

export const AuditQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
