import { gql, type TypedDocumentNode } from '@urql/core';
import type { SignalJson } from '../../../signals/graphql/fragments/SignalSettingsFields';
import type { SpendSource } from '../../../spend/rules/index';

/** Spec 2§3 "Spend stats", computed from contract awards (docs/decisions/0015-supplier-spend.md). */
export interface SupplierSpendData {
  totalValue: number;
  totalAwarded: number;
  avgContractValue: number | null;
  percentToSmes: number | null;
}

export interface SupplierRowData {
  id: string;
  guid: string;
  name: string;
  country: string | null;
  countryCode: string | null;
  isSme: boolean | null;
  awardsCount: number;
  expiriesCount: number;
  latestActivity: string | null;
  frameworkLots: number;
  frameworkCallOffs: number;
  frameworkLastActivity: string | null;
  /** The framework holding most of the supplier's call-offs: the call-offs count links to it. */
  callOffFrameworkGuid: string | null;
  /** Contract-award value in the search's scope; null without the SPEND data type (the server redacts it). */
  spend: SupplierSpendData | null;
  /** Where `spend` comes from: 'invoiced' (payment files, decision 0046) or 'awarded' (award values, 0015); null with `spend`. */
  spendSource: SpendSource | null;
  signals: SignalJson[];
}

export interface SupplierSearchInput {
  text?: string;
  sort?: 'name' | 'awards_count' | 'expiries_count' | 'latest_activity';
  sortOrder?: 'asc' | 'desc';
  limit?: number;
  offset?: number;
  signals?: string[];
  buyerListIds?: string[];
  buyerGuids?: string[];
  /** Buyer types (buyer category ids). */
  buyerCategoryIds?: string[];
  supplierGuids?: string[];
  isSme?: boolean;
  countryCodes?: string[];
}

export interface SuppliersQueryData {
  suppliers: {
    totalResults: number;
    sort: string;
    sortOrder: string;
    nextOffset: number | null;
    results: SupplierRowData[];
  };
}

/** The suppliers table (spec 1§2 screen 14; POST /api/suppliers over GraphQL). */
export const SuppliersQuery: TypedDocumentNode<SuppliersQueryData, { request: SupplierSearchInput }> = gql`
  query Suppliers($request: SupplierSearchInput) {
    suppliers(request: $request) {
      totalResults
      sort
      sortOrder
      nextOffset
      results {
        id
        guid
        name
        country
        countryCode
        isSme
        awardsCount
        expiriesCount
        latestActivity
        frameworkLots
        frameworkCallOffs
        frameworkLastActivity
        callOffFrameworkGuid
        spend {
          totalValue
          totalAwarded
          avgContractValue
          percentToSmes
        }
        spendSource
        signals {
          id
          name
          category
          colour
        }
      }
    }
  }
`;
