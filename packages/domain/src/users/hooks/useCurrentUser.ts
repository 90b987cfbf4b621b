import { useCallback, useMemo } from 'react';
import { useQuery } from 'urql';
import { safeParse } from 'valibot';
import { isUnauthenticatedError } from '../../lib/authErrors';
import { useOptionalTenderlensSession } from '../../client/session';
import { CurrentUserQuery } from '../graphql/queries/CurrentUser';
import { CurrentUserSchema, type CurrentUser } from '../schemas/currentUser';

export interface UseCurrentUserResult {
  /** Null while loading, when signed out, or on error. */
  user: CurrentUser | null;
  fetching: boolean;
  /** The query failed (network, GraphQL) or its answer did not match the schema. Never show its message. */
  error: Error | undefined;
  /** The session is gone (token endpoint or API answered 401): show the sign-in screen. */
  isSignedOut: boolean;
  /** Re-fetch from the network. */
  refetch: () => void;
}

export function useCurrentUser(): UseCurrentUserResult {
  const [result, reexecute] = useQuery({ query: CurrentUserQuery });
  const session = useOptionalTenderlensSession();
  const parsed = useMemo(
    () => (result.data ? safeParse(CurrentUserSchema, result.data.currentUser) : null),
    [result.data],
  );
  const refetch = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  const signedOut = isUnauthenticatedError(result.error) || (session?.tokenStore.isSignedOut() ?? false);
  return {
    user: parsed?.success && !signedOut ? parsed.output : null,
    fetching: result.fetching,
    error: signedOut ? undefined : (result.error ?? (parsed && !parsed.success ? new Error(`Unexpected current user: ${parsed.issues[0].message}`) : undefined)),
    isSignedOut: signedOut,
    refetch,
  };
}
