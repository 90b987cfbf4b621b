import { describe, expect, it } from 'vitest';
import { adminChangeResetsSession } from './sessionReset';

const me = { id: '7', company: { id: '3' } };

describe('adminChangeResetsSession', () => {
  it('resets after a switch and after changing the company or user the admin is signed in as', () => {
    expect(adminChangeResetsSession({ kind: 'switch' }, me)).toBe(true);
    expect(adminChangeResetsSession({ kind: 'company', companyId: '3' }, me)).toBe(true);
    expect(adminChangeResetsSession({ kind: 'user', userId: '7' }, me)).toBe(true);
  });
  it('keeps the cache when another company or user changes', () => {
    expect(adminChangeResetsSession({ kind: 'company', companyId: '4' }, me)).toBe(false);
    expect(adminChangeResetsSession({ kind: 'user', userId: '8' }, me)).toBe(false);
  });
});
