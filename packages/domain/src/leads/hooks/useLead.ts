import type { CombinedError } from '@urql/core';
import { useQuery } from 'urql';
import { CompanyUsersQuery } from '../graphql/queries/CompanyUsers';
import { LeadQuery } from '../graphql/queries/Lead';
import { LeadsByQualificationQuery } from '../graphql/queries/LeadsByQualification';
import { RecordWorkspaceQuery, type RecordWorkspace } from '../graphql/queries/RecordWorkspace';
import type { Lead, Qualification, TeamUser } from '../schemas/lead';

export interface QueryState<T> {
  data: T | undefined;
  fetching: boolean;
  error: CombinedError | undefined;
  refetch: () => void;
}

/** One lead (procurement stage) as the team sees it. */
export function useLead(id: string | null): QueryState<Lead> {
  const [result, refetch] = useQuery({ query: LeadQuery, variables: { id: id ?? '' }, pause: !id });
  return {
    data: result.data?.lead,
    fetching: result.fetching,
    error: result.error,
    refetch: () => refetch({ requestPolicy: 'network-only' }),
  };
}

/** The team's leads with one of `qualifications` (e.g. the hidden notices). */
export function useLeadsByQualification(
  qualifications: Qualification[],
  paging: { limit?: number; offset?: number } = {},
): QueryState<Lead[]> {
  const [result, refetch] = useQuery({
    query: LeadsByQualificationQuery,
    variables: { qualifications, ...paging },
  });
  return {
    data: result.data?.leadsByQualification,
    fetching: result.fetching,
    error: result.error,
    refetch: () => refetch({ requestPolicy: 'network-only' }),
  };
}

/** The caller's company users (assignee picker, mention picker). */
export function useCompanyUsers(): QueryState<TeamUser[]> {
  const [result, refetch] = useQuery({ query: CompanyUsersQuery, variables: {} });
  return {
    data: result.data?.companyUsers,
    fetching: result.fetching,
    error: result.error,
    refetch: () => refetch({ requestPolicy: 'network-only' }),
  };
}

/** Seen-by, leads and lists of a record. */
export function useRecordWorkspace(guid: string | null): QueryState<RecordWorkspace> {
  const [result, refetch] = useQuery({
    query: RecordWorkspaceQuery,
    variables: { guid: guid ?? '' },
    pause: !guid,
  });
  return {
    data: result.data?.recordWorkspace,
    fetching: result.fetching,
    error: result.error,
    refetch: () => refetch({ requestPolicy: 'network-only' }),
  };
}
