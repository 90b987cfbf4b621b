import { describe, expect, it } from 'vitest';
import { userFixtures } from '../../mocks';
import type { CurrentUserInput } from '../../users/schemas/currentUser';
import { asyncExportFailed, downloadFailed, exportFailed } from './exportMessages';
import { exportButtonState, exportMode } from './exportRules';

const growth = userFixtures.growth as CurrentUserInput;
const withoutPermission = { ...growth, hasExportPermission: false };
const guest = { ...growth, guest: true, activeDataTypes: [], hasExportPermission: true };
const free = userFixtures.free as CurrentUserInput;

describe('exportButtonState (spec 1§5, 2§5, 2§6)', () => {
  it.each([
    ['growth with permission, 10 rows', growth, 10, { kind: 'enabled', mode: 'sync' }],
    ['growth with permission, 4,000 rows', growth, 4000, { kind: 'enabled', mode: 'sync' }],
    ['growth with permission, 4,001 rows', growth, 4001, { kind: 'enabled', mode: 'async' }],
    ['growth without permission, 500 rows', withoutPermission, 500, { kind: 'enabled', mode: 'sync' }],
    [
      'growth without permission, 501 rows',
      withoutPermission,
      501,
      {
        kind: 'disabled',
        reason: 'over_limit',
        tooltip: 'Narrow results to 500 notices or less to export. Need more?',
        action: { label: 'Chat with our team', intent: 'chat' },
      },
    ],
    ['a guest', guest, 1, { kind: 'upgrade', reason: 'guest' }],
    ['a free plan (no EXPORTS)', free, 1, { kind: 'upgrade', reason: 'paywall' }],
    ['an unknown user', null, 1, { kind: 'pending' }],
    ['an unknown count', growth, null, { kind: 'pending' }],
  ] as const)('%s', (_label, user, rows, expected) => {
    expect(exportButtonState(user as Parameters<typeof exportButtonState>[0], rows)).toEqual(expected);
  });

  it('runs exports over 4,000 rows as jobs', () => {
    expect(exportMode(4000)).toBe('sync');
    expect(exportMode(4001)).toBe('async');
  });

  it('uses the spec’s failure messages', () => {
    expect(exportFailed().message).toBe('Export failed. Please try again later.');
    expect(downloadFailed().message).toBe('Failed to download file');
    expect(asyncExportFailed('timeout', 'help@example.test')).toEqual({
      kind: 'async_failed',
      reason: 'timeout',
      title: 'Oh uh, something went wrong',
      message: 'Please try exporting again or contact a member of our team at help@example.test.',
      action: 'Ok',
    });
  });
});
