export { LockIcon } from './LockIcon';
export type { LockIconProps, LockIconTone } from './LockIcon';
