export { LockedContent } from './LockedContent';
export type { LockedContentProps } from './LockedContent';
