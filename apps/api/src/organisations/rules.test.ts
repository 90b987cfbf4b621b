import { describe, expect, it } from 'vitest';
import { supplierSort } from './rules';

describe('supplierSort (spec 1§5)', () => {
  it.each([
    [{}, { sort: 'name', sortOrder: 'asc' }],
    [{ text: 'ab' }, { sort: 'name', sortOrder: 'asc' }],
    [{ text: 'abc' }, { sort: 'awards_count', sortOrder: 'desc' }],
    [{ text: '  ab  ' }, { sort: 'name', sortOrder: 'asc' }],
    [{ signals: ['competitor:x'] }, { sort: 'awards_count', sortOrder: 'desc' }],
    [{ buyerIds: [1] }, { sort: 'awards_count', sortOrder: 'desc' }],
    [{ buyerListIds: ['7'] }, { sort: 'awards_count', sortOrder: 'desc' }],
    [{ sort: 'awards_count', sortOrder: 'desc' }, { sort: 'name', sortOrder: 'asc' }],
    [{ sort: 'awards_count', sortOrder: 'asc', text: 'capita' }, { sort: 'awards_count', sortOrder: 'asc' }],
    [{ sort: 'name', sortOrder: 'desc', text: 'capita' }, { sort: 'name', sortOrder: 'desc' }],
    [{ sort: 'latest_activity' }, { sort: 'latest_activity', sortOrder: 'desc' }],
  ] as const)('%j → %j', (input, expected) => {
    expect(supplierSort(input)).toEqual(expected);
  });
});
