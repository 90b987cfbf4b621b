import type { BidReportData, BidReportQuestionData, CreditsData } from '../graphql/bidReports';

const q = (promptId: string, order: number, title: string, question: string, answer: string, evidence: string[], rating: BidReportQuestionData['rating']): BidReportQuestionData => ({
  promptId,
  order,
  title,
  question,
  answer,
  evidence,
  rating,
  autoQualify: true,
  edited: false,
});

/** A complete report as the embedded assessment writes it, for the opportunity `opportunityId`. */
export function bidReportFixture(id: string, opportunityId: string, opportunityName: string, createdAt = '2026-03-02T09:00:00.000Z'): BidReportData {
  const groups: BidReportData['questionGroups'] = [
    {
      title: 'Fit',
      questions: [
        q('fit.signals', 1, 'Fit with your signals', 'Does this opportunity match what your team sells?', 'Good fit: the notice matches your team’s signals.', ["Relevance to your team's signals: high (3 of 3).", 'Signals matched: keyword "cloud", CPV 72400000.'], 'positive'),
        q('fit.value', 2, 'Value', 'Is the value in line with the work you usually pursue?', 'In line with the value of the work you usually pursue.', ['Value: £500,000.', 'Median value of your 6 earlier opportunities: £420,000.'], 'positive'),
      ],
    },
    {
      title: 'Competition',
      questions: [
        q('competition.incumbent', 1, 'Incumbent', 'Is there an incumbent with a strong relationship with this buyer?', 'Acme Digital has worked with this buyer before, but not often.', ['Acme Digital has won 1 award from Leeds City Council in this category.'], 'neutral'),
        q('competition.tenders', 2, 'Number of bidders', 'How many tenders does this buyer typically receive?', 'Moderate competition.', ['Typical number of tenders received by this buyer in this category: 5.'], 'neutral'),
      ],
    },
    {
      title: 'Buyer',
      questions: [
        q('buyer.history', 1, 'Award history', 'How often does this buyer award contracts?', 'An active buyer that regularly awards contracts.', ['14 awards by Leeds City Council in the last five years worth £6,200,000.'], 'positive'),
        q('buyer.sme', 2, 'SME share', 'Does this buyer award to SMEs?', 'The buyer regularly awards to SMEs.', ["Share of this buyer's awarded suppliers that are SMEs: 43%."], 'positive'),
      ],
    },
    {
      title: 'Timing',
      questions: [q('timing.deadline', 1, 'Time to deadline', 'Is there enough time to prepare a bid?', 'Tight but workable time to prepare a bid.', ['Days to the deadline: 18 (today 2026-03-02).'], 'neutral')],
    },
  ];
  return {
    __typename: 'BidReport',
    id,
    opportunityId,
    opportunityName,
    status: 'complete',
    publicHash: null,
    recommendation: 'BID',
    recommendationReason: '4 questions favour bidding and 0 count against it.',
    questionGroups: groups,
    factsUsed: [...new Set(groups.flatMap((g) => g.questions.flatMap((x) => x.evidence)))],
    generator: 'embedded',
    error: null,
    createdAt,
  };
}

export const BID_OPPORTUNITY_ID = '501';

export function bidFixtures(): { reports: BidReportData[]; credits: CreditsData } {
  return {
    reports: [
      bidReportFixture('9001', BID_OPPORTUNITY_ID, 'Leeds cloud hosting'),
      { ...bidReportFixture('9002', '502', 'Cardiff cyber security operations', '2026-02-20T09:00:00.000Z'), recommendation: 'NO_BID', recommendationReason: '3 questions count against bidding and 1 favours it.' },
    ],
    credits: { holderType: 'COMPANY', creditType: 'BID_REPORT', totalCredits: 15, remainingCredits: 13, period: 'month' },
  };
}
