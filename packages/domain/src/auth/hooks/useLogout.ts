import { useCallback, useState } from 'react';
import { useTenderlensSession } from '../../client/session';
import { logout as logoutCall } from '../login';

export interface UseLogoutOptions {
  /**
   * Provided by the app: drop every cached record of the signed-out user, typically by creating a
   * new client with createTenderlensClient() and passing it to urql's <Provider>.
   */
  resetClient: () => void;
}

export interface UseLogoutResult {
  logout: () => Promise<void>;
  pending: boolean;
}

/** Sign out: tell the server, clear the token store, then let the app reset the urql client (cache). */
export function useLogout({ resetClient }: UseLogoutOptions): UseLogoutResult {
  const session = useTenderlensSession();
  const [pending, setPending] = useState(false);
  const logout = useCallback(async () => {
    setPending(true);
    try {
      await logoutCall({ apiBase: session.apiBase, fetch: session.fetch, tokenStore: session.tokenStore });
    } finally {
      setPending(false);
      resetClient();
    }
  }, [resetClient, session]);
  return { logout, pending };
}
