import { z } from 'zod';
import { safeText } from '../http/input';
import { GuidSchema } from '../workspace/schemas';

/** Spec 1§5 copy: the server answers with the same words the share form shows. */
export const EMAILS_REQUIRED = 'Please enter at least one email address';
export const EMAIL_INVALID = 'Please enter a valid email address';

/** Recipients as a list, or one string split by comma, space or newline (spec 1§5). */
const Recipients = z
  .union([z.array(z.string()), z.string()])
  .transform((v) => (Array.isArray(v) ? v : v.split(/[\s,]+/)).map((e) => e.trim()).filter(Boolean))
  .pipe(
    z
      .array(z.email({ message: EMAIL_INVALID }))
      .min(1, EMAILS_REQUIRED)
      .max(50, 'At most 50 recipients'),
  );

/** POST api/records/share: emails (or the joined `email`), message, guids, cc. */
export const ShareBodySchema = z
  .strictObject({
    emails: z.union([z.array(z.string()), z.string()]).optional(),
    email: z.string().optional(),
    message: safeText({ trim: true, max: 5000 }).optional(),
    guids: z.array(GuidSchema).min(1, 'guids: at least one record').max(50, 'At most 50 records at a time'),
    cc: z.boolean().default(false),
  })
  .transform((v, ctx) => {
    const parsed = Recipients.safeParse(v.emails ?? v.email ?? []);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message, path: ['emails', ...issue.path] });
      return z.NEVER;
    }
    return {
      emails: [...new Set(parsed.data.map((e) => e.toLowerCase()))],
      message: v.message ?? '',
      guids: v.guids,
      cc: v.cc,
    };
  });
export type ShareBody = z.output<typeof ShareBodySchema>;

/** Share links last 30 days. */
export const SHARE_LINK_TTL_DAYS = 30;
