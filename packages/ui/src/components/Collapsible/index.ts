export { Collapsible } from './Collapsible';
export type { CollapsibleProps } from './Collapsible';
