import { z } from 'zod';
import { OPPORTUNITY_MESSAGES } from '../rules/stageDefault';

const optionalText = z
  .string()
  .trim()
  .optional()
  .nullable()
  .transform((v) => (v ? v : null));
const optionalDate = optionalText.pipe(z.iso.date({ message: 'Enter a date' }).nullable());

/**
 * The create-opportunity form (spec 2§2, 2§5): Name and Stage required, Value numeric, the rest
 * optional. Parses what the form holds into the createOpportunity `opportunity` input.
 */
export const CreateOpportunityFormSchema = z.object({
  name: z.string({ message: 'Name is required' }).trim().min(1, 'Name is required').default(''),
  stageId: z.string({ message: 'Stage is required' }).min(1, 'Stage is required'),
  value: z
    .union([z.number(), z.string()])
    .optional()
    .nullable()
    .transform((v, ctx) => {
      if (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) return null;
      const n = typeof v === 'number' ? v : Number(v.replace(/[,£\s]/g, ''));
      if (!Number.isFinite(n)) {
        ctx.addIssue({ code: 'custom', message: 'Value must be a number' });
        return z.NEVER;
      }
      return n;
    }),
  assignedToId: optionalText,
  closeDate: optionalDate,
  existingExpiryDate: optionalDate,
  submissionDate: optionalDate,
  buyerIds: z.array(z.string()).default([]),
});
export type CreateOpportunityForm = z.input<typeof CreateOpportunityFormSchema>;
export type CreateOpportunityValues = z.output<typeof CreateOpportunityFormSchema>;

export type ParsedOpportunity =
  | { ok: true; value: CreateOpportunityValues }
  | {
      ok: false;
      message: typeof OPPORTUNITY_MESSAGES.createFailed;
      fieldErrors: Partial<Record<keyof CreateOpportunityValues, string>>;
    };

/** A parse failure shows 'Failed to create opportunity' (spec 1§5) plus the field messages. */
export function parseCreateOpportunity(form: CreateOpportunityForm): ParsedOpportunity {
  const parsed = CreateOpportunityFormSchema.safeParse(form);
  if (parsed.success) return { ok: true, value: parsed.data };
  const fieldErrors: Partial<Record<keyof CreateOpportunityValues, string>> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof CreateOpportunityValues | undefined;
    if (key && !fieldErrors[key]) fieldErrors[key] = issue.message;
  }
  return { ok: false, message: OPPORTUNITY_MESSAGES.createFailed, fieldErrors };
}

/** Whether Create opportunity may be pressed: valid and not saving (spec 2§5). */
export const canSubmitOpportunity = (form: CreateOpportunityForm, saving: boolean) =>
  !saving && CreateOpportunityFormSchema.safeParse(form).success;
