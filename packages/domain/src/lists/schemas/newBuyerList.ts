import { z } from 'zod';

export const SharingTypeSchema = z.enum(['PRIVATE', 'TEAM']);
export type SharingType = z.infer<typeof SharingTypeSchema>;

/** Spec 1§5: the name is required and unique among existing lists, case-insensitively; sharing defaults to PRIVATE. */
export function newBuyerListSchema(existingNames: readonly string[]) {
  const taken = new Set(existingNames.map((n) => n.trim().toLowerCase()));
  return z.object({
    name: z
      .string({ message: 'Buyer list name is required' })
      .trim()
      .min(1, 'Buyer list name is required')
      .refine((name) => !taken.has(name.toLowerCase()), 'This name is already in use'),
    sharingType: SharingTypeSchema.default('PRIVATE'),
  });
}
export type NewBuyerListForm = z.input<ReturnType<typeof newBuyerListSchema>>;

/** A notice list needs a name. */
export const NewRecordListSchema = z.object({
  name: z.string({ message: 'List name is required' }).trim().min(1, 'List name is required'),
});

export const BuyerListSchema = z.object({
  id: z.string(),
  guid: z.string(),
  name: z.string(),
  ownerId: z.string().nullable(),
  sharingType: SharingTypeSchema,
  entries: z.array(z.object({ id: z.string(), guid: z.string(), name: z.string() })),
  buyerGuids: z.array(z.string()),
  permissionActions: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BuyerList = z.infer<typeof BuyerListSchema>;

export const RecordListSchema = z.object({
  id: z.string(),
  guid: z.string(),
  name: z.string(),
  sharingType: SharingTypeSchema,
  user: z
    .object({ id: z.string(), guid: z.string(), firstName: z.string(), lastName: z.string() })
    .nullable(),
  recordCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RecordList = z.infer<typeof RecordListSchema>;
