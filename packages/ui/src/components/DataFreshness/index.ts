export { DataFreshness, relativeTime } from './DataFreshness';
export type { DataFreshnessProps, DataFreshnessSource } from './DataFreshness';
