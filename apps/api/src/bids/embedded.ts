/**
 * The embedded bid/no-bid assessment: rules over our own data (decision 0034). Each question is
 * answered from the facts that bear on it, rated, and cites them as evidence; the recommendation
 * weighs the ratings. Nothing is invented: a fact we do not hold is answered as unknown.
 */
import type { BidRecommendation, BidReportQuestion } from '../db/schema/bids';
import type { BidFacts, BidReportDraft, BidReportGenerator } from './generator';

type Rating = NonNullable<BidReportQuestion['rating']>;
interface Answer {
  answer: string;
  evidence: string[];
  rating: Rating;
}

const money = (v: number) => `£${Math.round(v).toLocaleString('en-GB')}`;
const pct = (v: number) => `${Math.round(v * 100)}%`;
const RELEVANCE = ['no', 'low', 'medium', 'high'] as const;

function fit(f: BidFacts): Answer {
  if (!f.relevance) return { answer: 'The opportunity has no linked notice to match against your signals.', evidence: [], rating: 'unknown' };
  const { score, signals } = f.relevance;
  const evidence = [`Relevance to your team's signals: ${RELEVANCE[score] ?? 'no'} (${score} of 3).`];
  if (signals.length > 0) evidence.push(`Signals matched: ${signals.join(', ')}.`);
  if (score >= 2) return { answer: 'Good fit: the notice matches your team’s signals.', evidence, rating: 'positive' };
  if (score === 1) return { answer: 'Partial fit: the notice matches few of your team’s signals.', evidence, rating: 'neutral' };
  return { answer: 'Weak fit: the notice matches none of your team’s signals.', evidence, rating: 'negative' };
}

function value(f: BidFacts): Answer {
  const v = f.opportunity.value ?? f.notice?.value ?? null;
  if (v === null) return { answer: 'The value is not known.', evidence: [], rating: 'unknown' };
  const evidence = [`Value: ${money(v)}.`];
  if (!f.teamValues) return { answer: 'You have no earlier opportunities with a value to compare with.', evidence, rating: 'unknown' };
  evidence.push(`Median value of your ${f.teamValues.count} earlier opportunities: ${money(f.teamValues.median)}.`);
  const ratio = v / Math.max(f.teamValues.median, 1);
  if (ratio > 5) return { answer: 'Much larger than the work you usually pursue: check capacity and financial standing requirements.', evidence, rating: 'negative' };
  if (ratio < 0.2) return { answer: 'Much smaller than the work you usually pursue: check the cost of bidding against the return.', evidence, rating: 'neutral' };
  return { answer: 'In line with the value of the work you usually pursue.', evidence, rating: 'positive' };
}

function incumbent(f: BidFacts): Answer {
  if (f.withheld.includes('incumbent')) return { answer: 'Award history is part of the AWARDS data type: upgrade to see the incumbent.', evidence: [], rating: 'unknown' };
  if (!f.incumbent) return { answer: 'No incumbent found: we hold no awards from this buyer in this category.', evidence: [], rating: 'positive' };
  const i = f.incumbent;
  const evidence = [`${i.name} has won ${i.awardsWithBuyer} award${i.awardsWithBuyer === 1 ? '' : 's'} from ${f.buyer?.name ?? 'this buyer'} in this category.`];
  if (i.latestEndDate) evidence.push(`Their latest contract ends ${i.latestEndDate.slice(0, 10)}.`);
  if (i.awardsWithBuyer >= 3) return { answer: `${i.name} is an entrenched incumbent: expect a strong relationship with the buyer.`, evidence, rating: 'negative' };
  return { answer: `${i.name} has worked with this buyer before, but not often.`, evidence, rating: 'neutral' };
}

function competition(f: BidFacts): Answer {
  if (f.withheld.includes('typicalTendersReceived')) return { answer: 'Tenders received are part of the AWARDS data type.', evidence: [], rating: 'unknown' };
  const t = f.typicalTendersReceived;
  if (t === null) return { answer: 'We hold no counts of tenders received for this buyer and category.', evidence: [], rating: 'unknown' };
  const evidence = [`Typical number of tenders received by this buyer in this category: ${t}.`];
  if (t <= 3) return { answer: 'Low competition.', evidence, rating: 'positive' };
  if (t <= 8) return { answer: 'Moderate competition.', evidence, rating: 'neutral' };
  return { answer: 'High competition.', evidence, rating: 'negative' };
}

function buyerHistory(f: BidFacts): Answer {
  if (f.withheld.includes('buyerAwards')) return { answer: 'The buyer’s award history is part of the AWARDS data type.', evidence: [], rating: 'unknown' };
  const b = f.buyerAwards;
  if (!b || b.count === 0) return { answer: 'We hold no awards from this buyer in the last five years.', evidence: [], rating: 'neutral' };
  const evidence = [`${b.count} award${b.count === 1 ? '' : 's'} by ${f.buyer?.name ?? 'this buyer'} in the last five years${b.totalValue ? ` worth ${money(b.totalValue)}` : ''}.`];
  if (b.lastAwardDate) evidence.push(`Latest award: ${b.lastAwardDate.slice(0, 10)}.`);
  return { answer: 'An active buyer that regularly awards contracts.', evidence, rating: b.count >= 3 ? 'positive' : 'neutral' };
}

