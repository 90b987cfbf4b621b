import { z } from 'zod';
import { OPPORTUNITY_ENTITY_TYPES } from '../db/schema/opportunities';
import { safeText } from '../http/input';
import { GuidSchema, IdSchema } from '../workspace/schemas';

const date = z.iso.date({ message: 'must be a date (YYYY-MM-DD)' });

/** createOpportunity's `opportunity` (spec 1§3 "Opportunity creation"). */
export const OpportunityInputSchema = z.strictObject({
  name: z.string({ message: 'Name is required' }).pipe(safeText({ trim: true, min: 1, max: 500, message: 'Name is required' })),
  description: safeText({ max: 20_000 }).nullish(),
  stageId: IdSchema.nullish(),
  value: z.number({ message: 'Value must be a number' }).finite().min(0).max(1e15).nullish(),
  assignedToId: IdSchema.nullish(),
  closeDate: date.nullish(),
  existingExpiryDate: date.nullish(),
  submissionDate: date.nullish(),
});
export type OpportunityInput = z.output<typeof OpportunityInputSchema>;

export const OpportunityEntitySchema = z.strictObject({
  entityId: GuidSchema,
  entityType: z.enum(OPPORTUNITY_ENTITY_TYPES, {
    message: 'entityType must be Notice, Organisation or Contact',
  }),
});
export type OpportunityEntityInput = z.output<typeof OpportunityEntitySchema>;

export const EntitiesSchema = z.array(OpportunityEntitySchema).max(500);

/** Spec 1§9: opportunity list page size 30. */
export const OPPORTUNITY_PAGE_SIZE = 30;

/** The board asks for a whole pipeline at once (issue 12 benchmark: 2,000 opportunities). */
export const OPPORTUNITY_BOARD_LIMIT = 2000;

export const OPPORTUNITY_SORTS = ['updatedAt', 'createdAt', 'name', 'value', 'closeDate', 'submissionDate'] as const;

export const OpportunitySearchSchema = z.object({
  text: z.string().trim().max(200).default(''),
  /** Same-buyer opportunities first (the save drawer). */
  buyerIds: z.array(GuidSchema).max(100).default([]),
  /** Filters of the /opportunities table and board. */
  stageIds: z.array(IdSchema).max(100).default([]),
  assigneeIds: z.array(IdSchema).max(100).default([]),
  /** Include opportunities assigned to nobody (the 'Unassigned' filter option). */
  unassigned: z.boolean().default(false),
  filterBuyerIds: z.array(GuidSchema).max(100).default([]),
  closeDateFrom: date.nullish(),
  closeDateTo: date.nullish(),
  sort: z.enum(OPPORTUNITY_SORTS).nullish(),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
  limit: z.number().int().min(1).max(OPPORTUNITY_BOARD_LIMIT).default(OPPORTUNITY_PAGE_SIZE),
  offset: z.number().int().min(0).max(100_000).default(0),
});
export type OpportunitySearch = z.output<typeof OpportunitySearchSchema>;

/** An export holds the whole pipeline under the filters (decision 0051: synchronous, a team's pipeline). */
export const OPPORTUNITY_EXPORT_LIMIT = 20_000;

/** POST /api/opportunities/export: the /opportunities filters (no paging) and csv or xlsx. */
export const OpportunityExportBodySchema = z.strictObject({
  format: z.enum(['csv', 'xlsx'], 'format is csv or xlsx').default('csv'),
  search: OpportunitySearchSchema.omit({ limit: true, offset: true, buyerIds: true }).strict().default({
    text: '',
    stageIds: [],
    assigneeIds: [],
    unassigned: false,
    filterBuyerIds: [],
    sortOrder: 'desc',
  }),
});

/** updateOpportunity's input: edit in place; only the keys given change, `null` clears. */
export const OpportunityUpdateSchema = z
  .strictObject({
    name: z.string({ message: 'Name is required' }).pipe(safeText({ trim: true, min: 1, max: 500, message: 'Name is required' })),
    description: safeText({ max: 20_000 }).nullable(),
    stageId: IdSchema,
    value: z.number({ message: 'Value must be a number' }).finite().min(0).max(1e15).nullable(),
    assignedToId: IdSchema.nullable(),
    closeDate: date.nullable(),
    existingExpiryDate: date.nullable(),
    submissionDate: date.nullable(),
    clarificationDeadline: date.nullable(),
    startDate: date.nullable(),
    routeToMarket: safeText({ max: 2000 }).nullable(),
  })
  .partial();
export type OpportunityUpdate = z.output<typeof OpportunityUpdateSchema>;

export const OpportunityIdsSchema = z.array(IdSchema).min(1, 'Choose at least one opportunity').max(OPPORTUNITY_BOARD_LIMIT);
