import { z } from 'zod';
import { ShareLinkJsonSchema } from './shareForm';

/** GET /api/share_links/{token} (public), snake_case on the wire → camelCase. */
export const SharedRecordSchema = z
  .object({
    share_link: ShareLinkJsonSchema,
    message: z.string().nullable().default(null),
    shared_by: z
      .object({
        first_name: z.string(),
        last_name: z.string(),
        email: z.string().default(''),
        company_name: z.string().nullable(),
      })
      .nullable()
      .default(null),
    record: z.object({
      guid: z.string(),
      name: z.string(),
      description: z.string().nullable(),
      stage: z.string(),
      publish_date: z.string().nullable(),
      close_date: z.string().nullable(),
      value: z.number().nullable(),
      currency: z.string().nullable(),
      url: z.string().nullable(),
      buyer: z.object({ name: z.string() }).nullable(),
      redacted: z.boolean().default(false),
    }),
  })
  .transform((v) => ({
    token: v.share_link.token,
    expiresAt: v.share_link.expires_at,
    message: v.message,
    sharedBy: v.shared_by
      ? {
          name: `${v.shared_by.first_name} ${v.shared_by.last_name}`.trim(),
          email: v.shared_by.email,
          companyName: v.shared_by.company_name,
        }
      : null,
    record: {
      guid: v.record.guid,
      name: v.record.name,
      description: v.record.description,
      stage: v.record.stage,
      publishDate: v.record.publish_date,
      closeDate: v.record.close_date,
      value: v.record.value,
      currency: v.record.currency,
      url: v.record.url,
      buyer: v.record.buyer,
      redacted: v.record.redacted,
    },
  }));
export type SharedRecord = z.output<typeof SharedRecordSchema>;

/** A share token as the server accepts it (URL-safe, 16–64 characters); anything else is not looked up. */
export const ShareTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);
