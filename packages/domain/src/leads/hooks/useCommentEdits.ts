import { useCallback } from 'react';
import { useMutation } from 'urql';
import { toOutcome } from '../../notifications/hooks/mutationOutcome';
import { DeleteCommentMutation } from '../graphql/mutations/DeleteComment';
import { UpdateCommentMutation } from '../graphql/mutations/UpdateComment';

/** Editing and deleting a comment: the same operations for a lead's and an opportunity's comments. */
export function useCommentEdits() {
  const [, update] = useMutation(UpdateCommentMutation);
  const [, remove] = useMutation(DeleteCommentMutation);
  const editComment = useCallback(
    async (id: string, content: string) => toOutcome(await update({ id, content: content.trim() })),
    [update],
  );
  const deleteComment = useCallback(async (id: string) => toOutcome(await remove({ id })), [remove]);
  return { editComment, deleteComment };
}
