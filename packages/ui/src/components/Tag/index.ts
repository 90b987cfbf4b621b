export { Tag } from './Tag';
export type { TagProps, TagSize, TagTone } from './Tag';
export { BetaTag } from './BetaTag';
export type { BetaTagProps } from './BetaTag';
