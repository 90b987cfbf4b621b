import type { KeyingConfig } from '@urql/exchange-graphcache';

/**
 * A record's detail is keyed by its guid (its `notice` is the normalised Notice the search shows, so
 * an unlock or a hide seen on one is seen on the other); its parts are embedded values.
 */
export const recordKeys: KeyingConfig = {
  RecordDetail: (data) => (typeof data.guid === 'string' ? data.guid : null),
  RecordSupplier: () => null,
  RecordLot: () => null,
  RecordContract: () => null,
  ContractPeriod: () => null,
  ContractCpvCode: () => null,
  ContractLot: () => null,
  RelatedFrameworkProcess: () => null,
  RecordDuplicate: () => null,
  ProcurementContact: () => null,
  AwardAccess: () => null,
};
