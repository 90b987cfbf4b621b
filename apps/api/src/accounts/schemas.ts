/**
 * Wire schemas of the accounts routes (issue 13): strict, bounded, readable 400s. Messages are the
 * web forms' own (packages/domain/src/accounts/schemas mirrors them for the client).
 */
import { z } from 'zod';
import { safeText } from '../http/input';

/** A person's text: safe and without control characters (names reach email headers). */
const text = (max: number) =>
  safeText({ max, tooLong: `must be at most ${max} characters` })
    // eslint-disable-next-line no-control-regex -- control characters are what this refuses
    .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), 'must not contain control characters');

export const email = z
  .string({ error: 'Enter your email address' })
  .trim()
  .toLowerCase()
  .min(1, 'Enter your email address')
  .max(254, 'Email address is too long')
  .pipe(z.email('Enter a valid email address'));

/** New passwords: 10 to 200 characters (NIST 800-63B: length, no composition rules). */
export const PASSWORD_MIN_LENGTH = 10;
export const newPassword = z
  .string({ error: 'Enter a password' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(200, 'Password must be at most 200 characters');

const name = (what: string) => text(100).trim().min(1, `Enter your ${what}`);
/** A token from an email link (base64url, 43 characters). */
const token = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This link is not valid');

export const CreateAccountBodySchema = z.strictObject({
  first_name: name('first name'),
  last_name: name('last name'),
  company_name: text(200).trim().min(1, 'Enter your company name'),
  email,
  password: newPassword,
});
export const TokenBodySchema = z.strictObject({ token });
export const ResetRequestBodySchema = z.strictObject({ email });
export const ResetConfirmBodySchema = z.strictObject({ token, password: newPassword });
export const AcceptInvitationBodySchema = z.strictObject({
  token,
  first_name: name('first name'),
  last_name: name('last name'),
  password: newPassword,
});

export const MAX_INVITATIONS_PER_REQUEST = 20;
export const InvitationBodySchema = z.strictObject({
  email_addresses: z
    .array(email)
    .min(1, 'Enter at least one email address')
    .max(MAX_INVITATIONS_PER_REQUEST, `Invite at most ${MAX_INVITATIONS_PER_REQUEST} people at once`),
  team_id: z.string().regex(/^\d{1,15}$/).optional(),
});

export const COMPANY_ROLES = ['admin', 'member'] as const;
export const UpdateMemberBodySchema = z
  .strictObject({
    role: z.enum(COMPANY_ROLES).optional(),
    active: z.boolean().optional(),
    has_export_permission: z.boolean().optional(),
  })
  .refine((b) => Object.keys(b).length > 0, 'Send role, active or has_export_permission');

export const SwitchTeamBodySchema = z.strictObject({ team_id: z.string().regex(/^\d{1,15}$/, 'Choose a team') });

export const DowngradeBodySchema = z.strictObject({ new_plan: z.enum(['FREEMIUM', 'BASIC', 'GROWTH']) });

export const DisplaySettingsBodySchema = z
  .strictObject({ use_supplier_name: z.boolean().optional(), show_buyer_categories: z.boolean().optional() })
  .refine((b) => Object.keys(b).length > 0, 'Send use_supplier_name or show_buyer_categories');

export const PUB_SEC_EXPERIENCES = ['NONE', 'SOME', 'EXPERIENCED'] as const;
export const PubSecExperienceBodySchema = z.strictObject({ pub_sec_experience: z.enum(PUB_SEC_EXPERIENCES) });

export const PqlActionedBodySchema = z.strictObject({
  dataType: text(40).trim().min(1),
  actionType: text(80).trim().min(1),
});

/** Calls that take no input: `{}` (an unknown key is a 400). */
export const EmptyBodySchema = z.strictObject({});
