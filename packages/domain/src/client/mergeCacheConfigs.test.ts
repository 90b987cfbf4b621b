import { describe, expect, it, vi } from 'vitest';
import type { Cache, ResolveInfo } from '@urql/exchange-graphcache';
import { mergeCacheConfigs } from './mergeCacheConfigs';

const cache = {} as Cache;
const info = {} as ResolveInfo;

describe('mergeCacheConfigs', () => {
  it('merges keys, resolvers, optimistic and updates of several features', () => {
    const merged = mergeCacheConfigs(
      { keys: { A: () => null }, resolvers: { Query: { a: () => 1 } }, optimistic: { doA: () => null } },
      { keys: { B: () => 'b' }, resolvers: { Query: { b: () => 2 } }, updates: { Mutation: { doB: () => undefined } } },
    );
    expect(Object.keys(merged.keys)).toEqual(['A', 'B']);
    expect(Object.keys(merged.resolvers['Query'] ?? {})).toEqual(['a', 'b']);
    expect(Object.keys(merged.optimistic)).toEqual(['doA']);
    expect(Object.keys(merged.updates['Mutation'] ?? {})).toEqual(['doB']);
  });

  it('runs every feature updater for the same field, in order', () => {
    const calls: string[] = [];
    const merged = mergeCacheConfigs(
      { updates: { Mutation: { save: () => void calls.push('lists') } } },
      { updates: { Mutation: { save: () => void calls.push('opportunities') } } },
    );
    merged.updates['Mutation']?.['save']?.({}, {}, cache, info);
    expect(calls).toEqual(['lists', 'opportunities']);
  });

  it('keeps a single updater as is', () => {
    const only = vi.fn();
    expect(mergeCacheConfigs({ updates: { Mutation: { save: only } } }).updates['Mutation']?.['save']).toBe(only);
  });

  it.each([
    ['keys', { keys: { A: () => null } }],
    ['resolvers', { resolvers: { Query: { a: () => 1 } } }],
    ['optimistic', { optimistic: { doA: () => null } }],
  ] as const)('throws when two features define the same %s entry', (_name, config) => {
    expect(() => mergeCacheConfigs(config, config)).toThrow(/defined twice/);
  });

  it('returns empty maps for no input', () => {
    expect(mergeCacheConfigs()).toEqual({ keys: {}, resolvers: {}, updates: {}, optimistic: {} });
  });
});
