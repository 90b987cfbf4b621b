import { parse, safeParse } from 'valibot';
import { describe, expect, it } from 'vitest';
import { canSeeUpgrade, hasAnyDataType, hasDataType } from './dataTypes';
import { userFixtures } from '../mocks/fixtures';
import { CurrentUserSchema, type DataType } from '../schemas/currentUser';

const withTypes = (activeDataTypes: DataType[]) => ({ activeDataTypes });

describe('canSeeUpgrade (spec 1§2: no BUYERS|SUPPLIERS data type)', () => {
  it.each([
    ['no data types (Free)', [], true],
    ['AWARDS only (Basic)', ['AWARDS'], true],
    ['BUYERS', ['BUYERS'], false],
    ['SUPPLIERS', ['SUPPLIERS'], false],
    ['both', ['BUYERS', 'SUPPLIERS'], false],
  ] as [string, DataType[], boolean][])('%s → %s', (_name, types, expected) => {
    expect(canSeeUpgrade(withTypes(types))).toBe(expected);
  });

  it('is false while the user is unknown', () => {
    expect(canSeeUpgrade(null)).toBe(false);
  });

  it.each([
    ['growth', false],
    ['admin', false],
    ['free', true],
    ['guest', true],
    ['basic', true],
  ] as const)('fixture %s → %s', (name, expected) => {
    expect(canSeeUpgrade(parse(CurrentUserSchema, userFixtures[name]))).toBe(expected);
  });
});

describe('hasDataType / hasAnyDataType', () => {
  it('reads the active data types', () => {
    expect(hasDataType(withTypes(['CONTACTS']), 'CONTACTS')).toBe(true);
    expect(hasDataType(withTypes(['CONTACTS']), 'BIDS')).toBe(false);
    expect(hasDataType(undefined, 'BIDS')).toBe(false);
    expect(hasAnyDataType(withTypes(['SPEND']), ['BIDS', 'SPEND'])).toBe(true);
  });
});

describe('CurrentUserSchema', () => {
  it('parses every fixture and drops unknown data types', () => {
    for (const user of Object.values(userFixtures)) expect(safeParse(CurrentUserSchema, user).success).toBe(true);
    const parsed = parse(CurrentUserSchema, { ...userFixtures.basic, activeDataTypes: ['AWARDS', 'TELEPORT'] });
    expect(parsed.activeDataTypes).toEqual(['AWARDS']);
  });

  it('rejects an unknown subscription', () => {
    expect(safeParse(CurrentUserSchema, { ...userFixtures.basic, subscription: 'PLATINUM' }).success).toBe(false);
  });
});
