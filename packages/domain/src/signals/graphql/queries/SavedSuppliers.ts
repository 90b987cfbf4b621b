import { gql, type TypedDocumentNode } from '@urql/core';

export interface SavedSuppliersQueryData {
  savedSuppliers: { competitorGuids: string[]; partnerGuids: string[] };
}

/** The team's saved supplier sets (spec 1§3 "Saved supplier sets"). */
export const SavedSuppliersQuery: TypedDocumentNode<SavedSuppliersQueryData, Record<string, never>> = gql`
  query SavedSuppliers {
    savedSuppliers {
      competitorGuids
      partnerGuids
    }
  }
`;
