export { Icon, Icons, resolveIcon } from './Icon';
export type { IconName, IconProps, IconSize, IconSource } from './Icon';
