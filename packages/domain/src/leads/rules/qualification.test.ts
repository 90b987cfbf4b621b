import { describe, expect, it } from 'vitest';
import {
  hideQualificationFor,
  isHidden,
  matchesQualificationFilter,
  qualificationAfterContactCopy,
  QUALIFICATION_MESSAGES,
} from './qualification';

describe('hide rule (spec 1§4)', () => {
  it.each([
    ['TENDER', 'not_relevant'],
    ['PRE_TENDER', 'pre_engage_not_relevant'],
    ['AWARD', 'pre_engage_not_relevant'],
  ] as const)('hiding a %s lead sets %s', (stage, qualification) => {
    expect(hideQualificationFor(stage)).toBe(qualification);
  });

  it.each([
    ['not_relevant', true],
    ['pre_engage_not_relevant', true],
    ['unqualified', false],
    ['no_bid', false],
    [null, false],
  ] as const)('%s is hidden: %s', (q, hidden) => {
    expect(isHidden(q)).toBe(hidden);
  });
});

describe('contact copy rule', () => {
  it.each([
    ['unqualified', 'pre_engage_done'],
    ['pre_engage_to_do', 'pre_engage_done'],
    ['pre_engage_done', null],
    ['bid_prep', null],
    ['not_relevant', null],
  ] as const)('%s → %s', (current, next) => {
    expect(qualificationAfterContactCopy(current)).toBe(next);
  });
});

describe('qualification list filter', () => {
  it.each([
    ['unqualified', ['not_relevant'], false],
    ['not_relevant', ['not_relevant', 'pre_engage_not_relevant'], true],
    ['unqualified', [], true],
    ['won', null, true],
  ] as const)('%s in %j: %s', (q, filter, shown) => {
    expect(matchesQualificationFilter(q, filter)).toBe(shown);
  });

  it('says what the spec says', () => {
    expect(QUALIFICATION_MESSAGES.hidden('Cloud hosting')).toBe('Cloud hosting hidden for your team');
    expect(QUALIFICATION_MESSAGES.restored('Cloud hosting')).toBe('Cloud hosting restored for your team');
    expect(QUALIFICATION_MESSAGES.hideFailed).toBe('Failed to hide notice');
  });
});
