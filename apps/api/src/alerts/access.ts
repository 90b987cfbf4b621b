/**
 * Who may use alerts (decision 0029): every signed-in user but a guest, their own alerts only (another
 * user's id is "not found"); the token routes of the email are public (the token is the credential);
 * notification settings are everyone's own.
 */
import { noGuest, outcomes, signedIn, type AccessTable, type OperationAccessTable } from '../http/access';

/** The owner's alert: another user (teammates included) is told it does not exist. */
const ownerOnly = noGuest({ free: '404', paidNoExport: '404', admin: '404', otherCompany: '404' });

export const access: AccessTable = {
  'GET /api/lead_subscriptions': { expect: noGuest(), example: () => ({ path: '/api/lead_subscriptions' }) },
  'POST /api/lead_subscriptions': {
    expect: noGuest(),
    example: () => ({ path: '/api/lead_subscriptions', body: { name: 'Cloud alerts', frequency: 'DAILY', destination_type: 'EMAIL' } }),
  },
  'PUT /api/lead_subscriptions/:id': {
    expect: ownerOnly,
    example: async (f) => ({ path: `/api/lead_subscriptions/${await f.make.leadSubscription()}`, body: { name: 'Renamed' } }),
  },
  'PATCH /api/lead_subscriptions/:id': {
    expect: ownerOnly,
    example: async (f) => ({ path: `/api/lead_subscriptions/${await f.make.leadSubscription()}`, body: { disabled: true } }),
  },
  'DELETE /api/lead_subscriptions/:id': {
    expect: ownerOnly,
    example: async (f) => ({ path: `/api/lead_subscriptions/${await f.make.leadSubscription()}` }),
  },
  'POST /api/lead_subscriptions/:id/test': {
    expect: ownerOnly,
    example: async (f) => ({ path: `/api/lead_subscriptions/${await f.make.leadSubscription()}/test`, body: {} }),
  },
  'GET /api/lead_subscription_contents': { expect: noGuest(), example: () => ({ path: '/api/lead_subscription_contents' }) },
  'POST /api/lead_subscription_contents': {
    expect: ownerOnly,
    example: async (f) => ({
      path: '/api/lead_subscription_contents',
      body: { lead_subscription_id: await f.make.leadSubscription(), resource_type: 'SAVED_VIEW', resource_id: await f.make.savedView() },
    }),
  },
  'DELETE /api/lead_subscription_contents': {
    expect: ownerOnly,
    example: async (f) => ({ path: `/api/lead_subscription_contents?id=${await f.make.leadSubscriptionContent()}` }),
  },
  'PATCH /api/lead_subscription_contents/:id': {
    expect: ownerOnly,
    example: async (f) => ({ path: `/api/lead_subscription_contents/${await f.make.leadSubscriptionContent()}`, body: { resource_name: 'Cloud (Leeds)' } }),
  },
  'GET /api/notification_settings': { expect: signedIn(), example: () => ({ path: '/api/notification_settings' }) },
  'POST /api/notification_settings': { expect: signedIn(), example: () => ({ path: '/api/notification_settings', body: { notifications_enabled: true } }) },
  'PATCH /api/notification_settings': {
    expect: signedIn(),
    example: () => ({ path: '/api/notification_settings', body: { send_app_activity_notifications: true } }),
  },
  'POST /api/unsubscribe': {
    expect: outcomes('ok'),
    example: async (f) => ({ path: `/api/unsubscribe?token=${await f.make.unsubscribeToken()}`, credentials: 'none' }),
  },
  'GET /api/lead_subscriptions/status': {
    expect: outcomes('ok'),
    example: async (f) => ({ path: `/api/lead_subscriptions/status?token=${await f.make.unsubscribeToken()}`, credentials: 'none' }),
  },
};

export const graphqlAccess: OperationAccessTable = {
  'Mutation.makeWebhook': {
    expect: ownerOnly,
    example: async (f) => ({
      query: 'mutation($id: ID!) { makeWebhook(leadSubscriptionId: $id, type: "SLACK", webhookUrl: "https://hooks.slack.com/services/T0/B0/x") { id type } }',
      variables: { id: String(await f.make.leadSubscription()) },
    }),
  },
};
