import { z } from 'zod';
import { safeText } from '../http/input';

export const SHARING = ['PRIVATE', 'TEAM', 'COMPANY'] as const;
export type Sharing = (typeof SHARING)[number];

/** spec 2§3 saved view `view`: filter_settings, sort_order, table_settings. */
export const ViewDefinitionSchema = z
  .object({
    filter_settings: z.record(z.string(), z.unknown()).optional(),
    sort_order: z
      .array(z.object({ field: z.string().min(1).max(50), order: z.enum(['ASC', 'DESC']) }).strict())
      .max(5)
      .optional(),
    table_settings: z
      .object({ columns: z.array(z.string().min(1).max(50)).max(50).optional() })
      .loose()
      .optional(),
  })
  .strict()
  .refine((v) => JSON.stringify(v).length <= 20_000, 'The view is too large');

export const SavedViewInputSchema = z
  .object({
    name: safeText({ trim: true, min: 1, max: 100, message: 'Name is required' }),
    description: safeText({ trim: true, max: 500 }).nullish(),
    sharing: z.enum(SHARING).default('PRIVATE'),
    data_type: z.enum(['NOTICES']).default('NOTICES'),
    view: ViewDefinitionSchema.default({}),
    rank: z.number().int().min(0).max(10_000).optional(),
  })
  .strict();
export type SavedViewInput = z.output<typeof SavedViewInputSchema>;

export const SavedViewUpdateSchema = z
  .object({
    name: safeText({ trim: true, min: 1, max: 100, message: 'Name is required' }).optional(),
    description: safeText({ trim: true, max: 500 }).nullish(),
    sharing: z.enum(SHARING).optional(),
    view: ViewDefinitionSchema.optional(),
    rank: z.number().int().min(0).max(10_000).optional(),
  })
  .strict();
export type SavedViewUpdate = z.output<typeof SavedViewUpdateSchema>;

const viewId = z.union([z.number().int().positive(), z.string().regex(/^\d{1,18}$/)]).transform(Number);
export const ViewIdParamSchema = z.object({ id: viewId });
export const PinSchema = z.object({ saved_view_id: viewId }).strict();
export const RankSchema = z.object({ saved_view_ids: z.array(viewId).max(100) }).strict();
