import { describe, expect, it } from 'vitest';
import { newBuyerListSchema } from '../schemas/newBuyerList';
import { allInList, buyerListToggle, isSavedInAnyList, searchBuyerLists } from './buyerListMembership';
import { LIST_MESSAGES } from './listMessages';

describe('buyer list membership (spec 1§4)', () => {
  it.each([
    [['a', 'b'], ['c'], { action: 'add', buyerGuids: ['c'] }],
    [['a', 'b'], ['a', 'c'], { action: 'add', buyerGuids: ['c'] }],
    [['a', 'b'], ['a', 'b'], { action: 'remove', buyerGuids: ['a', 'b'] }],
    [['a', 'b'], ['A'], { action: 'remove', buyerGuids: ['a'] }],
    [[], ['a', 'a'], { action: 'add', buyerGuids: ['a'] }],
    [['a'], [], { action: 'none', buyerGuids: [] }],
  ])('list %j, selected %j → %j', (list, selected, expected) => {
    expect(buyerListToggle(list, selected)).toEqual(expected);
  });

  it('is checked only when all selected are in', () => {
    expect(allInList(['a', 'b'], ['a'])).toBe(true);
    expect(allInList(['a'], ['a', 'b'])).toBe(false);
    expect(allInList(['a'], [])).toBe(false);
  });

  it('saved when any list holds one of the ids', () => {
    expect(isSavedInAnyList([{ buyerGuids: ['x'] }, { buyerGuids: ['a'] }], ['a'])).toBe(true);
    expect(isSavedInAnyList([{ buyerGuids: ['x'] }], ['a'])).toBe(false);
  });

  it('searches case-insensitively with the text escaped', () => {
    const lists = [{ name: 'Councils (North)' }, { name: 'NHS trusts' }, { name: 'A.B' }];
    expect(searchBuyerLists(lists, 'councils (')).toEqual([{ name: 'Councils (North)' }]);
    expect(searchBuyerLists(lists, '.')).toEqual([{ name: 'A.B' }]);
    expect(searchBuyerLists(lists, '  ')).toHaveLength(3);
  });
});

describe('list copy', () => {
  it.each([
    [LIST_MESSAGES.bulkAdded(3, 'Councils'), 'Successfully added 3 buyers to Councils'],
    [LIST_MESSAGES.bulkRemoved(2, 'Councils'), 'Successfully removed 2 buyers from Councils'],
    [
      LIST_MESSAGES.addFailed(4),
      'Failed to bulk add buyers to buyer list, please contact an admin if this issue persists.',
    ],
    [
      LIST_MESSAGES.addFailed(1),
      'Failed to add buyer to buyer list, please contact an admin if this issue persists.',
    ],
    [
      LIST_MESSAGES.removeFailed(2),
      'Failed to bulk remove buyers from buyer list, please contact an admin if this issue persists.',
    ],
    [LIST_MESSAGES.saveNoticeFailed('Cloud'), 'Failed to save notice to Cloud'],
    [LIST_MESSAGES.removeNoticeFailed('Cloud'), 'Failed to remove notice from Cloud'],
    [LIST_MESSAGES.saveBuyerFailed('Cloud'), 'Failed to save buyer to Cloud'],
    [LIST_MESSAGES.createListFailed, 'Unable to create your list. Please contact us if the problem persists'],
    [
      LIST_MESSAGES.createBuyerListFailed,
      'Unable to create your buyer list. Please contact customer support if the problem persists',
    ],
    [LIST_MESSAGES.saved('Notice', 'Cloud'), 'Notice saved to Cloud'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('new buyer list form', () => {
  const schema = newBuyerListSchema(['Councils']);
  it.each([
    [{ name: '' }, 'Buyer list name is required'],
    [{ name: '  ' }, 'Buyer list name is required'],
    [{ name: 'councils ' }, 'This name is already in use'],
  ])('%j → %s', (input, message) => {
    const parsed = schema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });
  it('defaults sharing to PRIVATE', () => {
    expect(schema.parse({ name: 'NHS' })).toEqual({ name: 'NHS', sharingType: 'PRIVATE' });
    expect(schema.safeParse({ name: 'NHS', sharingType: 'PUBLIC' }).success).toBe(false);
  });
});
