export { SummaryCard, SummaryList, SummaryListItem } from './SummaryCard';
export type { SummaryCardProps, SummaryListItemProps, SummaryListProps } from './SummaryCard';
