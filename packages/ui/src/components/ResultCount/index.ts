export { ResultCount, formatResultCount, RESULT_COUNT_CAP } from './ResultCount';
export type { ResultCountProps } from './ResultCount';
