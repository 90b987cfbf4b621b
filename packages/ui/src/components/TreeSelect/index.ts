export { TreeSelect } from './TreeSelect';
export type { TreeSelectItem, TreeSelectProps } from './TreeSelect';
