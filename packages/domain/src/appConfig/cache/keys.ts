import type { KeyingConfig } from '@urql/exchange-graphcache';

/** There is one AppConfig per deployment: a singleton entity. */
export const appConfigKeys: KeyingConfig = {
  AppConfig: () => 'singleton',
};
