import { describe, expect, it } from 'vitest';
import { groupNotifications, notificationGroupOf } from './groupNotifications';
import { notificationFixtures } from '../mocks/fixtures';

/** Local times: tests run in the machine's zone, and the rule uses local calendar days. */
const at = (y: number, m: number, d: number, h = 12, min = 0) => new Date(y, m - 1, d, h, min);
const NOW = at(2025, 3, 10, 9, 30); // Monday 10 March 2025, 09:30 local

describe('notificationGroupOf (local calendar days)', () => {
  it.each([
    ['earlier today', at(2025, 3, 10, 0, 5), 'Today'],
    ['a minute in the future (clock skew)', at(2025, 3, 10, 9, 31), 'Today'],
    ['yesterday late evening', at(2025, 3, 9, 23, 59), 'Yesterday'],
    ['yesterday just after midnight', at(2025, 3, 9, 0, 1), 'Yesterday'],
    ['two days ago', at(2025, 3, 8, 12), 'Past week'],
    ['seven calendar days ago', at(2025, 3, 3, 8), 'Past week'],
    ['eight calendar days ago', at(2025, 3, 2, 23), 'Past month'],
    ['the same day last month', at(2025, 2, 10, 0, 1), 'Past month'],
    ['the day before that', at(2025, 2, 9, 23, 59), null],
    ['a year ago', at(2024, 3, 10), null],
  ] as const)('%s → %s', (_name, createdAt, expected) => {
    expect(notificationGroupOf(createdAt, NOW)).toBe(expected);
  });
});

describe('groupNotifications', () => {
  const n = (id: string, createdAt: Date) => ({ id, createdAt: createdAt.toISOString() });

  it('orders groups Today, Yesterday, Past week, Past month and items newest first', () => {
    const groups = groupNotifications(
      [
        n('month', at(2025, 2, 20)),
        n('today-early', at(2025, 3, 10, 1)),
        n('week', at(2025, 3, 5)),
        n('yesterday', at(2025, 3, 9)),
        n('today-late', at(2025, 3, 10, 9)),
      ],
      NOW,
    );
    expect(groups.map((g) => [g.label, g.items.map((i) => i.id)])).toEqual([
      ['Today', ['today-late', 'today-early']],
      ['Yesterday', ['yesterday']],
      ['Past week', ['week']],
      ['Past month', ['month']],
    ]);
  });

  it('omits empty groups, items older than a month and unreadable dates', () => {
    const groups = groupNotifications(
      [n('yesterday', at(2025, 3, 9)), n('old', at(2024, 12, 1)), { id: 'bad', createdAt: 'not a date' }],
      NOW,
    );
    expect(groups).toEqual([{ label: 'Yesterday', items: [expect.objectContaining({ id: 'yesterday' })] }]);
  });

  it('returns no groups for no notifications (the panel shows "You\'re All Caught Up!")', () => {
    expect(groupNotifications([], NOW)).toEqual([]);
  });

  it('spreads the mock fixtures over all four groups and leaves the old one out', () => {
    const groups = groupNotifications(notificationFixtures(NOW), NOW);
    expect(groups.map((g) => [g.label, g.items.map((i) => i.id)])).toEqual([
      ['Today', ['n-1', 'n-2', 'n-3']],
      ['Yesterday', ['n-4', 'n-5']],
      ['Past week', ['n-6', 'n-7']],
      ['Past month', ['n-8', 'n-9']],
    ]);
  });

  it('keeps fixtures for "today" on today even just after midnight', () => {
    const justAfterMidnight = at(2025, 3, 10, 0, 1);
    const groups = groupNotifications(notificationFixtures(justAfterMidnight), justAfterMidnight);
    expect(groups[0]).toMatchObject({ label: 'Today' });
    expect(groups[0]?.items.map((i) => i.id)).toEqual(['n-1', 'n-2', 'n-3']);
  });
});
