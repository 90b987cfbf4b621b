import type { ReactNode } from 'react';

/** A count shown on an item (e.g. unread). `label` is what screen readers hear, e.g. '3 unread'. */
export interface NavShellBadge {
  count: number;
  label: string;
}

/** One entry of the navigation tree. An entry with `children` is a collapsible group. */
export interface NavShellItem {
  /** Unique and stable: used as key and to remember a group's expanded state. */
  id: string;
  /** Visible text; also the accessible name (and the tooltip when the navigation is collapsed). */
  label: string;
  /** Icon element (e.g. a lucide icon); decorative. Without one, the first letter stands in when collapsed. */
  icon?: ReactNode;
  /** Makes the item a link. */
  href?: string;
  /** Makes the item a button (e.g. one that opens a slide-out panel). Ignored when the item is locked. */
  onPress?: () => void;
  /** A count badge, shown also when collapsed. */
  badge?: NavShellBadge;
  /** Shows a lock; pressing the item calls `onLockedPress` instead of navigating. */
  locked?: boolean;
  /** Shows a BETA tag whose note appears in a tooltip. */
  beta?: { note: string };
  /** Opens in a new tab, with an icon and a screen-reader hint. */
  isExternal?: boolean;
  /** Sub-items: makes this entry a group with a heading button that expands and collapses it. */
  children?: NavShellItem[];
}

/** What `renderLink` receives: spread it on the router's link component (an <a> underneath). */
export interface NavShellLinkProps {
  href: string;
  className: string;
  children: ReactNode;
  'aria-current'?: 'page';
  target?: string;
  rel?: string;
  /** The item being rendered (not a DOM prop: do not spread it onto the element). */
  item: NavShellItem;
}
