export { Mention } from './Mention';
export type { MentionProps } from './Mention';
