import { gql } from '@urql/core';

export type BidRecommendation = 'BID' | 'REVIEW' | 'NO_BID';
export type BidAnswerRating = 'positive' | 'neutral' | 'negative' | 'unknown';

export interface BidReportQuestionData {
  promptId: string;
  title: string;
  question: string;
  order: number;
  autoQualify: boolean;
  answer: string | null;
  evidence: string[];
  rating: BidAnswerRating | null;
  edited: boolean;
}

export interface BidReportData {
  __typename?: 'BidReport';
  id: string;
  opportunityId: string;
  opportunityName: string;
  status: 'pending' | 'generating' | 'complete' | 'failed';
  publicHash: string | null;
  recommendation: BidRecommendation | null;
  recommendationReason: string | null;
  questionGroups: { title: string; questions: BidReportQuestionData[] }[];
  factsUsed: string[];
  generator: string | null;
  error: string | null;
  createdAt: string;
}

export interface CreditsData {
  holderType: string;
  creditType: string;
  /** null: unlimited. */
  totalCredits: number | null;
  remainingCredits: number | null;
  period: 'lifetime' | 'month';
}

export const BidReportFieldsFragment = gql`
  fragment BidReportFields on BidReport {
    id
    opportunityId
    opportunityName
    status
    publicHash
    recommendation
    recommendationReason
    questionGroups {
      title
      questions {
        promptId
        title
        question
        order
        autoQualify
        answer
        evidence
        rating
        edited
      }
    }
    factsUsed
    generator
    error
    createdAt
  }
`;

export const BidReportQuery = gql<{ bidReport: BidReportData | null }, { opportunityId: string }>`
  query BidReport($opportunityId: ID!) {
    bidReport(opportunityId: $opportunityId) {
      ...BidReportFields
    }
  }
  ${BidReportFieldsFragment}
`;

export const BidReportsQuery = gql<{ bidReports: BidReportData[] }, Record<string, never>>`
  query BidReports {
    bidReports {
      ...BidReportFields
    }
  }
  ${BidReportFieldsFragment}
`;

export const RemainingCreditsQuery = gql<{ remainingCredits: CreditsData }, { creditType: string }>`
  query RemainingCredits($creditType: String!) {
    remainingCredits(creditType: $creditType) {
      holderType
      creditType
      totalCredits
      remainingCredits
      period
    }
  }
`;

export const CreateBidReportMutation = gql<{ createBidReport: BidReportData }, { opportunityId: string }>`
  mutation CreateBidReport($opportunityId: ID!) {
    createBidReport(opportunityId: $opportunityId) {
      ...BidReportFields
    }
  }
  ${BidReportFieldsFragment}
`;

export const UpdateBidReportAnswerMutation = gql<
  { updateBidReportAnswer: BidReportData },
  { id: string; promptId: string; answer: string }
>`
  mutation UpdateBidReportAnswer($id: ID!, $promptId: String!, $answer: String!) {
    updateBidReportAnswer(id: $id, promptId: $promptId, answer: $answer) {
      ...BidReportFields
    }
  }
  ${BidReportFieldsFragment}
`;

export const UpdateBidReportPublicityMutation = gql<
  { updateBidReportPublicity: BidReportData },
  { id: string; isPublic: boolean }
>`
  mutation UpdateBidReportPublicity($id: ID!, $isPublic: Boolean!) {
    updateBidReportPublicity(id: $id, isPublic: $isPublic) {
      ...BidReportFields
    }
  }
  ${BidReportFieldsFragment}
`;
