import { useCallback, useEffect, useState } from 'react';
import { z } from 'zod';
import { useTenderlensSession } from '../../client/session';

const StatusSchema = z
  .object({ lead_subscription: z.object({ name: z.string(), frequency: z.string(), disabled: z.boolean() }) })
  .transform((r) => r.lead_subscription);
export type AlertStatus = z.output<typeof StatusSchema>;

/** A well-formed unsubscribe token (64 hex), else null. */
export const parseUnsubscribeToken = (raw: string | null): string | null => (raw && /^[0-9a-f]{64}$/.test(raw) ? raw : null);

/**
 * The unsubscribe page (`/unsubscribe?token=…`, no session needed): reads the alert by token
 * (GET /api/lead_subscriptions/status) and pauses it (POST /api/unsubscribe, as a mail client's
 * one-click does). An unknown or malformed token is `invalid`.
 */
export function useUnsubscribe(token: string | null) {
  const { apiFetch } = useTenderlensSession();
  const [state, setState] = useState<{ status?: AlertStatus; invalid?: boolean; failed?: boolean; pending?: boolean }>({});
  useEffect(() => {
    if (!token) return;
    const abort = new AbortController();
    apiFetch(`/api/lead_subscriptions/status?token=${token}`, { schema: StatusSchema, signal: abort.signal, public: true }).then(
      (status) => !abort.signal.aborted && setState({ status }),
      () => !abort.signal.aborted && setState({ invalid: true }),
    );
    return () => abort.abort();
  }, [apiFetch, token]);
  const unsubscribe = useCallback(async () => {
    if (!token) return;
    setState((s) => ({ ...s, pending: true, failed: false }));
    try {
      const status = await apiFetch(`/api/unsubscribe?token=${token}`, { method: 'POST', schema: StatusSchema, public: true });
      setState({ status });
    } catch {
      setState((s) => ({ ...s, pending: false, failed: true }));
    }
  }, [apiFetch, token]);
  return {
    status: state.status,
    invalid: !token || Boolean(state.invalid),
    loading: Boolean(token) && !state.status && !state.invalid,
    failed: Boolean(state.failed),
    pending: Boolean(state.pending),
    unsubscribe,
  };
}
