import { useCallback } from 'react';
import { useMutation, useQuery } from 'urql';
import { toOutcome } from '../../notifications/hooks/mutationOutcome';
import type { QueryState } from '../../leads/hooks/useLead';
import type { RecordDetail } from '../graphql/fragments/RecordDetailFields';
import { UnlockAwardMutation } from '../graphql/mutations/UnlockAward';
import { RecordQuery } from '../graphql/queries/Record';

/** The record page / preview read; `data` null when the record does not exist ('No data found for this record.'). */
export function useRecord(guid: string | null): QueryState<RecordDetail | null> {
  const [result, refetch] = useQuery({ query: RecordQuery, variables: { guid: guid ?? '' }, pause: !guid });
  return {
    data: result.data === undefined ? undefined : result.data.record,
    fetching: result.fetching,
    error: result.error,
    refetch: () => refetch({ requestPolicy: 'network-only' }),
  };
}

/** The Free plan's contract award unlock; the record in the cache shows its awards at once after. */
export function useUnlockAward() {
  const [state, execute] = useMutation(UnlockAwardMutation);
  const unlock = useCallback(async (guid: string) => toOutcome(await execute({ guid })), [execute]);
  return { unlock, fetching: state.fetching };
}
