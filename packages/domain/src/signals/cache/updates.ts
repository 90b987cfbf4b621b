import type { Cache, UpdatesConfig } from '@urql/exchange-graphcache';
import { gql } from '@urql/core';
import type { SignalJson, SignalSettingsData } from '../graphql/fragments/SignalSettingsFields';
import { SavedSuppliersQuery } from '../graphql/queries/SavedSuppliers';
import { SignalSettingsQuery } from '../graphql/queries/SignalSettings';
import { MAX_SIGNALS_PER_ROW } from '../../suppliers/rules/supplierSearch';

const SupplierSignalsFragment = gql`
  fragment SupplierSignals on Supplier {
    id
    guid
    signals {
      id
      name
      category
      colour
    }
  }
`;

/** A supplier's competitor/partner signals as the server derives them (at most 3 per row). */
export function supplierSignalsOf(guid: string, signals: readonly SignalJson[]): SignalJson[] {
  return signals
    .filter((s) => s.id === `competitor:${guid}` || s.id === `partner:${guid}`)
    .slice(0, MAX_SIGNALS_PER_ROW);
}

/**
 * After the team's signal settings change (spec 1§4 "Supplier signal membership"): the settings and
 * saved supplier sets show the answer, every cached supplier row gets its new signal chips at once,
 * supplier lists filtered by signals (the competitors/partners tabs) and notice searches (relevance
 * and matches) are refetched.
 */
export function applySignalSettings(cache: Cache, settings: SignalSettingsData): void {
  cache.updateQuery(
    { query: SignalSettingsQuery },
    () => ({ signalSettings: { __typename: 'SignalSettings', ...settings } }) as never,
  );
  cache.updateQuery(
    { query: SavedSuppliersQuery },
    () =>
      ({
        savedSuppliers: {
          __typename: 'SavedSuppliers',
          competitorGuids: settings.competitorGuids,
          partnerGuids: settings.partnerGuids,
        },
      }) as never,
  );
  for (const field of cache.inspectFields('Query')) {
    if (field.fieldName === 'suppliers') {
      const result = cache.resolve('Query', field.fieldKey);
      const rows =
        typeof result === 'string' || (result && typeof result === 'object')
          ? cache.resolve(result as never, 'results')
          : null;
      if (Array.isArray(rows)) {
        for (const key of rows) {
          if (typeof key !== 'string') continue;
          const guid = cache.resolve(key, 'guid');
          const id = cache.resolve(key, 'id');
          if (typeof guid !== 'string' || (typeof id !== 'string' && typeof id !== 'number')) continue;
          cache.writeFragment(SupplierSignalsFragment, {
            __typename: 'Supplier',
            id: String(id),
            guid,
            signals: supplierSignalsOf(guid, settings.signals).map((s) => ({ __typename: 'Signal', ...s })),
          });
        }
      }
      const request = field.arguments?.['request'] as { signals?: unknown[] } | undefined;
      if (request?.signals?.length) cache.invalidate('Query', field.fieldKey);
    } else if (field.fieldName === 'notices') {
      cache.invalidate('Query', field.fieldKey);
    }
  }
}

export const signalUpdates: UpdatesConfig = {
  Mutation: {
    updateSignalSettings(result, _args, cache) {
      const settings = result['updateSignalSettings'] as SignalSettingsData | null | undefined;
      if (settings) applySignalSettings(cache, settings);
    },
  },
};
