export { Pagination } from './Pagination';
export type { PaginationChange, PaginationProps } from './Pagination';
export { usePersistentPageSize } from './usePersistentPageSize';
