import type { CombinedError } from '@urql/core';

/** True when a GraphQL result failed because the caller is not signed in (HTTP 401 or code UNAUTHENTICATED). */
export function isUnauthenticatedError(error: CombinedError | undefined | null): boolean {
  if (!error) return false;
  const status = (error.response as { status?: unknown } | undefined)?.status;
  if (status === 401) return true;
  return error.graphQLErrors.some((graphQLError) => {
    const code = graphQLError.extensions?.['code'];
    return typeof code === 'string' && code.toUpperCase() === 'UNAUTHENTICATED';
  });
}
