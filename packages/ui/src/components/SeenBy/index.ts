export { SeenBy, seenByNames } from './SeenBy';
export type { SeenByProps, SeenByUser } from './SeenBy';
