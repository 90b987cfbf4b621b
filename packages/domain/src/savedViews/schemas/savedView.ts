import { z } from 'zod';

export const SAVED_VIEW_SHARING = ['PRIVATE', 'TEAM', 'COMPANY'] as const;
export type SavedViewSharing = (typeof SAVED_VIEW_SHARING)[number];
export const SAVED_VIEW_SHARING_LABELS: Record<SavedViewSharing, string> = { PRIVATE: 'Only me', TEAM: 'My team', COMPANY: 'My company' };

/** spec 2§3 saved view `view`. */
export const SavedViewDefinitionSchema = z.object({
  filter_settings: z.record(z.string(), z.unknown()).optional(),
  sort_order: z.array(z.object({ field: z.string(), order: z.enum(['ASC', 'DESC']) })).optional(),
  table_settings: z.object({ columns: z.array(z.string()).optional() }).loose().optional(),
});
export type SavedViewDefinition = z.infer<typeof SavedViewDefinitionSchema>;

const SavedViewJsonSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    description: z.string().nullable(),
    owner_id: z.number().nullable(),
    sharing: z.enum(SAVED_VIEW_SHARING),
    is_standard_view: z.boolean(),
    view: SavedViewDefinitionSchema,
    rank: z.number(),
    pinned_rank: z.number().nullable(),
    updated_at: z.string(),
  })
  .loose()
  .transform((v) => ({
    id: String(v.id),
    name: v.name,
    description: v.description,
    ownerId: v.owner_id === null ? null : String(v.owner_id),
    sharing: v.sharing,
    isStandardView: v.is_standard_view,
    view: v.view,
    rank: v.rank,
    pinnedRank: v.pinned_rank,
    updatedAt: v.updated_at,
  }));
export type SavedView = z.output<typeof SavedViewJsonSchema>;

export const SavedViewsResponseSchema = z.object({ saved_views: z.array(SavedViewJsonSchema) }).transform((r) => r.saved_views);
export const SavedViewResponseSchema = z.object({ saved_view: SavedViewJsonSchema }).transform((r) => r.saved_view);
export const PinnedResponseSchema = z
  .object({ pinned_saved_views: z.array(z.object({ saved_view_id: z.number(), rank: z.number() })) })
  .transform((r) => r.pinned_saved_views.map((p) => ({ savedViewId: String(p.saved_view_id), rank: p.rank })));
export type PinnedSavedView = z.output<typeof PinnedResponseSchema>[number];

/** The save-view form (name required). */
export const SaveViewFormSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100, 'Use at most 100 characters'),
  sharing: z.enum(SAVED_VIEW_SHARING),
});
export type SaveViewForm = z.infer<typeof SaveViewFormSchema>;
