import { createContext, useContext } from 'react';

/** Starts a fresh urql client (empty cache) — after sign-in and sign-out, so no user's data outlives their session. */
export const ResetSessionContext = createContext<() => void>(() => undefined);

export function useResetSession(): () => void {
  return useContext(ResetSessionContext);
}