function sme(f: BidFacts): Answer {
  const evidence: string[] = [];
  if (f.notice?.isSuitableForSme !== null && f.notice?.isSuitableForSme !== undefined)
    evidence.push(`The notice is ${f.notice.isSuitableForSme ? '' : 'not '}marked suitable for SMEs.`);
  if (f.withheld.includes('buyerAwards')) return { answer: 'The buyer’s SME share is part of the AWARDS data type.', evidence, rating: 'unknown' };
  const share = f.buyerAwards?.smeShare ?? null;
  if (share === null) return { answer: evidence.length ? 'We hold no SME share for this buyer.' : 'Not known.', evidence, rating: 'unknown' };
  evidence.push(`Share of this buyer's awarded suppliers that are SMEs: ${pct(share)}.`);
  if (share >= 0.33) return { answer: 'The buyer regularly awards to SMEs.', evidence, rating: 'positive' };
  return { answer: 'The buyer mostly awards to larger suppliers.', evidence, rating: share > 0.1 ? 'neutral' : 'negative' };
}

function timing(f: BidFacts): Answer {
  const d = f.daysToDeadline;
  if (d === null) return { answer: 'No deadline is known.', evidence: [], rating: 'unknown' };
  const evidence = [`Days to the deadline: ${d} (today ${f.today}).`];
  if (d < 0) return { answer: 'The deadline has passed.', evidence, rating: 'negative' };
  if (d < 10) return { answer: 'Very little time to prepare a bid.', evidence, rating: 'negative' };
  if (d < 21) return { answer: 'Tight but workable time to prepare a bid.', evidence, rating: 'neutral' };
  return { answer: 'Enough time to prepare a bid.', evidence, rating: 'positive' };
}

/** The questions, in groups, with the rule that answers each (promptIds are stable: edits address them). */
export const BID_QUESTIONS: { group: string; questions: { promptId: string; title: string; question: string; autoQualify: boolean; answer: (f: BidFacts) => Answer }[] }[] = [
  {
    group: 'Fit',
    questions: [
      { promptId: 'fit.signals', title: 'Fit with your signals', question: 'Does this opportunity match what your team sells?', autoQualify: true, answer: fit },
      { promptId: 'fit.value', title: 'Value', question: 'Is the value in line with the work you usually pursue?', autoQualify: true, answer: value },
    ],
  },
  {
    group: 'Competition',
    questions: [
      { promptId: 'competition.incumbent', title: 'Incumbent', question: 'Is there an incumbent with a strong relationship with this buyer?', autoQualify: true, answer: incumbent },
      { promptId: 'competition.tenders', title: 'Number of bidders', question: 'How many tenders does this buyer typically receive?', autoQualify: true, answer: competition },
    ],
  },
  {
    group: 'Buyer',
    questions: [
      { promptId: 'buyer.history', title: 'Award history', question: 'How often does this buyer award contracts?', autoQualify: true, answer: buyerHistory },
      { promptId: 'buyer.sme', title: 'SME share', question: 'Does this buyer award to SMEs?', autoQualify: true, answer: sme },
    ],
  },
  {
    group: 'Timing',
    questions: [{ promptId: 'timing.deadline', title: 'Time to deadline', question: 'Is there enough time to prepare a bid?', autoQualify: true, answer: timing }],
  },
];

const SCORE: Record<Rating, number> = { positive: 1, neutral: 0, negative: -1, unknown: 0 };

export function recommend(ratings: readonly Rating[], deadlinePassed: boolean): { recommendation: BidRecommendation; reason: string } {
  const positives = ratings.filter((r) => r === 'positive').length;
  const negatives = ratings.filter((r) => r === 'negative').length;
  const known = ratings.filter((r) => r !== 'unknown').length;
  const score = ratings.reduce((s, r) => s + SCORE[r], 0);
  if (deadlinePassed) return { recommendation: 'NO_BID', reason: 'The deadline has passed.' };
  if (known < 3) return { recommendation: 'REVIEW', reason: `Only ${known} of ${ratings.length} questions could be answered from our data: review before deciding.` };
  if (score >= 2) return { recommendation: 'BID', reason: `${positives} questions favour bidding and ${negatives} count against it.` };
  if (score <= -2) return { recommendation: 'NO_BID', reason: `${negatives} questions count against bidding and ${positives} favour it.` };
  return { recommendation: 'REVIEW', reason: `The evidence is mixed (${positives} for, ${negatives} against): review before deciding.` };
}

export function assessBid(facts: BidFacts): BidReportDraft {
  const ratings: Rating[] = [];
  const factsUsed: string[] = [];
  const questionGroups = BID_QUESTIONS.map((g) => ({
    title: g.group,
    questions: g.questions.map((q, i): BidReportQuestion => {
      const a = q.answer(facts);
      ratings.push(a.rating);
      for (const e of a.evidence) if (!factsUsed.includes(e)) factsUsed.push(e);
      return { promptId: q.promptId, title: q.title, question: q.question, order: i + 1, autoQualify: q.autoQualify, answer: a.answer, evidence: a.evidence, rating: a.rating };
    }),
  }));
  const { recommendation, reason } = recommend(ratings, facts.daysToDeadline !== null && facts.daysToDeadline < 0);
  return { questionGroups, recommendation, recommendationReason: reason, factsUsed };
}

export function createEmbeddedBidGenerator(): BidReportGenerator {
  return { name: 'embedded', generate: (facts) => Promise.resolve(assessBid(facts)) };
}
