import type { KeyingConfig } from '@urql/exchange-graphcache';

/**
 * Home and its cards have no identity of their own: they live embedded under `Query.home` (key
 * null), which also silences graphcache's "no key" warning for them.
 */
export const homeKeys: KeyingConfig = {
  Home: () => null,
  HomeNoticeCard: () => null,
  HomeNoticeItem: () => null,
  HomeActivityCard: () => null,
  HomeActivityItem: () => null,
  HomeAlertsCard: () => null,
  HomeAlertItem: () => null,
  HomeVisit: () => null,
};
