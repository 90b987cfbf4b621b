import type { KeyingConfig } from '@urql/exchange-graphcache';

/** One set of settings per team: embedded in the query that returned it. Suppliers are entities. */
export const signalKeys: KeyingConfig = {
  SignalSettings: () => null,
  SavedSuppliers: () => null,
  SupplierSearchResult: () => null,
  OrganisationSearchResult: () => null,
  Supplier: (data) => (data.id === undefined || data.id === null ? null : String(data.id)),
};
