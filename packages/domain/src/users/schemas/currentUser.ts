// zod/mini: parsed before the first screen renders (initial chunk), see auth/tokenStore.ts.
import * as z from 'zod/mini';
import { DATA_TYPES, PLANS, isDataType } from '../../plans/index';

/** Subscription data types that gate features (defined once in plans/, spec 1§6, docs/contracts.md). */
export const DataTypeSchema = z.enum(DATA_TYPES);
export type DataType = z.infer<typeof DataTypeSchema>;
export { DATA_TYPES };

export const SubscriptionSchema = z.enum(PLANS);
export type Subscription = z.infer<typeof SubscriptionSchema>;

export const CompanySchema = z.object({
  id: z.string(),
  guid: z.string(),
  name: z.string(),
  paymentType: z.string(),
  partnerProgramme: z.boolean(),
});
export type Company = z.infer<typeof CompanySchema>;

export const TeamSchema = z.object({ id: z.string(), name: z.string() });
export type Team = z.infer<typeof TeamSchema>;

/**
 * The signed-in user (spec 1§3 "Current user"), camelCase as GraphQL returns it.
 * Unknown data types from a newer server are dropped rather than failing the whole user.
 */
export const CurrentUserSchema = z.object({
  id: z.string(),
  guid: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  admin: z.boolean(),
  guest: z.boolean(),
  company: CompanySchema,
  team: TeamSchema,
  activeDataTypes: z.pipe(
    z.array(z.string()),
    z.transform((types: string[]) => types.filter(isDataType)),
  ),
  subscription: SubscriptionSchema,
  hasExportPermission: z.boolean(),
  useSupplierName: z.boolean(),
});
export type CurrentUser = z.output<typeof CurrentUserSchema>;
/** The wire shape before parsing (what fixtures and mocks provide). */
export type CurrentUserInput = z.input<typeof CurrentUserSchema>;

const idSchema = z.pipe(z.union([z.string(), z.number()]), z.transform(String));

/** `CurrentUserJson` of the REST API (snake_case, docs/contracts.md), mapped to `CurrentUser`. */
export const CurrentUserJsonSchema = z.pipe(
  z.pipe(
    z.object({
      id: idSchema,
      guid: z.string(),
      email: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      admin: z.boolean(),
      guest: z.boolean(),
      company: z.object({
        id: idSchema,
        guid: z.string(),
        name: z.string(),
        payment_type: z.string(),
        partner_programme: z.boolean(),
      }),
      team: z.object({ id: idSchema, name: z.string() }),
      active_data_types: z.array(z.string()),
      subscription: z.string(),
      has_export_permission: z.boolean(),
      use_supplier_name: z.boolean(),
    }),
    z.transform((json) => ({
      id: json.id,
      guid: json.guid,
      email: json.email,
      firstName: json.first_name,
      lastName: json.last_name,
      admin: json.admin,
      guest: json.guest,
      company: {
        id: json.company.id,
        guid: json.company.guid,
        name: json.company.name,
        paymentType: json.company.payment_type,
        partnerProgramme: json.company.partner_programme,
      },
      team: json.team,
      activeDataTypes: json.active_data_types,
      subscription: json.subscription,
      hasExportPermission: json.has_export_permission,
      useSupplierName: json.use_supplier_name,
    })),
  ),
  CurrentUserSchema,
);
