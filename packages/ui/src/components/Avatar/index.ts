export { Avatar, avatarColour, getInitials } from './Avatar';
export type { AvatarColour, AvatarProps, AvatarSize } from './Avatar';
