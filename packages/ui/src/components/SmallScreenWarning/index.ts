export { SmallScreenWarning } from './SmallScreenWarning';
export type { SmallScreenWarningProps } from './SmallScreenWarning';
