import { gql } from '@urql/core';

export interface HomeVisit {
  lastVisitAt: string;
  previousVisitAt: string | null;
}

/** Records the visit to Home (server-side), so the next visit says what is new since this one. */
export const RecordHomeVisitMutation = gql<{ recordHomeVisit: HomeVisit }, Record<string, never>>`
  mutation RecordHomeVisit {
    recordHomeVisit {
      lastVisitAt
      previousVisitAt
    }
  }
`;
