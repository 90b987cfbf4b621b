/** Bid/no-bid report rules shared by hooks, screens and mocks (spec 2§1, 2§2, 2§3). */
import type { DataType } from '../../plans';
import type { BidRecommendation, CreditsData } from '../graphql/bidReports';

export const BID_REPORT_CREDIT = 'BID_REPORT';

export const BID_MESSAGES = {
  loadFailed: 'Sorry something has gone wrong loading the bid report - If this error persists please contact support',
  listFailed: 'Sorry something has gone wrong loading bid reports - If this error persists please contact support',
  generateFailed: 'We could not generate the bid report. Please try again.',
  generationFailed: 'The AI service could not generate this report. Your credit was not used: please try again.',
  saveFailed: 'Your answer could not be saved. Please try again.',
  publicityFailed: 'The public link could not be changed. Please try again.',
  noReports: 'No bid/no-bid reports yet',
  noReportsHelp: 'Generate a report from an opportunity to see whether it is worth bidding for.',
  noReport: 'No bid/no-bid report for this opportunity yet',
  generating: 'Generating your bid/no-bid report…',
  promptTitle: 'Should you bid for this?',
  promptBody: 'Generate an AI bid/no-bid report: it checks the fit with your signals, the incumbent, the buyer and the time left.',
} as const;

export const RECOMMENDATION_LABELS: Record<BidRecommendation, string> = {
  BID: 'Bid',
  REVIEW: 'Review before deciding',
  NO_BID: 'No bid',
};

export const RATING_LABELS = { positive: 'For bidding', neutral: 'Neutral', negative: 'Against bidding', unknown: 'Not known' } as const;

/** Credits left to generate a report: unlimited (null), or a count above zero. */
export const hasBidCredits = (credits: Pick<CreditsData, 'remainingCredits'> | null | undefined): boolean =>
  credits !== null && credits !== undefined && (credits.remainingCredits === null || credits.remainingCredits > 0);

/** 'Unlimited reports', '14 of 15 reports left this month', '2 of 3 reports left'. */
export function creditsLabel(credits: CreditsData): string {
  if (credits.remainingCredits === null || credits.totalCredits === null) return 'Unlimited reports';
  const noun = credits.totalCredits === 1 ? 'report' : 'reports';
  return `${credits.remainingCredits} of ${credits.totalCredits} ${noun} left${credits.period === 'month' ? ' this month' : ''}`;
}

/** The bid/no-bid prompt after an opportunity is created: with credits or BIDS, unless dismissed. */
export function shouldShowBidPrompt(options: {
  dataTypes: readonly DataType[];
  credits: Pick<CreditsData, 'remainingCredits'> | null | undefined;
  dismissed: boolean;
}): boolean {
  if (options.dismissed) return false;
  return options.dataTypes.includes('BIDS') || hasBidCredits(options.credits);
}

export const bidQualificationPath = (opportunityId: string) => `/opportunities/${encodeURIComponent(opportunityId)}/bid_qualification/`;
export const publicBidReportPath = (hash: string) => `/bid_reports/${encodeURIComponent(hash)}`;
export const bidReportPdfPath = (reportId: string) => `/api/bid_reports/${encodeURIComponent(reportId)}/pdf`;
