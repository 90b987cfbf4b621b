import { gql } from '@urql/core';
import { LeadFieldsFragment } from '../../../leads/graphql/fragments/LeadFields';
import type { Lead } from '../../../leads/schemas/lead';

export interface NoticeRowData {
  __typename?: 'Notice';
  id: string;
  guid: string;
  name: string;
  description: string | null;
  stage: string;
  value: number | null;
  currency: string | null;
  publishDate: string | null;
  closeDate: string | null;
  awardDate: string | null;
  expiryDate: string | null;
  /** Contract start (awards and contracts, else lots); null when redacted. */
  startDate: string | null;
  addedAt: string;
  country: string | null;
  countryCode: string | null;
  canonicalUrlPath: string;
  relevanceScore: number;
  qualification: string;
  hiddenDate: string | null;
  commentCount: number;
  isFramework: boolean;
  /** Portals that also published this procurement: the row stands for its duplicate group. */
  alsoPublishedOn: string[];
  redacted: boolean;
  lists: string[];
  buyer: { id: string; guid: string; name: string } | null;
  buyers: { id: string; guid: string; name: string }[];
  suppliers: { id: string; guid: string; name: string }[];
  /** An awarded supplier is an SME (true), none is (false), unknown (null; also when redacted). */
  isSme: boolean | null;
  /** Categories (buyer types) of the notice's buyers. */
  buyerCategories: { __typename?: 'NoticeBuyerCategory'; id: string; name: string }[];
  /** The user's buyer lists holding one of the notice's buyers (never another company's). */
  buyerLists: { __typename?: 'NoticeBuyerList'; id: string; name: string }[];
  cpvCodes: { code: string; name: string; dimensionCode: string }[];
  signals: { id: string; name: string; category: string; colour: string }[];
  assignee: { guid: string; firstName: string; lastName: string } | null;
  procurementStage: { id: string; stage: string } | null;
  /**
   * The team's lead of the notice's current stage: a `Lead` entity (keyed by the procurement stage
   * id), so hide/restore, assign and comments update the row through the cache. Read the lead
   * cells (hidden, assignee, comment count, qualification) from here.
   */
  lead: Lead | null;
}

export interface NoticesQueryData {
  notices: {
    totalResults: number;
    totalIsEstimate: boolean;
    offset: number;
    limit: number;
    nextOffset: number | null;
    results: NoticeRowData[];
    facets: {
      sampled: boolean;
      stage: { key: string; count: number }[];
      countryCode: { key: string; count: number }[];
      cpvDivision: { key: string; count: number }[];
    };
  };
}

/** The notices page: one page of results, with the team's lead data and signal matches per row. */
export const NoticesQuery = gql<NoticesQueryData, { filter: Record<string, unknown> }>`
  query Notices($filter: NoticeSearchInput) {
    notices(filter: $filter) {
      totalResults
      totalIsEstimate
      offset
      limit
      nextOffset
      results {
        id
        guid
        name
        description
        stage
        value
        currency
        publishDate
        closeDate
        awardDate
        expiryDate
        startDate
        addedAt
        country
        countryCode
        canonicalUrlPath
        relevanceScore
        qualification
        hiddenDate
        commentCount
        isFramework
        alsoPublishedOn
        redacted
        lists
        buyer {
          id
          guid
          name
        }
        buyers {
          id
          guid
          name
        }
        suppliers {
          id
          guid
          name
        }
        isSme
        buyerCategories {
          id
          name
        }
        buyerLists {
          id
          name
        }
        cpvCodes {
          code
          name
          dimensionCode
        }
        signals {
          id
          name
          category
          colour
        }
        assignee {
          guid
          firstName
          lastName
        }
        procurementStage {
          id
          stage
        }
        lead {
          ...LeadFields
        }
      }
      facets {
        sampled
        stage {
          key
          count
        }
        countryCode {
          key
          count
        }
        cpvDivision {
          key
          count
        }
      }
    }
  }
  ${LeadFieldsFragment}
`;
