import { useCallback, useState } from 'react';
import { useClient } from 'urql';
import { useTenderlensSession } from '../../client/session';
import { CurrentUserQuery } from '../../users/graphql/queries/CurrentUser';
import type { CurrentUser } from '../../users/schemas/currentUser';
import { LOGIN_ERROR_MESSAGES, login as loginCall, type LoginErrorCode, type LoginResult } from '../login';

export interface UseLoginOptions {
  /** Called after a successful sign-in, once the current user has been re-fetched. */
  onSuccess?: (user: CurrentUser | null) => void;
}

export interface UseLoginResult {
  login: (email: string, password: string) => Promise<LoginResult>;
  pending: boolean;
  error: LoginErrorCode | null;
  /** Text for the form, from LOGIN_ERROR_MESSAGES. */
  errorMessage: string | null;
}

/** Sign in with the client's session (apiBase, token store). Needs a client from createTenderlensClient. */
export function useLogin(options: UseLoginOptions = {}): UseLoginResult {
  const session = useTenderlensSession();
  const client = useClient();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<LoginErrorCode | null>(null);
  const { onSuccess } = options;

  const login = useCallback(
    async (email: string, password: string) => {
      setPending(true);
      setError(null);
      try {
        const result = await loginCall(email, password, {
          apiBase: session.apiBase,
          fetch: session.fetch,
          tokenStore: session.tokenStore,
        });
        if (!result.ok) {
          setError(result.error);
          return result;
        }
        // Components already showing "signed out" hold the old CurrentUser result: refresh it.
        await client.query(CurrentUserQuery, {}, { requestPolicy: 'network-only' }).toPromise();
        onSuccess?.(result.user);
        return result;
      } finally {
        setPending(false);
      }
    },
    [client, onSuccess, session],
  );

  return { login, pending, error, errorMessage: error ? LOGIN_ERROR_MESSAGES[error] : null };
}
