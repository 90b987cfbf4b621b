/**
 * Accounts (issue 13): the forms' validation (messages shown beside the fields) and the wire shapes
 * of the accounts routes (snake_case on the wire, camelCase here).
 */
import { z } from 'zod';
import { PLANS, isDataType } from '../../plans/index';

/** Same rule as the server (apps/api/src/accounts/schemas.ts). */
export const PASSWORD_MIN_LENGTH = 10;

const email = z
  .string()
  .trim()
  .min(1, 'Enter your email address')
  .pipe(z.email('Enter an email address in the correct format, like name@example.com'));
const password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(200, 'Password must be at most 200 characters');
const name = (what: string) => z.string().trim().min(1, `Enter your ${what}`).max(100, `Your ${what} must be at most 100 characters`);

export const SignUpFormSchema = z.object({
  firstName: name('first name'),
  lastName: name('last name'),
  companyName: z.string().trim().min(1, 'Enter your company name').max(200, 'Company name must be at most 200 characters'),
  email,
  password,
});
export type SignUpForm = z.input<typeof SignUpFormSchema>;

export const ResetRequestFormSchema = z.object({ email });
export type ResetRequestForm = z.input<typeof ResetRequestFormSchema>;

export const NewPasswordFormSchema = z
  .object({ password, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: 'The passwords do not match', path: ['confirmPassword'] });
export type NewPasswordForm = z.input<typeof NewPasswordFormSchema>;

export const AcceptInvitationFormSchema = z.object({ firstName: name('first name'), lastName: name('last name'), password });
export type AcceptInvitationForm = z.input<typeof AcceptInvitationFormSchema>;

/** Invite: addresses separated by commas, spaces or new lines (at most 20 at once). */
export const MAX_INVITATIONS = 20;
export const InviteFormSchema = z.object({
  emails: z
    .string()
    .transform((v) => v.split(/[\s,;]+/).map((e) => e.trim().toLowerCase()).filter(Boolean))
    .pipe(
      z
        .array(z.email('Check the email addresses: each must look like name@example.com'))
        .min(1, 'Enter at least one email address')
        .max(MAX_INVITATIONS, `Invite at most ${MAX_INVITATIONS} people at once`),
    ),
});
export type InviteForm = z.input<typeof InviteFormSchema>;

/** First message per field of a failed parse. */
export function fieldErrorsOf<T extends string>(error: z.ZodError): Partial<Record<T, string>> {
  const out: Partial<Record<T, string>> = {};
  for (const issue of error.issues) {
    const key = (issue.path[0] ?? 'form') as T;
    out[key] ??= issue.message;
  }
  return out;
}

const id = z.union([z.string(), z.number()]).transform(String);

export const AccountJsonSchema = z
  .object({
    role: z.enum(['admin', 'member']),
    email_verified: z.boolean(),
    pub_sec_experience: z.string().nullable(),
    completed_onboarding: z.boolean(),
    industry: z.string().nullable().optional(),
    teams: z.array(z.object({ id, name: z.string() })),
  })
  .transform((a) => ({
    role: a.role,
    isCompanyAdmin: a.role === 'admin',
    emailVerified: a.email_verified,
    pubSecExperience: a.pub_sec_experience,
    completedOnboarding: a.completed_onboarding,
    industry: a.industry ?? null,
    teams: a.teams,
  }));
export type Account = z.output<typeof AccountJsonSchema>;

