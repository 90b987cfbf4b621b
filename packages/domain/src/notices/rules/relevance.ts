/** Relevance levels of the RelevanceIndicator (spec 2§2). */
export type RelevanceLevel = 'None' | 'Low' | 'Medium' | 'High';

/** Score 3 High, 2 Medium, 1 Low, anything else None (scores run 0 to 3). */
export function relevanceLevel(score: number | null | undefined): RelevanceLevel {
  switch (score) {
    case 3:
      return 'High';
    case 2:
      return 'Medium';
    case 1:
      return 'Low';
    default:
      return 'None';
  }
}

/** The relevance popover's heading: 'High Relevance', 'Medium Relevance', 'Low Relevance' or 'No Score'. */
export function relevanceLabel(score: number | null | undefined): string {
  const level = relevanceLevel(score);
  return level === 'None' ? 'No Score' : `${level} Relevance`;
}

export type SignalCategory = 'keyword' | 'competitor' | 'partner' | 'cpv';

export interface MatchedSignal {
  id: string;
  name: string;
  category: SignalCategory;
}

export const SIGNAL_GROUP_LABELS: Record<SignalCategory, string> = {
  keyword: 'Keywords',
  competitor: 'Competitors',
  partner: 'Partners',
  cpv: 'CPV codes',
};

/** Shown in the relevance popover when nothing matched. */
export const NO_SIGNAL_MATCH_TEXT = "This record doesn't match any of your signals.";
export const UPDATE_SIGNAL_SETTINGS = { label: 'Update your signal settings', href: '/account-management/feed-settings' } as const;

/** Matching signals grouped Keywords, Competitors, Partners, CPV codes (in that order; empty groups left out). */
export function groupSignals(signals: readonly MatchedSignal[]): { label: string; signals: MatchedSignal[] }[] {
  return (Object.keys(SIGNAL_GROUP_LABELS) as SignalCategory[])
    .map((category) => ({ label: SIGNAL_GROUP_LABELS[category], signals: signals.filter((s) => s.category === category) }))
    .filter((group) => group.signals.length > 0);
}
