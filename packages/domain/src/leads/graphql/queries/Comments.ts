import { gql } from '@urql/core';
import type { Comment } from '../../schemas/lead';
import { CommentFieldsFragment } from '../fragments/LeadFields';

export const CommentsQuery = gql<{ comments: Comment[] }, { procurementStageId: string }>`
  query Comments($procurementStageId: ID!) {
    comments(procurementStageId: $procurementStageId) {
      ...CommentFields
    }
  }
  ${CommentFieldsFragment}
`;
