/** Strict inputs of the bid response operations and routes (spec 2§3 Bid response). */
import { z } from 'zod';
import { safeText } from '../http/input';
import { IdSchema } from '../workspace/schemas';

/** The longest response text kept (characters). */
export const MAX_RESPONSE_CHARACTERS = 100_000;

const optionalText = (max: number) => safeText({ trim: true, max }).transform((v) => v || null).nullable();

export const BidResponseFieldsSchema = z
  .strictObject({
    reference: optionalText(40),
    title: safeText({ trim: true, min: 1, max: 300, message: 'Title is required' }),
    section: optionalText(200),
    description: optionalText(5000),
    weighting: z.number({ message: 'Weighting must be a number' }).finite().min(0, 'Weighting is a percentage (0–100)').max(100, 'Weighting is a percentage (0–100)').nullable(),
    formattingRequirements: optionalText(500),
    response: safeText({ max: MAX_RESPONSE_CHARACTERS, tooLong: `Responses are limited to ${MAX_RESPONSE_CHARACTERS.toLocaleString('en-GB')} characters` }),
    stageId: IdSchema.nullable(),
    assigneeId: IdSchema.nullable(),
    reviewerId: IdSchema.nullable(),
    dueDate: z.iso.date({ message: 'Due date must be a date (YYYY-MM-DD)' }).nullable(),
  })
  .partial();
export type BidResponseInput = z.output<typeof BidResponseFieldsSchema>;

export const BidResponseCreateSchema = BidResponseFieldsSchema.required({ title: true });

/** The opportunity id of the upload and export routes. */
export const OpportunityParamSchema = z.strictObject({ id: IdSchema });
