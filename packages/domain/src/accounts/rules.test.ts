import { describe, expect, it } from 'vitest';
import { planChangeRoute } from '../plans/index';
import { columnsForDisplaySettings, deviceLabel, lastSeenLabel, withMemberChange, withoutInvitation, withoutMember } from './rules';
import { InviteFormSchema, NewPasswordFormSchema, SignUpFormSchema, SubscriptionJsonSchema, TeamMembersJsonSchema, fieldErrorsOf } from './schemas/accounts';
import { invitationFixtures, teamMemberFixtures } from './mocks/handlers';

describe('accounts rules', () => {
  const members = TeamMembersJsonSchema.parse({ users: teamMemberFixtures });

  it('offers the buyer categories column only with show_buyer_categories on', () => {
    const order = ['title', 'buyer', 'buyer_categories', 'value'] as const;
    expect(columnsForDisplaySettings(order, { showBuyerCategories: true })).toEqual(order);
    expect(columnsForDisplaySettings(order, { showBuyerCategories: false })).toEqual(['title', 'buyer', 'value']);
    expect(columnsForDisplaySettings(order, undefined)).toEqual(['title', 'buyer', 'value']);
  });

  it('drops a deleted colleague from the held list and keeps the others in order', () => {
    expect(withoutMember(members, 'usr-leo-0003').map((m) => m.guid)).toEqual(['usr-maya-0002', 'usr-priya-0006', 'usr-tom-0008']);
    expect(withoutMember(members, 'nobody')).toHaveLength(members.length);
  });

  it('applies a member change to the held list only for that member and only the named fields', () => {
    const next = withMemberChange(members, 'usr-leo-0003', { hasExportPermission: true });
    expect(next.find((m) => m.guid === 'usr-leo-0003')).toMatchObject({ hasExportPermission: true, role: 'member', active: true });
    expect(next.filter((m) => m.guid !== 'usr-leo-0003')).toEqual(members.filter((m) => m.guid !== 'usr-leo-0003'));
    expect(withMemberChange(members, 'usr-leo-0003', { active: false, role: 'admin' }).find((m) => m.guid === 'usr-leo-0003')).toMatchObject({ active: false, role: 'admin' });
  });

  it('drops a revoked invitation', () => {
    const list = invitationFixtures.map((i) => ({ id: i.id, email: i.email, team: i.team, status: i.status, expiresAt: i.expires_at, lastSentAt: i.last_sent_at }));
    expect(withoutInvitation(list, '11').map((i) => i.id)).toEqual(['12']);
  });

  it('labels last seen and devices', () => {
    const now = new Date('2026-11-20T10:30:00Z');
    expect(lastSeenLabel(null, now)).toBe('Never');
    expect(lastSeenLabel('2026-11-20T01:00:00Z', now)).toBe('Today');
    expect(lastSeenLabel('2026-11-19T23:00:00Z', now)).toBe('Yesterday');
    expect(lastSeenLabel('2026-10-02T08:00:00Z', now)).toBe('02 Oct 2026');
    expect(deviceLabel('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/537.36 Chrome/131.0 Safari/537.36')).toBe('Chrome on macOS');
    expect(deviceLabel('Mozilla/5.0 (Windows NT 10.0; rv:132.0) Gecko/20100101 Firefox/132.0')).toBe('Firefox on Windows');
    expect(deviceLabel(null)).toBe('Unknown device');
  });

  it('validates the forms with their messages', () => {
    const bad = SignUpFormSchema.safeParse({ firstName: ' ', lastName: 'L', companyName: '', email: 'nope', password: 'short' });
    expect(bad.success).toBe(false);
    if (!bad.success)
      expect(fieldErrorsOf(bad.error)).toEqual({
        firstName: 'Enter your first name',
        companyName: 'Enter your company name',
        email: 'Enter an email address in the correct format, like name@example.com',
        password: 'Password must be at least 10 characters',
      });
    const mismatch = NewPasswordFormSchema.safeParse({ password: 'a-long-password', confirmPassword: 'another-one!' });
    expect(mismatch.success ? null : fieldErrorsOf(mismatch.error)).toEqual({ confirmPassword: 'The passwords do not match' });
    expect(InviteFormSchema.parse({ emails: 'A@x.test, b@x.test\nc@x.test' }).emails).toEqual(['a@x.test', 'b@x.test', 'c@x.test']);
    expect(InviteFormSchema.safeParse({ emails: '  ' }).success).toBe(false);
    expect(InviteFormSchema.safeParse({ emails: 'a@x.test, nope' }).success).toBe(false);
  });

  it('routes each plan change the way spec 2§4 says', () => {
    expect(planChangeRoute('FREEMIUM', 'BASIC')).toBe('payment_link');
    expect(planChangeRoute('FREEMIUM', 'GROWTH')).toBe('book_a_demo');
    expect(planChangeRoute('FREEMIUM', 'EXPERT')).toBe('book_a_demo');
    expect(planChangeRoute('BASIC', 'FREEMIUM')).toBe('support_chat');
    expect(planChangeRoute('GROWTH', 'BASIC')).toBe('downgrade_request');
    expect(planChangeRoute('EXPERT', 'GROWTH')).toBe('downgrade_request');
    expect(planChangeRoute('GROWTH', 'EXPERT')).toBe('book_a_demo');
    expect(planChangeRoute('GROWTH', 'GROWTH')).toBeNull();
  });

  it('reads the subscription answer', () => {
    const s = SubscriptionJsonSchema.parse({
      plan: 'FREEMIUM', plan_name: 'Free', guest: false, data_types: ['NOT_A_TYPE'], seats_used: 1,
      bid_reports: { allowance: 3, period: 'lifetime', used: 1, left: 2, active_bid_projects: null },
      payment_links: { annual: null, monthly: null }, support_email: 's@x.test', downgrade_requested: null,
    });
    expect(s).toMatchObject({ planName: 'Free', dataTypes: [], bidReports: { left: 2 } });
  });
});
