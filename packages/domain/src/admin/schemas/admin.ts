/** Wire shapes of the admin pages (REST, snake_case as the server answers; docs/contracts.md style). */
import { z } from 'zod';
import { DATA_TYPES, PLANS } from '../../plans/index';

export const AdminUserSchema = z.object({
  id: z.string(),
  guid: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  admin: z.boolean(),
  active: z.boolean(),
  has_export_permission: z.boolean(),
  role: z.string(),
  company: z.object({ id: z.string(), name: z.string() }),
  team: z.object({ id: z.string(), name: z.string() }),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

const TeamSchema = z.object({ id: z.string(), name: z.string() });
export type AdminTeam = z.infer<typeof TeamSchema>;

export const AdminCompanySchema = z.object({
  id: z.string(),
  guid: z.string(),
  name: z.string(),
  payment_type: z.enum(PLANS),
  extra_data_types: z.array(z.enum(DATA_TYPES)),
  active_data_types: z.array(z.enum(DATA_TYPES)),
  seats: z.number().nullable(),
  bid_report_allowance: z.number().nullable(),
  is_demo: z.boolean(),
  user_count: z.number(),
});
export type AdminCompany = z.infer<typeof AdminCompanySchema>;

export const AdminUserSearchSchema = z.object({ users: z.array(AdminUserSchema) });
export const AdminCompanySearchSchema = z.object({ companies: z.array(AdminCompanySchema) });
export const AdminUserDetailSchema = z.object({ user: AdminUserSchema, teams: z.array(TeamSchema) });
export type AdminUserDetail = z.infer<typeof AdminUserDetailSchema>;
export const AdminCompanyDetailSchema = z.object({
  company: AdminCompanySchema.extend({ teams: z.array(TeamSchema) }),
  users: z.array(AdminUserSchema),
});
export type AdminCompanyDetail = z.infer<typeof AdminCompanyDetailSchema>;

export const AdminSessionSchema = z.object({
  acting: z.boolean(),
  company: TeamSchema,
  team: TeamSchema,
  home_company: TeamSchema,
  home_team: TeamSchema,
  teams: z.array(TeamSchema),
});
export type AdminSession = z.infer<typeof AdminSessionSchema>;

export const DemoRequestsSchema = z.object({
  demo_requests: z.array(
    z.object({
      id: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
      context: z.string().nullable(),
      created_at: z.string(),
      company: z.object({ name: z.string() }).nullable(),
      email_status: z.string().nullable(),
    }),
  ),
});
export type DemoRequestEntry = z.infer<typeof DemoRequestsSchema>['demo_requests'][number];

export const SalesInteractionsSchema = z.object({
  sales_interactions: z.array(
    z.object({
      id: z.string(),
      action_type: z.string(),
      data_type: z.string().nullable(),
      page_url: z.string(),
      context_source: z.string().nullable(),
      created_at: z.string(),
      company_name: z.string().nullable(),
    }),
  ),
});
export type SalesInteractionEntry = z.infer<typeof SalesInteractionsSchema>['sales_interactions'][number];

export const AuditLogSchema = z.object({
  entries: z.array(
    z.object({
      id: z.string(),
      admin_email: z.string().nullable(),
      acting_company: z.string().nullable(),
      action: z.string(),
      target_type: z.string().nullable(),
      target_id: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
});
export type AuditEntry = z.infer<typeof AuditLogSchema>['entries'][number];

/** PATCH bodies (the server is strict: only these keys). */
export interface AdminCompanyChange {
  payment_type?: AdminCompany['payment_type'];
  extra_data_types?: AdminCompany['extra_data_types'];
  seats?: number | null;
  bid_report_allowance?: number | null;
  is_demo?: boolean;
}
export interface AdminUserChange {
  admin?: boolean;
  has_export_permission?: boolean;
  team_id?: string;
  active?: boolean;
}
