import { useCallback, useState } from 'react';
import { useTenderlensSession } from '../../client/session';
import {
  SHARE_MESSAGES,
  ShareResponseSchema,
  shareFormError,
  shareRequestBody,
  type ShareForm,
  type ShareResponse,
} from '../schemas/shareForm';

export type ShareOutcome =
  | { ok: true; response: ShareResponse }
  | { ok: false; fieldError: string }
  | { ok: false; message: typeof SHARE_MESSAGES.sendFailed };

/** Share records by email (POST api/records/share); any failure shows 'Failed to send email' (the server keeps the message). */
export function useShareViaEmail() {
  const { apiFetch } = useTenderlensSession();
  const [pending, setPending] = useState(false);
  const share = useCallback(
    async (form: ShareForm, guids: string[]): Promise<ShareOutcome> => {
      const fieldError = shareFormError(form);
      if (fieldError) return { ok: false, fieldError };
      setPending(true);
      try {
        const response = await apiFetch('/api/records/share', {
          method: 'POST',
          body: shareRequestBody(form, guids),
          schema: ShareResponseSchema,
        });
        return { ok: true, response };
      } catch {
        return { ok: false, message: SHARE_MESSAGES.sendFailed };
      } finally {
        setPending(false);
      }
    },
    [apiFetch],
  );
  return { share, pending };
}
