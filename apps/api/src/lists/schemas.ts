import { z } from 'zod';
import { SHARING_TYPES } from '../db/schema/lists';
import { BUYER_LIST_ACTIONS } from '../policy/index';
import { safeText } from '../http/input';
import { GuidSchema } from '../workspace/schemas';

export const SharingTypeSchema = z.enum(SHARING_TYPES, { message: 'must be PRIVATE or TEAM' });

const listName = (required: string) =>
  z.string({ message: required }).pipe(safeText({ trim: true, min: 1, max: 200, message: required, tooLong: 'Names are at most 200 characters' }));

export const BUYER_LIST_NAME_REQUIRED = 'Buyer list name is required';
export const NAME_IN_USE = 'This name is already in use';
export const LIST_NAME_REQUIRED = 'List name is required';

const guids = z.array(GuidSchema).max(5000, 'At most 5000 at a time');

/** POST /api/buyer_lists and the GraphQL createBuyerList. */
export const CreateBuyerListSchema = z.strictObject({
  name: listName(BUYER_LIST_NAME_REQUIRED),
  sharing_type: SharingTypeSchema.default('PRIVATE'),
  buyer_guids: guids.default([]),
});

export const UpdateBuyerListSchema = z
  .strictObject({
    name: listName(BUYER_LIST_NAME_REQUIRED).optional(),
    sharing_type: SharingTypeSchema.optional(),
    buyer_guids: guids.optional(),
  })
  .refine(
    (v) => v.name !== undefined || v.sharing_type !== undefined || v.buyer_guids !== undefined,
    'Send name, sharing_type or buyer_guids',
  );

export const BuyerGuidsSchema = z.strictObject({ buyer_guids: guids.min(1, 'buyer_guids: at least one buyer') });

export const BuyerListPermissionSchema = z.enum(BUYER_LIST_ACTIONS);

export const UpdatePermissionsSchema = z.strictObject({
  new_sharing_type: SharingTypeSchema,
  user_guid: GuidSchema.nullish(),
});

/** POST /api/user_lists (a notice list): name + the records to start with. */
export const CreateUserListSchema = z.strictObject({
  name: listName(LIST_NAME_REQUIRED),
  record_guids: guids.default([]),
  sharing_type: SharingTypeSchema.default('TEAM'),
});

export const UpdateUserListSchema = z
  .strictObject({ name: listName(LIST_NAME_REQUIRED).optional(), sharing_type: SharingTypeSchema.optional() })
  .refine((v) => v.name !== undefined || v.sharing_type !== undefined, 'Send name or sharing_type');

/** POST api/record_lists/{id}/records. */
export const AddRecordBodySchema = z.strictObject({ record_list_entry: z.strictObject({ guid: GuidSchema }) });
