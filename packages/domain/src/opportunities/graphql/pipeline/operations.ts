import { gql } from '@urql/core';
import {
  OpportunityDetailFragment,
  PipelineOpportunityFragment,
  type OpportunityDetail,
  type PipelineOpportunity,
} from './fields';

export interface PipelineSearch {
  text?: string;
  stageIds?: string[];
  assigneeIds?: string[];
  unassigned?: boolean;
  filterBuyerIds?: string[];
  closeDateFrom?: string | null;
  closeDateTo?: string | null;
  sort?: string | null;
  sortOrder?: 'asc' | 'desc';
  limit?: number;
  offset?: number;
}

export interface PipelineData {
  opportunities: {
    results: PipelineOpportunity[];
    total: number;
    stageCounts: { stageId: string | null; count: number }[];
  };
}

export const OpportunityPipelineQuery = gql<PipelineData, { search: PipelineSearch }>`
  query OpportunityPipeline($search: OpportunitySearchInput) {
    opportunities(search: $search) {
      results {
        ...PipelineOpportunity
      }
      total
      stageCounts {
        stageId
        count
      }
    }
  }
  ${PipelineOpportunityFragment}
`;

export const OpportunityQuery = gql<{ opportunity: OpportunityDetail | null }, { id: string }>`
  query Opportunity($id: ID!) {
    opportunity(id: $id) {
      ...OpportunityDetail
    }
  }
  ${OpportunityDetailFragment}
`;

export interface OpportunityUpdateInput {
  name?: string;
  description?: string | null;
  stageId?: string;
  value?: number | null;
  assignedToId?: string | null;
  closeDate?: string | null;
  existingExpiryDate?: string | null;
  submissionDate?: string | null;
  clarificationDeadline?: string | null;
  startDate?: string | null;
  routeToMarket?: string | null;
}

export const UpdateOpportunityMutation = gql<
  { updateOpportunity: OpportunityDetail },
  { id: string; input: OpportunityUpdateInput }
>`
  mutation UpdateOpportunity($id: ID!, $input: OpportunityUpdateInput!) {
    updateOpportunity(id: $id, input: $input) {
      ...OpportunityDetail
    }
  }
  ${OpportunityDetailFragment}
`;

export const DeleteOpportunityMutation = gql<{ deleteOpportunity: string }, { id: string }>`
  mutation DeleteOpportunity($id: ID!) {
    deleteOpportunity(id: $id)
  }
`;

export const BulkUpdateOpportunityStageMutation = gql<
  { bulkUpdateOpportunityStage: PipelineOpportunity[] },
  { ids: string[]; stageId: string }
>`
  mutation BulkUpdateOpportunityStage($ids: [ID!]!, $stageId: ID!) {
    bulkUpdateOpportunityStage(ids: $ids, stageId: $stageId) {
      ...PipelineOpportunity
    }
  }
  ${PipelineOpportunityFragment}
`;

export const BulkAssignOpportunitiesMutation = gql<
  { bulkAssignOpportunities: PipelineOpportunity[] },
  { ids: string[]; assignedToId: string | null }
>`
  mutation BulkAssignOpportunities($ids: [ID!]!, $assignedToId: ID) {
    bulkAssignOpportunities(ids: $ids, assignedToId: $assignedToId) {
      ...PipelineOpportunity
    }
  }
  ${PipelineOpportunityFragment}
`;

export const RegenerateBuyerSummaryMutation = gql<{ regenerateBuyerSummary: OpportunityDetail }, { id: string }>`
  mutation RegenerateBuyerSummary($id: ID!) {
    regenerateBuyerSummary(id: $id) {
      ...OpportunityDetail
    }
  }
  ${OpportunityDetailFragment}
`;
