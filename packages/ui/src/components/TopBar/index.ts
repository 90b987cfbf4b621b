export { TopBar } from './TopBar';
export type { TopBarProps, TopBarTone } from './TopBar';
export { TopBarButton } from './TopBarButton';
export type { TopBarButtonProps } from './TopBarButton';
export { TopBarLink } from './TopBarLink';
export type { TopBarLinkProps } from './TopBarLink';
