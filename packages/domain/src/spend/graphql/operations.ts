import { gql } from '@urql/core';

export interface SpendBuyerData {
  __typename?: 'SpendBuyer';
  guid: string;
  name: string;
  totalValue: number;
  payments: number;
  synthetic: boolean;
}

export interface SpendBuyersQueryData {
  spendBuyers: SpendBuyerData[];
}

export const SpendBuyersQuery = gql<SpendBuyersQueryData, Record<string, never>>`
  query SpendBuyers {
    spendBuyers {
      guid
      name
      totalValue
      payments
      synthetic
    }
  }
`;

/** The `SpendSearchRequest` input. */
export interface SpendSearchInput {
  buyerGuids?: string[];
  supplierGuids?: string[];
  from?: string;
  to?: string;
  interval?: string;
  top?: number;
}

export interface SpendOverviewData {
  __typename?: 'SpendOverview';
  stats: { __typename?: 'InvoicedSpendStats'; totalValue: number; totalAwarded: number; avgContractValue: number | null; percentToSmes: number | null };
  overTime: { __typename?: 'SpendPeriod'; period: string; totalValue: number; payments: number }[];
  topSuppliers: { __typename?: 'SpendSupplierTotal'; guid: string | null; name: string; isSme: boolean | null; totalValue: number; payments: number }[];
  byBuyer: { __typename?: 'SpendBuyerTotal'; guid: string; name: string; totalValue: number; payments: number }[];
  synthetic: boolean;
  firstPayment: string | null;
  lastPayment: string | null;
  interval: string;
}

export interface SpendOverviewQueryData {
  spendOverview: SpendOverviewData;
}

export const SpendOverviewQuery = gql<SpendOverviewQueryData, { request: SpendSearchInput }>`
  query SpendOverview($request: SpendSearchRequest!) {
    spendOverview(request: $request) {
      stats {
        totalValue
        totalAwarded
        avgContractValue
        percentToSmes
      }
      overTime {
        period
        totalValue
        payments
      }
      topSuppliers {
        guid
        name
        isSme
        totalValue
        payments
      }
      byBuyer {
        guid
        name
        totalValue
        payments
      }
      synthetic
      firstPayment
      lastPayment
      interval
    }
  }
`;
