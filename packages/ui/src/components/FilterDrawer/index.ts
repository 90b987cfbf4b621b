export { FilterDrawer } from './FilterDrawer';
export type { FilterDrawerGroup, FilterDrawerProps } from './FilterDrawer';
