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

export const OpportunitySearchSchema = z.object({
  text: z.string().trim().max(200).default(''),
  buyerIds: z.array(GuidSchema).max(100).default([]),
  limit: z.number().int().min(1).max(100).default(OPPORTUNITY_PAGE_SIZE),
  offset: z.number().int().min(0).max(100_000).default(0),
});
export type OpportunitySearch = z.output<typeof OpportunitySearchSchema>;
