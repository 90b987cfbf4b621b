import { useEffect, useMemo, useRef } from 'react';
import { CombinedError } from '@urql/core';
import { useMutation, useQuery } from 'urql';
import { HomeQuery } from '../graphql/queries/Home';
import { RecordHomeVisitMutation } from '../graphql/mutations/RecordHomeVisit';
import { HomeSchema, type Home } from '../schemas/home';

export interface UseHomeResult {
  home: Home | null;
  fetching: boolean;
  error: CombinedError | undefined;
  refetch(): void;
}

/**
 * Home's cards (one query) and, once per mount, the visit recorded on the server. The server derives
 * "new since" the same way before and after the visit is recorded, so the two may run in any order.
 * What the cache hands back is parsed with HomeSchema (lock and activity kinds are closed sets): an answer
 * outside the schema is an error, never half a page.
 */
export function useHome(): UseHomeResult {
  const [result, reexecute] = useQuery({ query: HomeQuery, requestPolicy: 'cache-and-network' });
  const [, recordVisit] = useMutation(RecordHomeVisitMutation);
  const recorded = useRef(false);
  useEffect(() => {
    if (recorded.current) return;
    recorded.current = true;
    void recordVisit({});
  }, [recordVisit]);
  const parsed = useMemo(() => (result.data ? HomeSchema.safeParse(result.data.home) : null), [result.data]);
  const parseError = parsed && !parsed.success ? new CombinedError({ graphQLErrors: ['Home answered in an unexpected shape'] }) : undefined;
  return {
    home: parsed?.success ? parsed.data : null,
    fetching: result.fetching && !result.data,
    error: result.error ?? parseError,
    refetch: () => reexecute({ requestPolicy: 'network-only' }),
  };
}
