import { gql } from '@urql/core';
import type { Comment } from '../../schemas/lead';
import { CommentFieldsFragment } from '../fragments/LeadFields';

export const CreateCommentMutation = gql<
  { createComment: Comment },
  { procurementStageId: string; content: string }
>`
  mutation CreateComment($procurementStageId: ID!, $content: String!) {
    createComment(procurementStageId: $procurementStageId, content: $content) {
      ...CommentFields
    }
  }
  ${CommentFieldsFragment}
`;
