import { gql } from '@urql/core';
import type { Comment } from '../../schemas/lead';
import { CommentFieldsFragment } from '../fragments/LeadFields';

export const UpdateCommentMutation = gql<{ updateComment: Comment }, { id: string; content: string }>`
  mutation UpdateComment($id: ID!, $content: String!) {
    updateComment(id: $id, content: $content) {
      ...CommentFields
    }
  }
  ${CommentFieldsFragment}
`;
