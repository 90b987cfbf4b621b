import { describe, expect, it } from 'vitest';
import { canonicalJson, contentHash } from './hash';

describe('contentHash', () => {
  it('ignores key order at every level, not array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: 2 }], c: undefined } })).toBe('{"a":{"d":[2,{"y":2,"z":1}]},"b":1}');
    expect(contentHash({ a: 1, b: [1, 2] })).toBe(contentHash({ b: [1, 2], a: 1 }));
    expect(contentHash({ b: [1, 2] })).not.toBe(contentHash({ b: [2, 1] }));
  });
});
