import { gql } from '@urql/core';
import { CommentFieldsFragment } from '../../../leads/graphql/fragments/LeadFields';
import type { Comment } from '../../../leads/schemas/lead';

/** The opportunity page's comments (edit and delete: the comments' own UpdateComment / DeleteComment). */
export const OpportunityCommentsQuery = gql<{ opportunityComments: Comment[] }, { opportunityId: string }>`
  query OpportunityComments($opportunityId: ID!) {
    opportunityComments(opportunityId: $opportunityId) {
      ...CommentFields
    }
  }
  ${CommentFieldsFragment}
`;

export const CreateOpportunityCommentMutation = gql<
  { createOpportunityComment: Comment },
  { opportunityId: string; content: string }
>`
  mutation CreateOpportunityComment($opportunityId: ID!, $content: String!) {
    createOpportunityComment(opportunityId: $opportunityId, content: $content) {
      ...CommentFields
    }
  }
  ${CommentFieldsFragment}
`;
