import { useCallback } from 'react';
import { useMutation, useQuery } from 'urql';
import { useCommentEdits } from './useCommentEdits';
import { toOutcome } from '../../notifications/hooks/mutationOutcome';
import { CreateCommentMutation } from '../graphql/mutations/CreateComment';
import { CommentsQuery } from '../graphql/queries/Comments';

/** A lead's comments (oldest first) and the create / edit / delete actions; the count moves by one at once. */
export function useComments(procurementStageId: string | null) {
  const [result, refetch] = useQuery({
    query: CommentsQuery,
    variables: { procurementStageId: procurementStageId ?? '' },
    pause: !procurementStageId,
  });
  const [createState, create] = useMutation(CreateCommentMutation);
  const { editComment, deleteComment } = useCommentEdits();
  const addComment = useCallback(
    async (content: string) => {
      if (!procurementStageId || !content.trim()) return { ok: false as const, error: null };
      return toOutcome(await create({ procurementStageId, content: content.trim() }));
    },
    [create, procurementStageId],
  );
  return {
    comments: result.data?.comments,
    fetching: result.fetching,
    error: result.error,
    refetch: () => refetch({ requestPolicy: 'network-only' }),
    addComment,
    editComment,
    deleteComment,
    saving: createState.fetching,
  };
}
