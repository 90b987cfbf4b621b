import { describe, expect, it } from 'vitest';
import { createSchemaClient } from '../testing/schemaClient';
import { BidReportQuery, BidReportsQuery, CreateBidReportMutation, RemainingCreditsQuery, UpdateBidReportAnswerMutation } from './graphql/bidReports';
import { bidFixtures } from './mocks/fixtures';
import { createBidsMockRoot } from './mocks/handlers';
import { creditsLabel, hasBidCredits, shouldShowBidPrompt } from './rules/bids';
import { bidDueDate, bidProjectStageIds, dueLabel } from './rules/bidProjects';

describe('bid rules', () => {
  it('prompts after creating an opportunity only with credits or BIDS, unless dismissed', () => {
    expect(shouldShowBidPrompt({ dataTypes: ['BIDS'], credits: { remainingCredits: 0 }, dismissed: false })).toBe(true);
    expect(shouldShowBidPrompt({ dataTypes: [], credits: { remainingCredits: 2 }, dismissed: false })).toBe(true);
    expect(shouldShowBidPrompt({ dataTypes: [], credits: { remainingCredits: 0 }, dismissed: false })).toBe(false);
    expect(shouldShowBidPrompt({ dataTypes: [], credits: undefined, dismissed: false })).toBe(false);
    expect(shouldShowBidPrompt({ dataTypes: ['BIDS'], credits: { remainingCredits: 5 }, dismissed: true })).toBe(false);
  });

  it('labels credits: unlimited, per month, for life', () => {
    expect(creditsLabel({ holderType: 'COMPANY', creditType: 'BID_REPORT', totalCredits: null, remainingCredits: null, period: 'month' })).toBe('Unlimited reports');
    expect(creditsLabel({ holderType: 'COMPANY', creditType: 'BID_REPORT', totalCredits: 15, remainingCredits: 14, period: 'month' })).toBe('14 of 15 reports left this month');
    expect(creditsLabel({ holderType: 'COMPANY', creditType: 'BID_REPORT', totalCredits: 3, remainingCredits: 0, period: 'lifetime' })).toBe('0 of 3 reports left');
    expect(hasBidCredits({ remainingCredits: null })).toBe(true);
  });
});

describe('bid cache: a new report becomes the opportunity’s, heads the list, and credits are asked again', () => {
  it('links createBidReport into bidReport(opportunityId) and bidReports, and refetches remainingCredits', async () => {
    const data = bidFixtures();
    const { root, credits } = createBidsMockRoot({ ...data, credits: { ...data.credits, remainingCredits: 1 } });
    const { client } = createSchemaClient(root);
    const subs = [
      client.query(BidReportQuery, { opportunityId: '777' }).subscribe(() => undefined),
      client.query(BidReportsQuery, {}).subscribe(() => undefined),
      client.query(RemainingCreditsQuery, { creditType: 'BID_REPORT' }).subscribe(() => undefined),
    ];
    await client.query(BidReportQuery, { opportunityId: '777' }).toPromise();
    await client.query(BidReportsQuery, {}).toPromise();
    await client.query(RemainingCreditsQuery, { creditType: 'BID_REPORT' }).toPromise();
    expect(client.readQuery(BidReportQuery, { opportunityId: '777' })?.data?.bidReport).toBeNull();

    const made = await client.mutation(CreateBidReportMutation, { opportunityId: '777' }).toPromise();
    const id = made.data?.createBidReport.id;
    expect(client.readQuery(BidReportQuery, { opportunityId: '777' })?.data?.bidReport?.id).toBe(id);
    expect(client.readQuery(BidReportsQuery, {})?.data?.bidReports[0]?.id).toBe(id);
    await new Promise((r) => setTimeout(r, 10));
    expect(credits.remainingCredits).toBe(0);
    expect((await client.query(RemainingCreditsQuery, { creditType: 'BID_REPORT' }).toPromise()).data?.remainingCredits.remainingCredits).toBe(0);

    const refused = await client.mutation(CreateBidReportMutation, { opportunityId: '778' }).toPromise();
    expect(refused.error?.graphQLErrors[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'paywall' });

    const edited = await client.mutation(UpdateBidReportAnswerMutation, { id: String(id), promptId: 'fit.value', answer: 'Checked.' }).toPromise();
    const q = edited.data?.updateBidReportAnswer.questionGroups[0]?.questions.find((x) => x.promptId === 'fit.value');
    expect(q).toMatchObject({ answer: 'Checked.', edited: true });
    subs.forEach((s) => s.unsubscribe());
  });
});

describe('bid projects (/bids)', () => {
  const transitions = [
    { stage: { id: '1', qualification: 'in_review' } },
    { stage: { id: '2', qualification: 'bid_prep' } },
    { stage: { id: '3', qualification: 'bid_submitted' } },
    { stage: { id: '4', qualification: 'won' } },
    { stage: { id: '5', qualification: null } },
  ];
  it('are the opportunities in the active bidding stages', () => {
    expect(bidProjectStageIds(transitions)).toEqual(['2', '3']);
    expect(bidProjectStageIds([])).toEqual([]);
  });
  it('are due at the submission date, else the close date', () => {
    expect(bidDueDate({ submissionDate: '2026-12-10', closeDate: '2026-12-14' })).toBe('2026-12-10');
    expect(bidDueDate({ submissionDate: null, closeDate: '2026-12-14' })).toBe('2026-12-14');
    expect(bidDueDate({ submissionDate: null, closeDate: null })).toBeNull();
  });
  it('say how long is left', () => {
    const now = new Date('2026-11-25T15:00:00Z');
    expect(dueLabel('2026-11-25', now)).toBe('Due today');
    expect(dueLabel('2026-11-26', now)).toBe('Due tomorrow');
    expect(dueLabel('2026-12-10', now)).toBe('15 days left');
    expect(dueLabel('2026-11-24', now)).toBe('Overdue by 1 day');
    expect(dueLabel('2026-11-20', now)).toBe('Overdue by 5 days');
    expect(dueLabel(null, now)).toBeNull();
  });
});
