import { gql } from '@urql/core';
import type { Comment } from '../../schemas/lead';
import { CommentFieldsFragment } from '../fragments/LeadFields';

export const DeleteCommentMutation = gql<{ deleteComment: Comment }, { id: string }>`
  mutation DeleteComment($id: ID!) {
    deleteComment(id: $id) {
      ...CommentFields
    }
  }
  ${CommentFieldsFragment}
`;
