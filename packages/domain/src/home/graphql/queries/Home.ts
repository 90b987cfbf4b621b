import { gql } from '@urql/core';
import type { Home } from '../../schemas/home';

const HomeNoticeCardFieldsFragment = gql`
  fragment HomeNoticeCardFields on HomeNoticeCard {
    lock
    total
    totalIsEstimate
    noticeFilters
    items {
      guid
      name
      buyerName
      stage
      date
      relevanceScore
    }
  }
`;

/** Home (`/`): what is new for the signed-in user. */
export const HomeQuery = gql<{ home: Home }, Record<string, never>>`
  query Home {
    home {
      since
      hasSignals
      hasBuyerLists
      newNotices {
        ...HomeNoticeCardFields
      }
      closingLeads {
        ...HomeNoticeCardFields
      }
      expiringContracts {
        ...HomeNoticeCardFields
      }
      teamActivity {
        lock
        items {
          id
          kind
          at
          actorName
          assigneeName
          commentText
          recordGuid
          recordName
        }
      }
      alerts {
        lock
        total
        items {
          id
          name
          frequency
          disabled
          destinationType
        }
      }
    }
  }
  ${HomeNoticeCardFieldsFragment}
`;
