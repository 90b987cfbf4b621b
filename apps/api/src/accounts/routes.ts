/**
 * REST of accounts (issue 13, decision 0037). Public (no session; same-origin JSON posts, rate-limited):
 * sign-up, email verification, password reset, invitation look-up and acceptance. Signed in (bearer +
 * CSRF): team, invitations, roles, teams, subscription, display settings, sessions.
 */
import { createHash } from 'node:crypto';
import { and, count, desc, eq, gt } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { bidCredits } from '../bids/credits';
import { bidReportAllowance, PLAN_NAMES, dataTypesForPlan, isGuestPlan } from '@tenderlens/domain/plans';
import { assertSameOrigin, readJsonBody, startSession } from '../auth/routes';
import { deleteSession } from '../auth/sessions';
import { companies, downgradeRequests, salesInteractions, sessions, users } from '../db/schema/index';
import { clientIp } from '../http/clientInfo';
import type { AppDeps, AppEnv } from '../http/context';
import { HttpError } from '../http/errors';
import { enforceRateLimits, RATE_LIMITS } from '../http/rateLimit';
import { assertCan, ForbiddenError } from '../policy/index';
import { toCurrentUserJson, toPolicySubject } from '../users/currentUser';
import { notFound, parseInput, readBody } from '../workspace/http';
import { deleteUser } from './deleteUser';
import { sendAccountEmail } from './emails';
import {
  AcceptInvitationBodySchema,
  CreateAccountBodySchema,
  DisplaySettingsBodySchema,
  DowngradeBodySchema,
  EmptyBodySchema,
  InvitationBodySchema,
  PqlActionedBodySchema,
  PubSecExperienceBodySchema,
  ResetConfirmBodySchema,
  ResetRequestBodySchema,
  SwitchTeamBodySchema,
  TokenBodySchema,
  UpdateMemberBodySchema,
} from './schemas';
import {
  acceptInvitation,
  assertCompanyAdmin,
  companyMembers,
  companyTeams,
  createAccount,
  invitationStatus,
  inviteUsers,
  listInvitations,
  lookupInvitation,
  ownCompany,
  requestPasswordReset,
  resendInvitation,
  resetPassword,
  revokeInvitation,
  sendVerificationEmail,
  switchTeam,
  updateMember,
  userTeams,
  verifyEmail,
} from './service';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const LINK_INVALID = 'This link is not valid or has expired. Ask for a new one.';

/** The public id of a session: a hash of its row id (which is itself the hash of the cookie). */
export const publicSessionId = (sessionId: string) => createHash('sha256').update(`session-public:${sessionId}`).digest('hex').slice(0, 32);

async function publicBody<S extends Parameters<typeof parseInput>[0]>(c: Context<AppEnv>, deps: AppDeps, schema: S) {
  assertSameOrigin(c, deps);
  return parseInput(schema, await readJsonBody(c)) as ReturnType<typeof parseInput<S>>;
}

const idParam = (c: Context<AppEnv>) => {
  const id = c.req.param('id') ?? '';
  if (!/^\d{1,15}$/.test(id)) throw notFound();
  return Number(id);
};

/** Mounted at /api before the session guard. */
export function publicAccountRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const perIp = (c: Context<AppEnv>, rule: (typeof RATE_LIMITS)[keyof typeof RATE_LIMITS], extra: { rule: typeof rule; subject: string }[] = []) =>
    enforceRateLimits(deps.db, [{ rule, subject: clientIp(c, deps.config) }, ...extra], deps.now());

  app.post('/users/create-account', async (c) => {
    const body = await publicBody(c, deps, CreateAccountBodySchema);
    await perIp(c, RATE_LIMITS.signUpsPerIp);
    const userId = await createAccount(deps, {
      firstName: body.first_name,
      lastName: body.last_name,
      companyName: body.company_name,
      email: body.email,
      password: body.password,
    });
    const user = await startSession(c, deps, userId);
    deps.logger.info({ userId }, 'account created');
    return c.json({ user: toCurrentUserJson(user) }, 201);
  });

  app.post('/users/verify_email', async (c) => {
    const body = await publicBody(c, deps, TokenBodySchema);
    await perIp(c, RATE_LIMITS.accountLinksPerIp);
    if (!(await verifyEmail(deps.db, body.token, deps.now()))) throw new HttpError(404, 'link_invalid', LINK_INVALID);
    return c.json({ verified: true });
  });

  app.post('/users/reset_password', async (c) => {
    const body = await publicBody(c, deps, ResetRequestBodySchema);
    await perIp(c, RATE_LIMITS.passwordResetsPerIp, [{ rule: RATE_LIMITS.passwordResetsPerEmail, subject: body.email }]);
    await requestPasswordReset(deps, body.email);
    // The same answer whether or not the address has an account.
    return c.json({ sent: true }, 202);
  });

  app.post('/users/reset_password/confirm', async (c) => {
    const body = await publicBody(c, deps, ResetConfirmBodySchema);
    await perIp(c, RATE_LIMITS.accountLinksPerIp);
    const userId = await resetPassword(deps.db, body.token, body.password, deps.now());
    if (userId === null) throw new HttpError(404, 'link_invalid', LINK_INVALID);
    return c.json({ reset: true });
  });

  app.post('/user_invitations/lookup', async (c) => {
    const body = await publicBody(c, deps, TokenBodySchema);
    await perIp(c, RATE_LIMITS.accountLinksPerIp);
    const found = await lookupInvitation(deps.db, body.token, deps.now());
    if (!found) throw new HttpError(404, 'link_invalid', LINK_INVALID);
    return c.json({ email: found.email, company_name: found.companyName, team_name: found.teamName, status: found.status });
  });

  app.post('/user_invitations/accept', async (c) => {
    const body = await publicBody(c, deps, AcceptInvitationBodySchema);
    await perIp(c, RATE_LIMITS.accountLinksPerIp);
    const userId = await acceptInvitation(
      deps.db,
      { token: body.token, firstName: body.first_name, lastName: body.last_name, password: body.password },
      deps.now(),
    );
    if (userId === null) throw new HttpError(404, 'link_invalid', LINK_INVALID);
    const user = await startSession(c, deps, userId);
    return c.json({ user: toCurrentUserJson(user) }, 201);
  });

  return app;
}

