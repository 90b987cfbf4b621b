/** GraphQL generateOutreach (spec 1§7): returns responses with subject and body. */
import { OUTREACH_INTENTS, OUTREACH_LENGTHS, OUTREACH_RESPONSES, OUTREACH_TEXT_MAX, OUTREACH_TONES } from '@tenderlens/domain/crm';
import { z } from 'zod';
import { builder } from '../graphql/builder';
import { safeText } from '../http/input';
import { assertCan } from '../policy/index';
import { parseArgs, resolving } from '../workspace/http';
import { GuidSchema, IdSchema } from '../workspace/schemas';
import type { OutreachDraft } from './generator';
import { createOutreachGenerator, generateOutreach } from './service';

const optionalText = (max: number) => safeText({ trim: true, max }).nullish().transform((v) => v || null);

export const OutreachInputSchema = z.strictObject({
  intent: z.enum(OUTREACH_INTENTS, { message: 'Please select an intent' }),
  tone: z.array(z.enum(OUTREACH_TONES)).min(1, 'Please select at least one tone of voice').max(OUTREACH_TONES.length),
  length: z.enum(OUTREACH_LENGTHS),
  companyInformation: optionalText(OUTREACH_TEXT_MAX),
  senderPersonalisation: optionalText(OUTREACH_TEXT_MAX),
  numberOfResponses: z.number().int().min(OUTREACH_RESPONSES.min).max(OUTREACH_RESPONSES.max),
  /** Our contact's id or guid (opportunity links carry guids). */
  contactId: z.union([IdSchema.transform(String), GuidSchema]).nullish().transform((v) => v ?? null),
  buyerId: IdSchema.nullish().transform((v) => v ?? null),
  buyerName: optionalText(300),
  contactName: optionalText(300),
  contactJobTitle: optionalText(300),
});

const DraftRef = builder.objectRef<OutreachDraft>('OutreachResponse').implement({
  fields: (t) => ({ subject: t.exposeString('subject'), body: t.exposeString('body') }),
});
const ResultRef = builder.objectRef<{ responses: OutreachDraft[] }>('OutreachResult').implement({
  fields: (t) => ({ responses: t.field({ type: [DraftRef], resolve: (r) => r.responses }) }),
});

const InputRef = builder.inputType('OutreachInput', {
  fields: (t) => ({
    intent: t.string({ required: true }),
    tone: t.stringList({ required: true }),
    length: t.string({ required: true }),
    companyInformation: t.string(),
    senderPersonalisation: t.string(),
    numberOfResponses: t.int({ required: true }),
    contactId: t.id(),
    buyerId: t.id(),
    buyerName: t.string(),
    contactName: t.string(),
    contactJobTitle: t.string(),
  }),
});

builder.mutationFields((t) => ({
  generateOutreach: t.field({
    type: ResultRef,
    description: 'AI outreach email drafts for a buyer contact (CONTACTS; rate-limited with the AI summaries).',
    args: { input: t.arg({ type: InputRef, required: true }) },
    resolve: (_r, args, ctx) =>
      resolving(async () => {
        assertCan(ctx.subject, { type: 'outreach.generate' });
        const input = parseArgs(OutreachInputSchema, args.input);
        const sender = { firstName: ctx.user.firstName, lastName: ctx.user.lastName, companyName: ctx.user.company.name };
        return { responses: await generateOutreach(ctx.deps, createOutreachGenerator(ctx.deps.config), ctx.subject, sender, input) };
      }),
  }),
}));
