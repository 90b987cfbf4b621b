import type { Cache, OptimisticMutationConfig, Variables } from '@urql/exchange-graphcache';
import { gql } from '@urql/core';
import { LeadFieldsFragment } from '../graphql/fragments/LeadFields';
import { isHidden } from '../rules/qualification';
import type { Lead, Qualification, TeamUser } from '../schemas/lead';

const TeamUserFieldsFragment = gql`
  fragment TeamUserFields on TeamUser {
    id
    guid
    email
    firstName
    lastName
    active
  }
`;

const readLead = (cache: Cache, id: string) =>
  cache.readFragment(LeadFieldsFragment, { __typename: 'Lead', id }) as Lead | null;

let optimisticCommentId = 0;

/**
 * Hide/restore, assign and commenting show at once (spec 1§4 lead cache): hide sets hiddenDate,
 * restore clears it, assign sets the assignee, a new comment moves the count by one. A lead the
 * cache does not hold gets no optimistic answer (the server's answer fills it).
 */
export const leadOptimistic: OptimisticMutationConfig = {
  createQualification(args: Variables, cache) {
    const input = (args['input'] ?? {}) as { procurementStageId?: string; qualification?: Qualification };
    const lead = input.procurementStageId ? readLead(cache, String(input.procurementStageId)) : null;
    if (!lead || !input.qualification) return null;
    const now = new Date().toISOString();
    return {
      __typename: 'CreateQualificationResult',
      assigneeId: lead.assignee?.id ?? null,
      lead: {
        ...lead,
        __typename: 'Lead',
        qualification: input.qualification,
        hiddenDate: isHidden(input.qualification) ? (lead.hiddenDate ?? now) : null,
      },
    };
  },
  deleteQualification(args: Variables, cache) {
    const lead = readLead(cache, String(args['procurementStageId']));
    if (!lead) return null;
    return {
      ...lead,
      __typename: 'Lead',
      qualification: 'unqualified',
      procurementStageQualification: null,
      hiddenDate: null,
    };
  },
  assignLead(args: Variables, cache) {
    const lead = readLead(cache, String(args['procurementStageId']));
    if (!lead) return null;
    const guid = typeof args['userGuid'] === 'string' ? args['userGuid'] : null;
    if (!guid) return { ...lead, __typename: 'Lead', assignee: null };
    const user = cache.readFragment(TeamUserFieldsFragment, {
      __typename: 'TeamUser',
      guid,
    }) as TeamUser | null;
    if (!user) return null;
    return { ...lead, __typename: 'Lead', assignee: { ...user, __typename: 'TeamUser' } };
  },
  createComment(args: Variables) {
    optimisticCommentId += 1;
    return {
      __typename: 'Comment',
      id: `optimistic-${optimisticCommentId}`,
      procurementStageId: String(args['procurementStageId']),
      content: String(args['content'] ?? ''),
      author: null,
      createdAt: new Date().toISOString(),
      lastEditedAt: null,
      deletedAt: null,
    };
  },
};
