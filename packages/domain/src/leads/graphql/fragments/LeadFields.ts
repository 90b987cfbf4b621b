import { gql } from '@urql/core';

/** Everything the lead cache holds (spec 1§3 "Client cache": hidden_date, qualification, assignee, comment_count). */
export const LeadFieldsFragment = gql`
  fragment LeadFields on Lead {
    id
    stage
    recordGuid
    recordTitle
    noticeStage
    qualification
    procurementStageQualification {
      id
      qualification
      qualifiedById
      contextSource
      score
      signalTypes
      createdAt
      updatedAt
    }
    hiddenDate
    assignee {
      id
      guid
      email
      firstName
      lastName
      active
    }
    commentCount
  }
`;

export const CommentFieldsFragment = gql`
  fragment CommentFields on Comment {
    id
    procurementStageId
    content
    author {
      guid
      firstName
      lastName
    }
    createdAt
    lastEditedAt
    deletedAt
  }
`;
