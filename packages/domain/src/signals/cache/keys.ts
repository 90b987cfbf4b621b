import type { KeyingConfig } from '@urql/exchange-graphcache';

/** One set of settings per team: embedded in the query that returned it. Suppliers are entities. */
export const signalKeys: KeyingConfig = {
  SignalSettings: () => null,
  SavedSuppliers: () => null,
  SupplierSearchResult: () => null,
  OrganisationSearchResult: () => null,
  /** A supplier row's spend: embedded in the row (docs/decisions/0015). */
  SpendStats: () => null,
  Supplier: (data) => (data.id === undefined || data.id === null ? null : String(data.id)),
};
