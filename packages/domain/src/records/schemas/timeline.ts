import { z } from 'zod';

const date = z.string().nullable();

/** POST /api/records/{record_family_id}/timeline, snake_case on the wire → camelCase. */
export const RecordTimelineSchema = z
  .object({
    record_family_id: z.string(),
    current: z.enum(['preTender', 'tender', 'award']),
    pre_tender: z.object({ published_date: date, deadline_dates: z.array(z.string()) }).nullable(),
    tender: z.object({ published_date: date, clarification_date: date, close_date: date, estimated: z.boolean() }).nullable(),
    award: z.array(z.object({ published_date: date, award_date: date, start_date: date, expiry_date: date, extension_date: date })),
  })
  .transform((t) => ({
    recordFamilyId: t.record_family_id,
    current: t.current,
    preTender: t.pre_tender ? { publishedDate: t.pre_tender.published_date, deadlineDates: t.pre_tender.deadline_dates } : null,
    tender: t.tender
      ? { publishedDate: t.tender.published_date, clarificationDate: t.tender.clarification_date, closeDate: t.tender.close_date, estimated: t.tender.estimated }
      : null,
    award: t.award.map((a) => ({
      publishedDate: a.published_date,
      awardDate: a.award_date,
      startDate: a.start_date,
      expiryDate: a.expiry_date,
      extensionDate: a.extension_date,
    })),
  }));
export type RecordTimeline = z.output<typeof RecordTimelineSchema>;
