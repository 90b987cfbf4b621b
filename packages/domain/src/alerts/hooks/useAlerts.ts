import { useCallback, useEffect, useState } from 'react';
import { useTenderlensSession } from '../../client/session';
import { withAlert, withPaused, withoutAlert } from '../rules/alertList';
import {
  AlertResponseSchema,
  AlertsResponseSchema,
  NotificationSettingsSchema,
  TestSendResponseSchema,
  type Alert,
  type NotificationSettings,
} from '../schemas/alert';

export type AlertOutcome = { ok: true; alert?: Alert; message?: string } | { ok: false; message: string };

const messageOf = (error: unknown, fallback: string) =>
  error && typeof error === 'object' && 'message' in error && typeof error.message === 'string' && error.message ? error.message : fallback;

/** The caller's alerts (GET api/lead_subscriptions) and notification settings; writes follow the server's answers. */
export function useAlerts(options: { enabled?: boolean } = {}) {
  const enabled = options.enabled ?? true;
  const { apiFetch } = useTenderlensSession();
  const [alerts, setAlerts] = useState<Alert[] | undefined>(undefined);
  const [settings, setSettings] = useState<NotificationSettings | undefined>(undefined);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    Promise.all([
      apiFetch('/api/lead_subscriptions', { schema: AlertsResponseSchema }),
      apiFetch('/api/notification_settings', { schema: NotificationSettingsSchema }),
    ]).then(
      ([a, s]) => {
        if (!live) return;
        setAlerts(a);
        setSettings(s);
      },
      (e: unknown) => live && setError(e),
    );
    return () => {
      live = false;
    };
  }, [apiFetch, enabled]);

  const save = useCallback(
    async (id: string | null, body: Record<string, unknown>): Promise<AlertOutcome> => {
      try {
        const alert = await apiFetch(id ? `/api/lead_subscriptions/${id}` : '/api/lead_subscriptions', {
          method: id ? 'PATCH' : 'POST',
          body,
          schema: AlertResponseSchema,
        });
        setAlerts((l) => withAlert(l, alert));
        return { ok: true, alert };
      } catch (e) {
        return { ok: false, message: messageOf(e, 'Unable to save your alert. Please try again.') };
      }
    },
    [apiFetch],
  );

  const setPaused = useCallback(
    async (alert: Alert, disabled: boolean): Promise<AlertOutcome> => {
      setAlerts((l) => withPaused(l, alert.id, disabled));
      const outcome = await save(alert.id, { disabled });
      if (!outcome.ok) setAlerts((l) => withPaused(l, alert.id, alert.disabled));
      return outcome;
    },
    [save],
  );

  const remove = useCallback(
    async (id: string): Promise<AlertOutcome> => {
      try {
        await apiFetch(`/api/lead_subscriptions/${id}`, { method: 'DELETE' });
        setAlerts((l) => withoutAlert(l, id));
        return { ok: true };
      } catch (e) {
        return { ok: false, message: messageOf(e, 'Unable to delete your alert. Please try again.') };
      }
    },
    [apiFetch],
  );

  const testSend = useCallback(
    async (id: string): Promise<AlertOutcome> => {
      try {
        const answer = await apiFetch(`/api/lead_subscriptions/${id}/test`, { method: 'POST', body: {}, schema: TestSendResponseSchema });
        setAlerts((l) => withAlert(l, answer.alert));
        return answer.delivery.status === 'sent'
          ? { ok: true, alert: answer.alert, message: 'Test alert sent' }
          : { ok: false, message: `The test alert could not be delivered: ${answer.delivery.error ?? 'unknown error'}` };
      } catch (e) {
        return { ok: false, message: messageOf(e, 'Unable to send a test alert. Please try again.') };
      }
    },
    [apiFetch],
  );

  const updateSettings = useCallback(
    async (patch: Partial<NotificationSettings>): Promise<boolean> => {
      const before = settings;
      if (before) setSettings({ ...before, ...patch });
      try {
        const next = await apiFetch('/api/notification_settings', {
          method: 'PATCH',
          body: {
            ...(patch.notificationsEnabled !== undefined ? { notifications_enabled: patch.notificationsEnabled } : {}),
            ...(patch.sendAppActivityNotifications !== undefined ? { send_app_activity_notifications: patch.sendAppActivityNotifications } : {}),
          },
          schema: NotificationSettingsSchema,
        });
        setSettings(next);
        return true;
      } catch {
        setSettings(before);
        return false;
      }
    },
    [apiFetch, settings],
  );

  return { alerts, settings, error, fetching: enabled && !error && (!alerts || !settings), save, setPaused, remove, testSend, updateSettings };
}
