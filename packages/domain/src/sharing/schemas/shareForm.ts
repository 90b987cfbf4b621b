import { z } from 'zod';

export const SHARE_MESSAGES = {
  emailsRequired: 'Please enter at least one email address',
  emailInvalid: 'Please enter a valid email address',
  sendFailed: 'Failed to send email',
} as const;

/** Recipients typed in the To box: tokens split by comma, space or newline (spec 1§5). */
export function splitEmails(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((t) => t.trim())
    .filter(Boolean);
}

/** A simple {email} pattern: something@something.tld, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Share via email: To required, each address valid; optional message (5 rows) and CC me. */
export const ShareFormSchema = z.object({
  to: z
    .string()
    .default('')
    .transform(splitEmails)
    .pipe(
      z.array(z.string().regex(EMAIL, SHARE_MESSAGES.emailInvalid)).min(1, SHARE_MESSAGES.emailsRequired),
    ),
  message: z.string().trim().max(5000).default(''),
  ccMe: z.boolean().default(false),
});
export type ShareForm = z.input<typeof ShareFormSchema>;

/** The first message to show under the To box, or null when the form is valid. */
export function shareFormError(form: ShareForm): string | null {
  const parsed = ShareFormSchema.safeParse(form);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? SHARE_MESSAGES.emailsRequired);
}

/** The body of POST api/records/share (spec 1§7 submitShareViaEmailForm: emails, the joined email, message, guids, cc). */
export function shareRequestBody(form: ShareForm, guids: string[]) {
  const parsed = ShareFormSchema.parse(form);
  return { emails: parsed.to, email: parsed.to.join(','), message: parsed.message, guids, cc: parsed.ccMe };
}

/** A share link as the API answers it (spec 1§3: token, title, resource type and id, expiry). */
export const ShareLinkJsonSchema = z.object({
  token: z.string(),
  title: z.string(),
  resource_type: z.string(),
  resource_id: z.string(),
  expires_at: z.string().nullable(),
  url: z.string(),
});

export const ShareResponseSchema = z.object({
  sent: z.literal(true),
  status: z.enum(['sent', 'stored']),
  outbox_id: z.string(),
  share_links: z.array(ShareLinkJsonSchema),
});
export type ShareResponse = z.infer<typeof ShareResponseSchema>;
