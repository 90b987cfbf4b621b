import { FEED_COUNT_CAP, feedCountLabel } from '@tenderlens/domain';
import { formatResultCount, RESULT_COUNT_CAP } from '@tenderlens/ui';
import { describe, expect, it } from 'vitest';

// Spec 1§5: displayed result counts cap at 1,000,000+. The feed preview's headings word their count
// with the domain rule, every other screen with the UI kit's ResultCount: both must read the same.
describe('the feed preview count', () => {
  it.each([0, 1, 2_000, 2_001, 23_456, 999_999, 1_000_000, 1_000_001, 7_000_000])('words %i as ResultCount does', (n) => {
    expect(feedCountLabel(n)).toBe(formatResultCount(n));
  });

  it('words a total past the server cap as the kit words the cap', () => {
    expect(FEED_COUNT_CAP).toBe(RESULT_COUNT_CAP);
    expect(feedCountLabel(FEED_COUNT_CAP + 1, true)).toBe('1,000,000+');
  });
});
