export { VisuallyHidden } from './VisuallyHidden';
export type { VisuallyHiddenProps } from './VisuallyHidden';
export { visuallyHidden } from './VisuallyHidden.css';
