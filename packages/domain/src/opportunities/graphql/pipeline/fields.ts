import { gql } from '@urql/core';

export interface PipelineStage {
  id: string;
  name: string;
  color: string | null;
  iconName: string | null;
  transitionGroup: string | null;
}

export interface PipelineUser {
  id: string;
  name: string;
}

/** A row of the /opportunities table and a card of the board. */
export interface PipelineOpportunity {
  id: string;
  name: string;
  value: number | null;
  currency: string;
  stage: PipelineStage | null;
  assignedTo: PipelineUser | null;
  createdBy: PipelineUser | null;
  buyers: { id: string; name: string }[];
  closeDate: string | null;
  submissionDate: string | null;
  updatedAt: string;
}

export const PipelineOpportunityFragment = gql`
  fragment PipelineOpportunity on Opportunity {
    id
    name
    value
    currency
    stage {
      id
      name
      color
      iconName
      transitionGroup
    }
    assignedTo {
      id
      name
    }
    createdBy {
      id
      name
    }
    buyers {
      id
      name
    }
    closeDate
    submissionDate
    updatedAt
  }
`;

/** The opportunity page: the row's fields and the page's sections. */
export interface OpportunityDetail extends PipelineOpportunity {
  /** The opportunity's guid (its documents are attached by it). */
  guid: string;
  description: string | null;
  existingExpiryDate: string | null;
  clarificationDeadline: string | null;
  startDate: string | null;
  routeToMarket: string | null;
  buyerSummary: string | null;
  createdAt: string;
  links: { entityId: string; entityType: string; name: string; detail: string | null }[];
  buyerActivity: {
    guid: string;
    name: string;
    stage: string;
    buyerName: string;
    publishDate: string | null;
    closeDate: string | null;
    value: number | null;
    redacted: boolean;
  }[];
}

export const OpportunityDetailFragment = gql`
  fragment OpportunityDetail on Opportunity {
    ...PipelineOpportunity
    guid
    description
    existingExpiryDate
    clarificationDeadline
    startDate
    routeToMarket
    buyerSummary
    createdAt
    links {
      entityId
      entityType
      name
      detail
    }
    buyerActivity {
      guid
      name
      stage
      buyerName
      publishDate
      closeDate
      value
      redacted
    }
  }
  ${PipelineOpportunityFragment}
`;
