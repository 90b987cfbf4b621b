import { describe, expect, it } from 'vitest';
import { createCacheConfig } from './cacheExchange';

describe('createCacheConfig', () => {
  it('merges every feature’s cache rules without a type keyed twice', () => {
    // mergeCacheConfigs throws when two features key the same type: the app would not start.
    const config = createCacheConfig();
    expect(config.keys?.['SignalSettings']).toBeTypeOf('function');
  });
});