export const TeamMemberJsonSchema = z
  .object({
    id,
    guid: z.string(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    role: z.enum(['admin', 'member']),
    active: z.boolean(),
    has_export_permission: z.boolean(),
    last_seen_at: z.string().nullable(),
    email_verified: z.boolean(),
    team: z.object({ id, name: z.string() }),
  })
  .transform((u) => ({
    id: u.id,
    guid: u.guid,
    email: u.email,
    name: `${u.first_name} ${u.last_name}`.trim(),
    role: u.role,
    active: u.active,
    hasExportPermission: u.has_export_permission,
    lastSeenAt: u.last_seen_at,
    emailVerified: u.email_verified,
    team: u.team,
  }));
export type TeamMember = z.output<typeof TeamMemberJsonSchema>;
export const TeamMembersJsonSchema = z.object({ users: z.array(TeamMemberJsonSchema) }).transform((r) => r.users);

export const InvitationJsonSchema = z
  .object({
    id,
    email: z.string(),
    team: z.object({ id, name: z.string() }),
    status: z.enum(['pending', 'expired', 'accepted', 'revoked']),
    expires_at: z.string(),
    last_sent_at: z.string(),
  })
  .transform((i) => ({ id: i.id, email: i.email, team: i.team, status: i.status, expiresAt: i.expires_at, lastSentAt: i.last_sent_at }));
export type Invitation = z.output<typeof InvitationJsonSchema>;
export const InvitationsJsonSchema = z.object({ invitations: z.array(InvitationJsonSchema) }).transform((r) => r.invitations);
export const InviteAnswerJsonSchema = z.object({ invitation_ids: z.array(z.string()), skipped: z.array(z.string()) });

export const CompanyTeamsJsonSchema = z
  .object({ teams: z.array(z.object({ id, name: z.string(), is_private: z.boolean() })) })
  .transform((r) => r.teams.map((t) => ({ id: t.id, name: t.name, isPrivate: t.is_private })));

export const SubscriptionJsonSchema = z
  .object({
    plan: z.enum(PLANS),
    plan_name: z.string(),
    guest: z.boolean(),
    data_types: z.array(z.string()),
    seats_used: z.number(),
    bid_reports: z.object({
      allowance: z.number().nullable(),
      period: z.enum(['lifetime', 'month']),
      used: z.number(),
      left: z.number().nullable(),
      active_bid_projects: z.number().nullable(),
    }),
    payment_links: z.object({ annual: z.string().nullable(), monthly: z.string().nullable() }),
    support_email: z.string(),
    downgrade_requested: z.object({ new_plan: z.string(), requested_at: z.string() }).nullable(),
  })
  .transform((s) => ({
    plan: s.plan,
    planName: s.plan_name,
    guest: s.guest,
    dataTypes: s.data_types.filter(isDataType),
    seatsUsed: s.seats_used,
    bidReports: {
      allowance: s.bid_reports.allowance,
      period: s.bid_reports.period,
      used: s.bid_reports.used,
      left: s.bid_reports.left,
      activeBidProjects: s.bid_reports.active_bid_projects,
    },
    paymentLinks: s.payment_links,
    supportEmail: s.support_email,
    downgradeRequested: s.downgrade_requested ? { newPlan: s.downgrade_requested.new_plan, requestedAt: s.downgrade_requested.requested_at } : null,
  }));
export type SubscriptionSummary = z.output<typeof SubscriptionJsonSchema>;

export const DisplaySettingsJsonSchema = z
  .object({ use_supplier_name: z.boolean(), show_buyer_categories: z.boolean() })
  .transform((d) => ({ useSupplierName: d.use_supplier_name, showBuyerCategories: d.show_buyer_categories }));
export type DisplaySettings = z.output<typeof DisplaySettingsJsonSchema>;

export const SessionsJsonSchema = z
  .object({
    sessions: z.array(
      z.object({ id: z.string(), created_at: z.string(), last_seen_at: z.string().nullable(), user_agent: z.string().nullable(), current: z.boolean() }),
    ),
  })
  .transform((r) => r.sessions.map((s) => ({ id: s.id, createdAt: s.created_at, lastSeenAt: s.last_seen_at, userAgent: s.user_agent, current: s.current })));
export type AccountSession = z.output<typeof SessionsJsonSchema>[number];

export const InvitationLookupJsonSchema = z
  .object({ email: z.string(), company_name: z.string(), team_name: z.string(), status: z.enum(['pending', 'expired', 'accepted', 'revoked']) })
  .transform((i) => ({ email: i.email, companyName: i.company_name, teamName: i.team_name, status: i.status }));
export type InvitationLookup = z.output<typeof InvitationLookupJsonSchema>;

/** Spec 2§8. */
export const DOWNGRADE_FAILED_MESSAGE = 'Failed to request subscription downgrade. Please contact your CSM instead, or try again later.';
