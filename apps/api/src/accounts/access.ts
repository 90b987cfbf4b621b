/**
 * Who may call the accounts routes (decision 0018, 0037). The public ones (sign-up, links from
 * emails) do not depend on a session; team management needs the company-admin role (maya of
 * Northwind, sam of FreeCo and the staff admin hold it; leo and the rival's user do not).
 */
import { randomUUID } from 'node:crypto';
import { northwindOnly, noGuest, outcomes, signedIn, type AccessTable } from '../http/access';

const BAD_TOKEN = 'A'.repeat(43);
/** Company admins of their own company: paid (Northwind), free (FreeCo), admin (Staff). */
const companyAdmin = () => noGuest({ paidNoExport: 'forbidden', otherCompany: 'forbidden' });

export const access: AccessTable = {
  'POST /api/users/create-account': {
    expect: outcomes('ok'),
    example: (_f, role) => ({
      path: '/api/users/create-account',
      body: { first_name: 'Nia', last_name: 'New', company_name: `New Co ${role}`, email: `new-${randomUUID()}@example.test`, password: 'a-long-password' },
      credentials: 'none',
    }),
  },
  'POST /api/users/verify_email': {
    expect: outcomes('404'),
    example: () => ({ path: '/api/users/verify_email', body: { token: BAD_TOKEN }, credentials: 'none' }),
  },
  'POST /api/users/reset_password': {
    expect: outcomes('ok'),
    example: (_f, role) => ({ path: '/api/users/reset_password', body: { email: `nobody-${role}-${randomUUID()}@example.test` }, credentials: 'none' }),
  },
  'POST /api/users/reset_password/confirm': {
    expect: outcomes('404'),
    example: () => ({ path: '/api/users/reset_password/confirm', body: { token: BAD_TOKEN, password: 'a-long-password' }, credentials: 'none' }),
  },
  'POST /api/user_invitations/lookup': {
    expect: outcomes('404'),
    example: () => ({ path: '/api/user_invitations/lookup', body: { token: BAD_TOKEN }, credentials: 'none' }),
  },
  'POST /api/user_invitations/accept': {
    expect: outcomes('404'),
    example: () => ({
      path: '/api/user_invitations/accept',
      body: { token: BAD_TOKEN, first_name: 'Ivy', last_name: 'Invited', password: 'a-long-password' },
      credentials: 'none',
    }),
  },
  'GET /api/account': { expect: signedIn(), example: () => ({ path: '/api/account' }) },
  'POST /api/users/send_verification_email': { expect: signedIn(), example: () => ({ path: '/api/users/send_verification_email', body: {} }) },
  'GET /api/companies/:guid/members': {
    expect: northwindOnly({ guest: 'forbidden' }),
    example: (f) => ({ path: `/api/companies/${f.companyGuid}/members` }),
  },
  'PATCH /api/companies/:guid/members/:userGuid': {
    // Leo's export permission set to what it is (the other cells rely on it).
    expect: northwindOnly({ guest: 'forbidden', paidNoExport: 'forbidden' }),
    example: (f) => ({ path: `/api/companies/${f.companyGuid}/members/${f.userGuids.paidNoExport}`, body: { has_export_permission: false } }),
  },
  'DELETE /api/companies/:guid/members/:userGuid': {
    expect: northwindOnly({ guest: 'forbidden', paidNoExport: 'forbidden' }),
    example: async (f) => ({ path: `/api/companies/${f.companyGuid}/members/${(await f.make.member()).guid}` }),
  },
  'GET /api/companies/:guid/teams': {
    expect: northwindOnly({ guest: 'forbidden' }),
    example: (f) => ({ path: `/api/companies/${f.companyGuid}/teams` }),
  },
  'POST /api/users/switch_team': {
    // Northwind's "Bid team" is only Northwind users' own team.
    expect: northwindOnly({ guest: 'forbidden' }),
    example: (f) => ({ path: '/api/users/switch_team', body: { team_id: String(f.teamIds.paid) } }),
  },
  'GET /api/user_invitations': { expect: companyAdmin(), example: () => ({ path: '/api/user_invitations' }) },
  'POST /api/user_invitations': {
    expect: companyAdmin(),
    example: () => ({ path: '/api/user_invitations', body: { email_addresses: [`invitee-${randomUUID()}@example.test`] } }),
  },
  'POST /api/user_invitations/:id/resend': {
    expect: northwindOnly({ guest: 'forbidden', paidNoExport: 'forbidden', otherCompany: 'forbidden' }),
    example: async (f) => ({ path: `/api/user_invitations/${await f.make.invitation()}/resend`, body: {} }),
  },
  'DELETE /api/user_invitations/:id': {
    expect: northwindOnly({ guest: 'forbidden', paidNoExport: 'forbidden', otherCompany: 'forbidden' }),
    example: async (f) => ({ path: `/api/user_invitations/${await f.make.invitation()}` }),
  },
  'GET /api/subscription': { expect: signedIn(), example: () => ({ path: '/api/subscription' }) },
  'POST /api/subscription/downgrade': {
    // Only a company admin of a Growth or Expert company asks.
    expect: noGuest({ paidNoExport: 'forbidden', otherCompany: 'forbidden', free: 'forbidden' }),
    example: () => ({ path: '/api/subscription/downgrade', body: { new_plan: 'FREEMIUM' } }),
  },
  'GET /api/display_settings': { expect: signedIn(), example: () => ({ path: '/api/display_settings' }) },
  'POST /api/display_settings': {
    expect: noGuest(),
    example: () => ({ path: '/api/display_settings', body: { show_buyer_categories: false } }),
  },
  'POST /api/users/update_pub_sec_experience': {
    expect: signedIn(),
    example: () => ({ path: '/api/users/update_pub_sec_experience', body: { pub_sec_experience: 'SOME' } }),
  },
  'POST /api/users/pql_actioned': {
    expect: signedIn(),
    example: () => ({ path: '/api/users/pql_actioned', body: { dataType: 'SUPPLIERS', actionType: 'PAYWALL_VIEWED' } }),
  },
  'GET /api/sessions': { expect: signedIn(), example: () => ({ path: '/api/sessions' }) },
  'DELETE /api/sessions/:id': {
    expect: northwindOnly({ paidNoExport: '404' }),
    example: async (f) => ({ path: `/api/sessions/${await f.make.session()}` }),
  },
};
