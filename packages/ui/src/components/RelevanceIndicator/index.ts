export { RelevanceIndicator, defaultRelevanceLabels, relevanceLevel } from './RelevanceIndicator';
export type { RelevanceIndicatorProps, RelevanceLabels, RelevanceLevel } from './RelevanceIndicator';
