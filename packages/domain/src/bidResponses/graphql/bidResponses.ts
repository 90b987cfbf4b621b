import { gql } from '@urql/core';
import type { DocumentStatus } from '../../files/index';

export interface BidResponseUserData {
  __typename?: 'BidResponseUser';
  id: string;
  name: string;
}

export interface BidResponseChangeData {
  __typename?: 'BidResponseChange';
  id: string;
  response: string;
  createdAt: string;
  user: BidResponseUserData | null;
}

/** A bid response (spec 2§3 Bid response). */
export interface BidResponseData {
  __typename?: 'BidResponse';
  id: string;
  opportunityId: string;
  reference: string | null;
  title: string;
  section: string | null;
  description: string | null;
  weighting: number | null;
  formattingRequirements: string | null;
  response: string;
  stageId: string | null;
  assignee: BidResponseUserData | null;
  reviewer: BidResponseUserData | null;
  dueDate: string | null;
  source: { __typename?: 'BidResponseSourceFile'; id: string; fileName: string } | null;
  updatedAt: string;
}

/** A tender document uploaded to the opportunity; `processing` while its requirements are extracted. */
export interface BidResponseSourceData {
  __typename?: 'BidResponseSource';
  id: string;
  fileName: string;
  sizeBytes: number;
  status: DocumentStatus;
  error: string | null;
  responseCount: number;
  createdAt: string;
}

export interface BidResponseStageData {
  __typename?: 'BidResponseStage';
  id: string;
  name: string;
  color: string | null;
  order: number;
}

export interface BidResponsesData {
  __typename?: 'BidResponses';
  opportunityId: string;
  total: number;
  extracting: boolean;
  responses: BidResponseData[];
  sources: BidResponseSourceData[];
  stages: BidResponseStageData[];
}

export const BidResponsesQuery = gql<{ bidResponses: BidResponsesData }, { opportunityId: string }>`
  query BidResponses($opportunityId: ID!) {
    bidResponses(opportunityId: $opportunityId) {
      opportunityId total extracting
      responses { id opportunityId reference title section description weighting formattingRequirements response stageId assignee { id name } reviewer { id name } dueDate source { id fileName } updatedAt }
      sources { id fileName sizeBytes status error responseCount createdAt }
      stages { id name color order }
    }
  }
`;

export const BidResponseQuery = gql<{ bidResponse: BidResponseData & { changes: BidResponseChangeData[] } }, { id: string }>`
  query BidResponse($id: ID!) {
    bidResponse(id: $id) { id opportunityId reference title section description weighting formattingRequirements response stageId assignee { id name } reviewer { id name } dueDate source { id fileName } updatedAt changes { id response createdAt user { id name } } }
  }
`;

export interface BidResponseInput {
  reference?: string | null;
  title?: string;
  section?: string | null;
  description?: string | null;
  weighting?: number | null;
  formattingRequirements?: string | null;
  response?: string;
  stageId?: string | null;
  assigneeId?: string | null;
  reviewerId?: string | null;
  dueDate?: string | null;
}

export const UpdateBidResponseMutation = gql<{ updateBidResponse: BidResponseData & { changes: BidResponseChangeData[] } }, { id: string; input: BidResponseInput }>`
  mutation UpdateBidResponse($id: ID!, $input: BidResponseInput!) {
    updateBidResponse(id: $id, input: $input) { id opportunityId reference title section description weighting formattingRequirements response stageId assignee { id name } reviewer { id name } dueDate source { id fileName } updatedAt changes { id response createdAt user { id name } } }
  }
`;

export const CreateBidResponseMutation = gql<{ createBidResponse: BidResponseData }, { opportunityId: string; input: BidResponseInput & { title: string } }>`
  mutation CreateBidResponse($opportunityId: ID!, $input: BidResponseInput!) {
    createBidResponse(opportunityId: $opportunityId, input: $input) { id opportunityId reference title section description weighting formattingRequirements response stageId assignee { id name } reviewer { id name } dueDate source { id fileName } updatedAt }
  }
`;

export const DeleteBidResponseMutation = gql<{ deleteBidResponse: string }, { id: string }>`
  mutation DeleteBidResponse($id: ID!) { deleteBidResponse(id: $id) }
`;

export const ExtractBidResponsesMutation = gql<{ extractBidResponses: BidResponseSourceData }, { sourceId: string }>`
  mutation ExtractBidResponses($sourceId: ID!) { extractBidResponses(sourceId: $sourceId) { id fileName sizeBytes status error responseCount createdAt } }
`;

export interface BidResponseProgressData {
  __typename?: 'BidResponseProgress';
  opportunityId: string;
  total: number;
  complete: number;
}

export const BidResponseProgressQuery = gql<{ bidResponseProgress: BidResponseProgressData[] }, { opportunityIds: string[] }>`
  query BidResponseProgress($opportunityIds: [ID!]!) {
    bidResponseProgress(opportunityIds: $opportunityIds) { opportunityId total complete }
  }
`;
