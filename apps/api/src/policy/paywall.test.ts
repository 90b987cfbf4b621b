/** One paywall mechanism: every refusal for a missing data type is a PaywallError naming it; others are forbidden. */
import { describe, expect, it } from 'vitest';
import { assertCan, denial, ForbiddenError, PaywallError, subjectDataTypes, type Action, type PolicySubject } from './index';

const user = (over: Partial<PolicySubject> = {}): PolicySubject => ({
  id: 1,
  admin: false,
  active: true,
  plan: 'FREEMIUM',
  hasExportPermission: false,
  companyId: 10,
  teamId: 20,
  ...over,
});

const refusal = (subject: PolicySubject, action: Action) => {
  try {
    assertCan(subject, action);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(ForbiddenError);
    const e = error as ForbiddenError;
    return { code: e.code, details: e.details };
  }
};

describe('paywall refusals', () => {
  it.each<[Action, string]>([
    [{ type: 'dataType.use', dataType: 'FRAMEWORKS' }, 'FRAMEWORKS'],
    [{ type: 'suppliers.search' }, 'SUPPLIERS'],
    [{ type: 'buyers.stats' }, 'BUYERS'],
    [{ type: 'buyerList.use' }, 'BUYERS'],
    [{ type: 'lead.write', stage: 'AWARD' }, 'AWARDS'],
    [{ type: 'opportunity.write', fromStrategy: true }, 'AWARDS'],
    [{ type: 'signalSettings.update', competitors: true, partners: false }, 'SUPPLIERS'],
    [{ type: 'export.rows', rows: 10 }, 'EXPORTS'],
  ])('Free: %j answers paywall %s', (action, dataType) => {
    expect(denial(user(), action)).toEqual({ code: 'paywall', dataType });
    expect(refusal(user(), action)).toEqual({ code: 'paywall', details: { data_type: dataType } });
  });

  it('names the first missing data type of a signal update', () => {
    const basicWithSuppliers = user({ plan: 'BASIC', extraDataTypes: ['SUPPLIERS'] });
    expect(denial(basicWithSuppliers, { type: 'signalSettings.update', competitors: false, partners: true })).toEqual({ code: 'paywall', dataType: 'PARTNERS' });
  });

  it('keeps non-plan refusals forbidden, guests included', () => {
    expect(refusal(user(), { type: 'admin.access' })).toEqual({ code: 'forbidden', details: {} });
    expect(refusal(user({ plan: 'GUEST_PASS' }), { type: 'suppliers.search' })?.code).toBe('forbidden');
    expect(refusal(user({ active: false, plan: 'EXPERT' }), { type: 'suppliers.search' })?.code).toBe('forbidden');
    expect(refusal(user({ plan: 'GROWTH' }), { type: 'workspace.read', companyId: 99 })?.code).toBe('forbidden');
  });

  it('lets an admin-granted data type through, but never to a guest pass', () => {
    expect(subjectDataTypes({ plan: 'FREEMIUM', extraDataTypes: ['SUPPLIERS'] })).toEqual(['SUPPLIERS']);
    expect(denial(user({ extraDataTypes: ['SUPPLIERS'] }), { type: 'suppliers.search' })).toBeNull();
    expect(subjectDataTypes({ plan: 'GUEST_PASS', extraDataTypes: ['SUPPLIERS'] })).toEqual([]);
  });

  it('says which plan the paywall needs', () => {
    expect(new PaywallError('SUPPLIERS').message).toBe(
      'This needs the SUPPLIERS data type, available on our Growth plan. Upgrade your plan to use it.',
    );
  });
});
