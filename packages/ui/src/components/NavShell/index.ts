export { NavShell } from './NavShell';
export type { NavShellProps } from './NavShell';
export type { NavShellBadge, NavShellItem, NavShellLinkProps } from './NavShell.types';
