// valibot: parsed before the first screen renders (initial chunk); zod, even zod/mini, would add its 50 KB raw core
// to what sign-in downloads (docs/decisions/0053-valibot-on-the-first-screen.md). Every other schema is zod.
import * as v from 'valibot';
import { DATA_TYPES, PLANS, isDataType } from '../../plans/index';

/** Subscription data types that gate features (defined once in plans/, spec 1§6, docs/contracts.md). */
export const DataTypeSchema = v.picklist(DATA_TYPES);
export type DataType = v.InferOutput<typeof DataTypeSchema>;
export { DATA_TYPES };

export const SubscriptionSchema = v.picklist(PLANS);
export type Subscription = v.InferOutput<typeof SubscriptionSchema>;

export const CompanySchema = v.object({
  id: v.string(),
  guid: v.string(),
  name: v.string(),
  paymentType: v.string(),
  partnerProgramme: v.boolean(),
});
export type Company = v.InferOutput<typeof CompanySchema>;

export const TeamSchema = v.object({ id: v.string(), name: v.string() });
export type Team = v.InferOutput<typeof TeamSchema>;

/** Known data types only: unknown ones from a newer server are dropped rather than failing the whole user. */
const activeDataTypes = v.pipe(
  v.array(v.string()),
  v.transform((types: string[]) => types.filter(isDataType)),
);

/**
 * The signed-in user (spec 1§3 "Current user"), camelCase as GraphQL returns it.
 * Unknown data types from a newer server are dropped rather than failing the whole user.
 */
export const CurrentUserSchema = v.object({
  id: v.string(),
  guid: v.string(),
  email: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  admin: v.boolean(),
  guest: v.boolean(),
  company: CompanySchema,
  team: TeamSchema,
  activeDataTypes,
  subscription: SubscriptionSchema,
  hasExportPermission: v.boolean(),
  useSupplierName: v.boolean(),
});
export type CurrentUser = v.InferOutput<typeof CurrentUserSchema>;
/** The wire shape before parsing (what fixtures and mocks provide). */
export type CurrentUserInput = v.InferInput<typeof CurrentUserSchema>;

const idSchema = v.pipe(v.union([v.string(), v.number()]), v.transform(String));

/** `CurrentUserJson` of the REST API (snake_case, docs/contracts.md), mapped to `CurrentUser`. */
export const CurrentUserJsonSchema = v.pipe(
  v.object({
    id: idSchema,
    guid: v.string(),
    email: v.string(),
    first_name: v.string(),
    last_name: v.string(),
    admin: v.boolean(),
    guest: v.boolean(),
    company: v.object({
      id: idSchema,
      guid: v.string(),
      name: v.string(),
      payment_type: v.string(),
      partner_programme: v.boolean(),
    }),
    team: v.object({ id: idSchema, name: v.string() }),
    active_data_types: activeDataTypes,
    subscription: SubscriptionSchema,
    has_export_permission: v.boolean(),
    use_supplier_name: v.boolean(),
  }),
  v.transform(
    (json): CurrentUser => ({
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
    }),
  ),
);