/** Behind requireAuth. */
export function accountRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const me = (c: Context<AppEnv>) => c.get('auth').user;
  /** Account management needs a customer account: a guest pass has no team to manage. */
  const noGuest = (c: Context<AppEnv>) => assertCan(toPolicySubject(me(c)), { type: 'savedView.write' });
  const admin = async (c: Context<AppEnv>) => {
    await assertCompanyAdmin(deps.db, me(c));
    return me(c);
  };

  app.get('/account', async (c) => {
    const user = me(c);
    const [row] = await deps.db
      .select({ role: users.role, emailVerifiedAt: users.emailVerifiedAt, pubSecExperience: users.pubSecExperience })
      .from(users)
      .where(eq(users.id, user.id));
    const [company] = await deps.db
      .select({ completedOnboarding: companies.completedOnboarding, industry: companies.industry })
      .from(companies)
      .where(eq(companies.id, user.company.id));
    c.header('Cache-Control', 'no-store');
    return c.json({
      role: row?.role === 'owner' ? 'admin' : (row?.role ?? 'member'),
      email_verified: row?.emailVerifiedAt != null,
      pub_sec_experience: row?.pubSecExperience ?? null,
      completed_onboarding: company?.completedOnboarding ?? true,
      industry: company?.industry ?? null,
      teams: (await userTeams(deps.db, user)).map((t) => ({ id: String(t.id), name: t.name })),
    });
  });

  app.post('/users/send_verification_email', async (c) => {
    const user = me(c);
    await readBody(c, EmptyBodySchema);
    await enforceRateLimits(deps.db, [{ rule: RATE_LIMITS.verificationEmailsPerUser, subject: user.id }], deps.now());
    const [row] = await deps.db.select({ verified: users.emailVerifiedAt }).from(users).where(eq(users.id, user.id));
    if (row?.verified) return c.json({ sent: false, verified: true });
    await sendVerificationEmail(deps, { id: user.id, email: user.email, companyId: user.company.id });
    return c.json({ sent: true, verified: false });
  });

  app.get('/companies/:guid/members', async (c) => {
    noGuest(c);
    const companyId = await ownCompany(deps.db, me(c), c.req.param('guid'));
    const rows = await companyMembers(deps.db, companyId);
    c.header('Cache-Control', 'no-store');
    return c.json({
      users: rows.map((u) => ({
        id: String(u.id),
        guid: u.guid,
        email: u.email,
        first_name: u.firstName,
        last_name: u.lastName,
        role: u.role === 'owner' ? 'admin' : u.role,
        active: u.active,
        has_export_permission: u.hasExportPermission,
        last_seen_at: iso(u.lastSeenAt),
        email_verified: u.emailVerifiedAt != null,
        team: { id: String(u.team.id), name: u.team.name },
      })),
    });
  });

  app.patch('/companies/:guid/members/:userGuid', async (c) => {
    noGuest(c);
    await ownCompany(deps.db, me(c), c.req.param('guid'));
    const user = await admin(c);
    const body = await readBody(c, UpdateMemberBodySchema);
    await updateMember(deps.db, user, c.req.param('userGuid'), {
      role: body.role,
      active: body.active,
      hasExportPermission: body.has_export_permission,
    });
    return c.body(null, 204);
  });

  app.delete('/companies/:guid/members/:userGuid', async (c) => {
    noGuest(c);
    const companyId = await ownCompany(deps.db, me(c), c.req.param('guid'));
    const user = await admin(c);
    const guid = c.req.param('userGuid');
    if (!/^[0-9a-f-]{36}$/i.test(guid)) throw notFound();
    const [target] = await deps.db.select({ id: users.id }).from(users).where(and(eq(users.guid, guid), eq(users.companyId, companyId)));
    if (!target) throw notFound();
    await deleteUser(deps.db, user, target.id, deps.now(), companyId);
    return c.body(null, 204);
  });

  app.get('/companies/:guid/teams', async (c) => {
    noGuest(c);
    const companyId = await ownCompany(deps.db, me(c), c.req.param('guid'));
    const rows = await companyTeams(deps.db, companyId);
    return c.json({ teams: rows.map((t) => ({ id: String(t.id), name: t.name, is_private: t.isPrivate })) });
  });

  app.post('/users/switch_team', async (c) => {
    noGuest(c);
    const body = await readBody(c, SwitchTeamBodySchema);
    await switchTeam(deps.db, me(c), Number(body.team_id));
    return c.json({ team_id: body.team_id });
  });

  app.get('/user_invitations', async (c) => {
    noGuest(c);
    const user = await admin(c);
    const now = deps.now();
    const rows = await listInvitations(deps.db, user.company.id);
    c.header('Cache-Control', 'no-store');
    return c.json({
      invitations: rows.map((r) => ({
        id: String(r.id),
        email: r.email,
        team: { id: String(r.team.id), name: r.team.name },
        status: invitationStatus(r, now),
        expires_at: r.expiresAt.toISOString(),
        last_sent_at: r.lastSentAt.toISOString(),
      })),
    });
  });

  app.post('/user_invitations', async (c) => {
    noGuest(c);
    const user = await admin(c);
    const body = await readBody(c, InvitationBodySchema);
    await enforceRateLimits(
      deps.db,
      [{ rule: RATE_LIMITS.invitationsPerCompany, subject: user.company.id, cost: body.email_addresses.length }],
      deps.now(),
    );
    const result = await inviteUsers(deps, user, body.email_addresses, body.team_id ? Number(body.team_id) : null);
    return c.json({ invitation_ids: result.invited.map(String), skipped: result.skipped }, 201);
  });

  app.post('/user_invitations/:id/resend', async (c) => {
    noGuest(c);
    const user = await admin(c);
    const id = idParam(c);
    await readBody(c, EmptyBodySchema);
    await enforceRateLimits(deps.db, [{ rule: RATE_LIMITS.invitationsPerCompany, subject: user.company.id }], deps.now());
    await resendInvitation(deps, user, id);
    return c.body(null, 204);
  });

  app.delete('/user_invitations/:id', async (c) => {
    noGuest(c);
    const user = await admin(c);
    await revokeInvitation(deps.db, user.company.id, idParam(c), deps.now());
    return c.body(null, 204);
  });

  app.get('/subscription', async (c) => {
    const user = me(c);
    const plan = user.company.paymentType;
    const allowance = bidReportAllowance(plan);
    // Remaining reports come from the bid credits (apps/api/src/bids/credits.ts): one definition of what is left.
    const credits = await bidCredits(deps.db, plan, user.company.id, deps.now());
    const [seats] = await deps.db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.companyId, user.company.id), eq(users.active, true)));
    const [pending] = await deps.db
      .select({ plan: downgradeRequests.newPlan, at: downgradeRequests.createdAt })
      .from(downgradeRequests)
      .where(eq(downgradeRequests.companyId, user.company.id))
      .orderBy(desc(downgradeRequests.createdAt))
      .limit(1);
    const urls = deps.config.basicPaymentUrls;
    c.header('Cache-Control', 'no-store');
    return c.json({
      plan,
      plan_name: PLAN_NAMES[plan],
      guest: isGuestPlan(plan),
      data_types: dataTypesForPlan(plan),
      seats_used: seats?.n ?? 0,
      bid_reports: {
        allowance: credits.totalCredits,
        period: credits.period,
        used: credits.totalCredits === null || credits.remainingCredits === null ? 0 : credits.totalCredits - credits.remainingCredits,
        left: credits.remainingCredits,
        active_bid_projects: allowance.activeBidProjects,
      },
      payment_links: { annual: urls.annual ?? null, monthly: urls.monthly ?? null },
      support_email: deps.config.supportEmail,
      downgrade_requested: pending ? { new_plan: pending.plan, requested_at: pending.at.toISOString() } : null,
    });
  });

  app.post('/subscription/downgrade', async (c) => {
    const user = await admin(c);
    const body = await readBody(c, DowngradeBodySchema);
    const plan = user.company.paymentType;
    const order = ['FREEMIUM', 'BASIC', 'GROWTH', 'EXPERT'];
    if (plan !== 'GROWTH' && plan !== 'EXPERT') {
      throw new ForbiddenError('Only Growth and Expert plans request a downgrade; contact support to change your plan');
    }
    if (order.indexOf(body.new_plan) >= order.indexOf(plan)) throw new HttpError(400, 'bad_request', 'new_plan: Choose a lower plan');
    await enforceRateLimits(deps.db, [{ rule: RATE_LIMITS.downgradeRequestsPerCompany, subject: user.company.id }], deps.now());
    const delivery = await sendAccountEmail(deps, {
      kind: 'subscription_downgrade',
      to: deps.config.salesEmail,
      subject: `Downgrade request: ${user.company.name} (${PLAN_NAMES[plan]} to ${PLAN_NAMES[body.new_plan]})`,
      paragraphs: [
        `${user.firstName} ${user.lastName} (${user.email}) of ${user.company.name} asked to move from ${PLAN_NAMES[plan]} to ${PLAN_NAMES[body.new_plan]}.`,
        'Please get in touch with them as their account manager.',
      ],
      companyId: user.company.id,
      userId: user.id,
      replyTo: user.email,
    });
    await deps.db.insert(downgradeRequests).values({
      companyId: user.company.id,
      userId: user.id,
      fromPlan: plan,
      newPlan: body.new_plan,
      emailOutboxId: delivery.id,
      createdAt: deps.now(),
    });
    return c.json({ requested: true, new_plan: body.new_plan }, 201);
  });

  app.get('/display_settings', async (c) => {
    const [row] = await deps.db
      .select({ useSupplierName: users.useSupplierName, showBuyerCategories: users.showBuyerCategories })
      .from(users)
      .where(eq(users.id, me(c).id));
    return c.json({ use_supplier_name: row?.useSupplierName ?? false, show_buyer_categories: row?.showBuyerCategories ?? false });
  });

  app.post('/display_settings', async (c) => {
    noGuest(c);
    const body = await readBody(c, DisplaySettingsBodySchema);
    const [row] = await deps.db
      .update(users)
      .set({
        ...(body.use_supplier_name === undefined ? {} : { useSupplierName: body.use_supplier_name }),
        ...(body.show_buyer_categories === undefined ? {} : { showBuyerCategories: body.show_buyer_categories }),
      })
      .where(eq(users.id, me(c).id))
      .returning({ useSupplierName: users.useSupplierName, showBuyerCategories: users.showBuyerCategories });
    return c.json({ use_supplier_name: row?.useSupplierName ?? false, show_buyer_categories: row?.showBuyerCategories ?? false });
  });

  app.post('/users/update_pub_sec_experience', async (c) => {
    const body = await readBody(c, PubSecExperienceBodySchema);
    await deps.db.update(users).set({ pubSecExperience: body.pub_sec_experience }).where(eq(users.id, me(c).id));
    return c.json({ pub_sec_experience: body.pub_sec_experience });
  });

  app.post('/users/pql_actioned', async (c) => {
    const user = me(c);
    const body = await readBody(c, PqlActionedBodySchema);
    await deps.db.insert(salesInteractions).values({
      userId: user.id,
      companyId: user.company.id,
      actionType: `PQL_${body.actionType}`.slice(0, 100),
      dataType: body.dataType,
      pageUrl: '',
      contextSource: 'pql',
      createdAt: deps.now(),
    });
    return c.body(null, 204);
  });

  app.get('/sessions', async (c) => {
    const { user, session } = c.get('auth');
    const rows = await deps.db
      .select({ id: sessions.id, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, userAgent: sessions.userAgent })
      .from(sessions)
      .where(and(eq(sessions.userId, user.id), gt(sessions.expiresAt, deps.now())))
      .orderBy(desc(sessions.createdAt));
    c.header('Cache-Control', 'no-store');
    return c.json({
      sessions: rows.map((s) => ({
        id: publicSessionId(s.id),
        created_at: s.createdAt.toISOString(),
        last_seen_at: iso(s.lastSeenAt),
        user_agent: s.userAgent,
        current: s.id === session.id,
      })),
    });
  });

  app.delete('/sessions/:id', async (c) => {
    const { user } = c.get('auth');
    const id = c.req.param('id');
    const rows = await deps.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user.id));
    const found = rows.find((s) => publicSessionId(s.id) === id);
    if (!found) throw notFound();
    await deleteSession(deps.db, found.id);
    return c.body(null, 204);
  });

  return app;
}
