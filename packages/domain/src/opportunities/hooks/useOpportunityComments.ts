import { useCallback } from 'react';
import { useMutation, useQuery } from 'urql';
import { useCommentEdits } from '../../leads/hooks/useCommentEdits';
import { toOutcome } from '../../notifications/hooks/mutationOutcome';
import { CreateOpportunityCommentMutation, OpportunityCommentsQuery } from '../graphql/pipeline/comments';

/** An opportunity's comments (oldest first) with create / edit / delete: the same shape as a lead's `useComments`. */
export function useOpportunityComments(opportunityId: string) {
  const [result, refetch] = useQuery({ query: OpportunityCommentsQuery, variables: { opportunityId } });
  const [createState, create] = useMutation(CreateOpportunityCommentMutation);
  const { editComment, deleteComment } = useCommentEdits();
  const addComment = useCallback(
    async (content: string) => {
      if (!content.trim()) return { ok: false as const, error: null };
      return toOutcome(await create({ opportunityId, content: content.trim() }));
    },
    [create, opportunityId],
  );
  return {
    comments: result.data?.opportunityComments,
    fetching: result.fetching,
    error: result.error,
    refetch: () => refetch({ requestPolicy: 'network-only' }),
    addComment,
    editComment,
    deleteComment,
    saving: createState.fetching,
  };
}
