import { delay, http, HttpResponse, type RequestHandler } from 'msw';

interface MockAlert {
  id: number;
  name: string;
  frequency: string;
  disabled: boolean;
  type: string;
  webhook_url: string | null;
  webhook_secret: string | null;
  views: { id: number; resourceType: string; resourceId: string; resourceName: string | null }[];
  failing: { error: string; at: string | null } | null;
  last_delivery: { status: string; sent_at: string | null; created_at: string; error: string | null } | null;
}

/** Maya's alerts: a daily email of a saved view, and a Slack alert of a notice list. */
export function alertFixtures(): MockAlert[] {
  return [
    {
      id: 1,
      name: 'Open IT tenders daily',
      frequency: 'DAILY',
      disabled: false,
      type: 'EMAIL',
      webhook_url: null,
      webhook_secret: null,
      views: [{ id: 11, resourceType: 'SAVED_VIEW', resourceId: '1', resourceName: 'Open IT tenders' }],
      failing: null,
      last_delivery: { status: 'sent', sent_at: '2026-11-19T07:00:00.000Z', created_at: '2026-11-19T07:00:00.000Z', error: null },
    },
    {
      id: 2,
      name: 'Cloud leads to Slack',
      frequency: 'IMMEDIATE',
      disabled: false,
      type: 'SLACK',
      webhook_url: 'https://hooks.slack.com/services/T000/B000/XXXX',
      webhook_secret: null,
      views: [{ id: 12, resourceType: 'RECORD_LIST', resourceId: '1', resourceName: 'Cloud leads' }],
      failing: null,
      last_delivery: null,
    },
  ];
}

export type AlertsScenario = 'default' | 'empty' | 'loading' | 'error' | 'failing';
export interface AlertsHandlersOptions {
  scenario?: AlertsScenario;
  /** Writes answer 500. */
  failMutations?: boolean;
}

/** REST alerts and notification settings over an in-memory store (a fresh one per call). */
export function alertsHandlers(options: AlertsHandlersOptions = {}): RequestHandler[] {
  const scenario = options.scenario ?? 'default';
  let alerts = scenario === 'empty' ? [] : alertFixtures();
  if (scenario === 'failing') {
    alerts = alerts.map((a) =>
      a.id === 2 ? { ...a, failing: { error: 'HTTP 404: no_service', at: '2026-11-19T09:00:00.000Z' }, last_delivery: { status: 'failed', sent_at: null, created_at: '2026-11-19T08:00:00.000Z', error: 'HTTP 404: no_service' } } : a,
    );
  }
  let settings = { notifications_enabled: true, send_app_activity_notifications: true };
  let nextId = 100;
  const fail = () => HttpResponse.json({ error: { code: 'internal', message: 'Something went wrong. Please try again.' } }, { status: 500 });
  const read = async () => {
    if (scenario === 'loading') await delay('infinite');
    return scenario === 'error' ? fail() : null;
  };
  const contents = (body: { view_ids?: number[]; list_ids?: number[] }) => [
    ...(body.view_ids ?? []).map((id) => ({ id: nextId++, resourceType: 'SAVED_VIEW', resourceId: String(id), resourceName: null })),
    ...(body.list_ids ?? []).map((id) => ({ id: nextId++, resourceType: 'RECORD_LIST', resourceId: String(id), resourceName: null })),
  ];
  const update = async ({ params, request }: { params: Record<string, unknown>; request: Request }) => {
    if (options.failMutations) return fail();
    const body = (await request.json()) as Partial<MockAlert> & { destination_type?: string; view_ids?: number[]; list_ids?: number[] };
    const found = alerts.find((a) => a.id === Number(params['id']));
    if (!found) return HttpResponse.json({ error: { code: 'not_found', message: 'Alert not found' } }, { status: 404 });
    const next: MockAlert = {
      ...found,
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.frequency !== undefined ? { frequency: body.frequency } : {}),
      ...(body.disabled !== undefined ? { disabled: body.disabled } : {}),
      ...(body.destination_type !== undefined ? { type: body.destination_type } : {}),
      ...(body.webhook_url !== undefined ? { webhook_url: body.webhook_url } : {}),
      ...(body.view_ids || body.list_ids ? { views: contents(body) } : {}),
    };
    alerts = alerts.map((a) => (a.id === found.id ? next : a));
    return HttpResponse.json({ lead_subscription: next });
  };
  return [
    http.get('*/api/lead_subscriptions', async () => (await read()) ?? HttpResponse.json({ lead_subscriptions: alerts })),
    http.post('*/api/lead_subscriptions', async ({ request }) => {
      if (options.failMutations) return fail();
      const body = (await request.json()) as { name: string; frequency?: string; destination_type?: string; webhook_url?: string | null; view_ids?: number[]; list_ids?: number[] };
      const alert: MockAlert = {
        id: nextId++,
        name: body.name,
        frequency: body.frequency ?? 'DAILY',
        disabled: false,
        type: body.destination_type ?? 'EMAIL',
        webhook_url: body.webhook_url ?? null,
        webhook_secret: body.destination_type === 'WEBHOOK' ? 'f'.repeat(64) : null,
        views: contents(body),
        failing: null,
        last_delivery: null,
      };
      alerts = [...alerts, alert];
      return HttpResponse.json({ lead_subscription: alert }, { status: 201 });
    }),
    http.patch('*/api/lead_subscriptions/:id', update),
    http.put('*/api/lead_subscriptions/:id', update),
    http.delete('*/api/lead_subscriptions/:id', ({ params }) => {
      if (options.failMutations) return fail();
      alerts = alerts.filter((a) => a.id !== Number(params['id']));
      return HttpResponse.json({ deleted: true });
    }),
    http.post('*/api/lead_subscriptions/:id/test', ({ params }) => {
      const found = alerts.find((a) => a.id === Number(params['id']));
      if (!found) return HttpResponse.json({ error: { code: 'not_found', message: 'Alert not found' } }, { status: 404 });
      const ok = !found.failing;
      return HttpResponse.json({
        delivery: { id: nextId++, kind: 'test', status: ok ? 'sent' : 'failed', attempts: 1, error: ok ? null : found.failing?.error ?? null, sent_at: ok ? '2026-11-20T12:00:00.000Z' : null },
        lead_subscription: found,
      });
    }),
    http.get('*/api/notification_settings', async () => (await read()) ?? HttpResponse.json({ notification_settings: settings })),
    http.patch('*/api/notification_settings', async ({ request }) => {
      if (options.failMutations) return fail();
      settings = { ...settings, ...((await request.json()) as Partial<typeof settings>) };
      return HttpResponse.json({ notification_settings: settings });
    }),
    http.get('*/api/lead_subscriptions/status', async ({ request }) =>
      (await read()) ??
      (new URL(request.url).searchParams.get('token') === 'a'.repeat(64)
        ? HttpResponse.json({ lead_subscription: { name: 'Open IT tenders daily', frequency: 'DAILY', disabled: false, type: 'EMAIL' } })
        : HttpResponse.json({ error: { code: 'not_found', message: 'This unsubscribe link is not valid' } }, { status: 404 })),
    ),
    http.post('*/api/unsubscribe', ({ request }) =>
      new URL(request.url).searchParams.get('token') === 'a'.repeat(64)
        ? HttpResponse.json({ unsubscribed: true, lead_subscription: { name: 'Open IT tenders daily', frequency: 'DAILY', disabled: true, type: 'EMAIL' } })
        : HttpResponse.json({ error: { code: 'not_found', message: 'This unsubscribe link is not valid' } }, { status: 404 }),
    ),
  ];
}
