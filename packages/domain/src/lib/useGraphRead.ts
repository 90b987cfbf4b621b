/**
 * A GraphQL read through the normalised cache with the same shape as a REST read (`RestRead`):
 * `data` mapped from the query's answer, `fetching` while there is no answer for these variables,
 * `error`, and `refetch` (network only). Screens that moved from REST keep their code.
 */
import type { AnyVariables, TypedDocumentNode } from '@urql/core';
import { useCallback, useMemo } from 'react';
import { useQuery } from 'urql';
import type { RestRead } from '../organisations/hooks/useRestRead';

export function useGraphRead<Data, Variables extends AnyVariables, T>(
  query: TypedDocumentNode<Data, Variables>,
  variables: Variables,
  map: (data: Data) => T,
  pause: boolean,
): RestRead<T> {
  const [result, reexecute] = useQuery<Data, Variables>({ query, variables, pause });
  const refetch = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  const raw = result.data;
  const data = useMemo(() => (raw === undefined ? undefined : map(raw)), [raw, map]);
  return {
    data,
    fetching: !pause && (result.fetching || (raw === undefined && !result.error)),
    error: result.error,
    refetch,
  };
}
