export { TruncatedText, truncateText } from './TruncatedText';
export type { TruncatedTextProps } from './TruncatedText';
