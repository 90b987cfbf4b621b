/**
 * The accounts calls made without a session (sign-up, links from emails). Each answers a result, never
 * throws: the screens show their own copy per outcome, not the server's message.
 */
import { useCallback, useState } from 'react';
import { useClient } from 'urql';
import { useTenderlensSession } from '../../client/session';
import { CurrentUserQuery } from '../../users/graphql/queries/CurrentUser';
import { InvitationLookupJsonSchema, type InvitationLookup } from '../schemas/accounts';

export type PublicCallError = 'invalid_link' | 'conflict' | 'rate_limited' | 'bad_request' | 'network';
export type PublicCallResult<T = undefined> = { ok: true; value: T } | { ok: false; error: PublicCallError };

/** What the screens say for each failure. */
export const PUBLIC_CALL_MESSAGES: Record<PublicCallError, string> = {
  invalid_link: 'This link is not valid or has expired. Ask for a new one.',
  conflict: 'An account with this email address already exists. Sign in or reset your password.',
  rate_limited: 'Too many attempts. Please wait a while and try again.',
  bad_request: 'Check the form and try again.',
  network: 'We could not reach Tenderlens. Check your connection and try again.',
};

function errorOf(status: number): PublicCallError {
  if (status === 404 || status === 410) return 'invalid_link';
  if (status === 409) return 'conflict';
  if (status === 429) return 'rate_limited';
  if (status === 400) return 'bad_request';
  return 'network';
}

/** One public POST with a JSON body; `signsIn`: the answer set a session cookie (refresh the current user). */
export function usePublicPost<T = undefined>(path: string, options: { parse?: (json: unknown) => T; signsIn?: boolean } = {}) {
  const session = useTenderlensSession();
  const client = useClient();
  const [pending, setPending] = useState(false);
  const { parse, signsIn } = options;

  const send = useCallback(
    async (body: unknown): Promise<PublicCallResult<T>> => {
      setPending(true);
      try {
        const response = await session.fetch(`${session.apiBase}${path}`, {
          method: 'POST',
          credentials: 'include',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify(body),
        });
        if (!response.ok) return { ok: false, error: errorOf(response.status) };
        const json: unknown = response.status === 204 ? null : await response.json().catch(() => null);
        if (signsIn) {
          session.tokenStore.reset();
          await client.query(CurrentUserQuery, {}, { requestPolicy: 'network-only' }).toPromise();
        }
        return { ok: true, value: parse ? parse(json) : (undefined as T) };
      } catch {
        return { ok: false, error: 'network' };
      } finally {
        setPending(false);
      }
    },
    [client, parse, path, session, signsIn],
  );
  return { send, pending };
}

/** POST /api/users/create-account: a new Free company, its first user signed in. */
export function useSignUp() {
  const { send, pending } = usePublicPost('/api/users/create-account', { signsIn: true });
  const signUp = useCallback(
    (form: { firstName: string; lastName: string; companyName: string; email: string; password: string }) =>
      send({ first_name: form.firstName, last_name: form.lastName, company_name: form.companyName, email: form.email, password: form.password }),
    [send],
  );
  return { signUp, pending };
}

export function useVerifyEmail() {
  const { send, pending } = usePublicPost('/api/users/verify_email');
  return { verify: useCallback((token: string) => send({ token }), [send]), pending };
}

export function useRequestPasswordReset() {
  const { send, pending } = usePublicPost('/api/users/reset_password');
  return { request: useCallback((email: string) => send({ email }), [send]), pending };
}

export function useSetNewPassword() {
  const { send, pending } = usePublicPost('/api/users/reset_password/confirm');
  return { setPassword: useCallback((token: string, password: string) => send({ token, password }), [send]), pending };
}

const parseLookup = (json: unknown): InvitationLookup => InvitationLookupJsonSchema.parse(json);

export function useInvitationLookup() {
  const { send, pending } = usePublicPost<InvitationLookup>('/api/user_invitations/lookup', { parse: parseLookup });
  return { lookup: useCallback((token: string) => send({ token }), [send]), pending };
}

export function useAcceptInvitation() {
  const { send, pending } = usePublicPost('/api/user_invitations/accept', { signsIn: true });
  const accept = useCallback(
    (token: string, form: { firstName: string; lastName: string; password: string }) =>
      send({ token, first_name: form.firstName, last_name: form.lastName, password: form.password }),
    [send],
  );
  return { accept, pending };
}
