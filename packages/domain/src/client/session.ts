import { useClient, type Client } from 'urql';
import type { ApiFetch } from '../api/apiFetch';
import type { TokenStore } from '../auth/tokenStore';

/** What a Tenderlens urql client shares with the REST helpers: one token store, one base URL. */
export interface TenderlensSession {
  apiBase: string;
  /** Resolved fetch (looked up per call when none was given). */
  fetch: typeof fetch;
  tokenStore: TokenStore;
  apiFetch: ApiFetch;
}

const sessions = new WeakMap<Client, TenderlensSession>();

export function registerSession(client: Client, session: TenderlensSession): void {
  sessions.set(client, session);
}

/** The session of a client made by `createTenderlensClient`. */
export function getTenderlensSession(client: Client): TenderlensSession {
  const session = sessions.get(client);
  if (!session) {
    throw new Error('This urql client was not created by createTenderlensClient(); REST and auth hooks need one.');
  }
  return session;
}

/** The session of the client in urql's `<Provider>`. */
export function useTenderlensSession(): TenderlensSession {
  return getTenderlensSession(useClient());
}

/** Like `useTenderlensSession`, but null when the client in context is not a Tenderlens client. */
export function useOptionalTenderlensSession(): TenderlensSession | null {
  return sessions.get(useClient()) ?? null;
}
