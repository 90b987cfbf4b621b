export { Badge, formatBadgeCount } from './Badge';
export type { BadgeProps, BadgeTone } from './Badge';
