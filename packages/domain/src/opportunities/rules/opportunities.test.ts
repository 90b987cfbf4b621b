import { describe, expect, it } from 'vitest';
import { canSubmitOpportunity, parseCreateOpportunity } from '../schemas/createOpportunityForm';
import { defaultOpportunityStageId, formatBuyerMatchCount, OPPORTUNITY_MESSAGES } from './stageDefault';

const transitions = [
  { group: 'Bidding', order: 2, stage: { id: 'prep' } },
  { group: 'TenderQualification', order: 1, stage: { id: 'tq' } },
  { group: 'Bidding', order: 0, stage: { id: 'identified' } },
];

describe('opportunity stage default (spec 2§4)', () => {
  it.each([
    [{ stage: 'OPEN' }, 'tq'],
    [{ stage: 'OPEN', procurementStage: 'TENDER' }, 'tq'],
    [{ stage: 'OPEN', procurementStage: 'PRE_TENDER' }, 'identified'],
    [{ stage: 'PRE_TENDER' }, 'identified'],
    [{ stage: 'AWARDED' }, 'identified'],
    [{ stage: 'CLOSED' }, 'identified'],
    [null, null],
  ] as const)('notice %j → %s', (notice, expected) => {
    expect(defaultOpportunityStageId({ notice, transitions })).toBe(expected);
  });

  it('falls back to the first transition when the workflow has no TenderQualification group', () => {
    expect(
      defaultOpportunityStageId({
        notice: { stage: 'OPEN' },
        transitions: transitions.filter((t) => t.group === 'Bidding'),
      }),
    ).toBe('identified');
    expect(defaultOpportunityStageId({ notice: { stage: 'OPEN' }, transitions: [] })).toBeNull();
  });
});

describe("'30+' rule", () => {
  it.each([
    [0, '0'],
    [30, '30'],
    [31, '30+'],
    [500, '30+'],
  ])('%i → %s', (n, text) => {
    expect(formatBuyerMatchCount(n)).toBe(text);
  });
});

describe('create opportunity form', () => {
  it('parses a full form', () => {
    expect(
      parseCreateOpportunity({
        name: ' Leeds bid ',
        stageId: '7',
        value: '250,000',
        closeDate: '2025-06-30',
        assignedToId: '',
      }),
    ).toEqual({
      ok: true,
      value: {
        name: 'Leeds bid',
        stageId: '7',
        value: 250000,
        assignedToId: null,
        closeDate: '2025-06-30',
        existingExpiryDate: null,
        submissionDate: null,
        buyerIds: [],
      },
    });
  });

  it.each([
    [{ name: '', stageId: '7' }, 'name', 'Name is required'],
    [{ name: 'X', stageId: '' }, 'stageId', 'Stage is required'],
    [{ name: 'X', stageId: '7', value: 'lots' }, 'value', 'Value must be a number'],
    [{ name: 'X', stageId: '7', closeDate: '30/06/2025' }, 'closeDate', 'Enter a date'],
  ] as const)('%j fails on %s', (form, field, message) => {
    const parsed = parseCreateOpportunity(form);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.message).toBe('Failed to create opportunity');
    expect(parsed.fieldErrors[field]).toBe(message);
  });

  it('disables submit until valid and while saving', () => {
    expect(canSubmitOpportunity({ name: 'X', stageId: '7' }, false)).toBe(true);
    expect(canSubmitOpportunity({ name: 'X', stageId: '7' }, true)).toBe(false);
    expect(canSubmitOpportunity({ name: '', stageId: '7' }, false)).toBe(false);
  });

  it('words failures as the spec does', () => {
    expect(OPPORTUNITY_MESSAGES.saveFailed('notice', 'Leeds bid')).toBe('Failed to save notice to Leeds bid');
    expect(OPPORTUNITY_MESSAGES.removeFailed('buyer', 'Leeds bid')).toBe(
      'Failed to remove buyer from Leeds bid',
    );
  });
});
