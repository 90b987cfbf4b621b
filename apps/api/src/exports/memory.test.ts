import { describe, expect, it } from 'vitest';
import { COLLECT_AFTER_ROWS, releaseExportMemory } from './memory';

describe('releaseExportMemory', () => {
  it('runs a full collection after a large export only', () => {
    expect(releaseExportMemory(COLLECT_AFTER_ROWS - 1)).toBe(false);
    expect(releaseExportMemory(COLLECT_AFTER_ROWS)).toBe(true);
  });
});
