import type { KeyingConfig } from '@urql/exchange-graphcache';

const byId = (data: { id?: unknown }) => (data.id === undefined || data.id === null ? null : String(data.id));

/** CurrentUser, Company and Team are entities keyed by id. */
export const userKeys: KeyingConfig = {
  CurrentUser: byId,
  Company: byId,
  Team: byId,
};
