export { EmptyState } from './EmptyState';
export type { EmptyStateProps } from './EmptyState';
export { EmptyStateIllustration, emptyStateIllustrationNames } from './EmptyStateIllustration';
export type { EmptyStateIllustrationName, EmptyStateIllustrationProps } from './EmptyStateIllustration';
