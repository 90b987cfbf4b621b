import { useCallback, useState, type ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import type { NavShellItem, NavShellLinkProps } from './NavShell.types';
import { NavShellRow, type NavShellRowContext } from './NavShellRow';
import * as styles from './NavShell.css';

export interface NavShellProps {
  /** The main items, top to bottom. Entries with `children` are collapsible groups (expanded by default). */
  items: NavShellItem[];
  /** Items pinned to the bottom (e.g. settings, help). */
  bottomItems?: NavShellItem[];
  /** Top slot: logo or product name. */
  header?: ReactNode;
  /** Slot above the items (e.g. an upgrade button). */
  beforeItems?: ReactNode;
  /** Bottom slot, under the bottom items (e.g. an account menu). */
  footer?: ReactNode;
  /** The current route path; the matching link gets aria-current="page". */
  currentPath?: string;
  /**
   * Decides whether an item is the current page.
   * @default (item, currentPath) => item.href === currentPath
   */
  isItemCurrent?: (item: NavShellItem, currentPath: string | undefined) => boolean;
  /** Whether the navigation shows icons only (controlled). Width: size.navCollapsed, else size.navExpanded. */
  collapsed?: boolean;
  /**
   * Initial collapsed state (uncontrolled).
   * @default false
   */
  defaultCollapsed?: boolean;
  /** Called by the collapse toggle. */
  onCollapsedChange?: (collapsed: boolean) => void;
  /**
   * Ids of groups that start collapsed.
   * @default []
   */
  defaultCollapsedGroups?: string[];
  /** Renders links with the app's router (spread the props, except `item`, on its Link). Default: a RAC Link. */
  renderLink?: (props: NavShellLinkProps) => ReactNode;
  /** Called when a locked item is pressed (e.g. to open a paywall). Locked items never navigate. */
  onLockedPress?: (item: NavShellItem) => void;
  /**
   * Name of the navigation landmark.
   * @default 'Main'
   */
  'aria-label'?: string;
  /**
   * Labels of the collapse toggle, for the expanded and the collapsed state.
   * @default { collapse: 'Collapse navigation', expand: 'Expand navigation' }
   */
  toggleLabels?: { collapse: string; expand: string };
  /** Extra class on the nav element. */
  className?: string;
}

const defaultIsItemCurrent = (item: NavShellItem, currentPath: string | undefined) =>
  currentPath != null && item.href === currentPath;

const defaultToggleLabels = { collapse: 'Collapse navigation', expand: 'Expand navigation' };

/**
 * Vertical navigation for an app: header, optional slot, items and collapsible groups, bottom items and footer.
 * Collapses to icons with tooltips. Links, buttons and locked items are all reachable with Tab.
 */
export function NavShell({
  items,
  bottomItems,
  header,
  beforeItems,
  footer,
  currentPath,
  isItemCurrent = defaultIsItemCurrent,
  collapsed: collapsedProp,
  defaultCollapsed = false,
  onCollapsedChange,
  defaultCollapsedGroups,
  renderLink,
  onLockedPress,
  'aria-label': ariaLabel = 'Main',
  toggleLabels = defaultToggleLabels,
  className,
}: NavShellProps) {
  const [uncontrolledCollapsed, setUncontrolledCollapsed] = useState(defaultCollapsed);
  const collapsed = collapsedProp ?? uncontrolledCollapsed;
  const [closedGroups, setClosedGroups] = useState<ReadonlySet<string>>(
    () => new Set(defaultCollapsedGroups),
  );

  const toggleCollapsed = () => {
    const next = !collapsed;
    if (collapsedProp === undefined) setUncontrolledCollapsed(next);
    onCollapsedChange?.(next);
  };

  const toggleGroup = useCallback((id: string) => {
    setClosedGroups((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  const ctx: NavShellRowContext = {
    collapsed,
    currentPath,
    isItemCurrent,
    renderLink,
    onLockedPress,
    isGroupExpanded: (id) => !closedGroups.has(id),
    toggleGroup,
  };

  const ToggleIcon = collapsed ? PanelLeftOpen : PanelLeftClose;

  return (
    <nav
      aria-label={ariaLabel}
      data-collapsed={collapsed || undefined}
      className={[styles.nav({ collapsed }), className].filter(Boolean).join(' ')}
    >
      <div className={styles.header({ collapsed })}>
        {header != null && <div className={styles.headerSlot}>{header}</div>}
        <Button
          aria-label={collapsed ? toggleLabels.expand : toggleLabels.collapse}
          onPress={toggleCollapsed}
          className={styles.iconButton}
        >
          <ToggleIcon aria-hidden className={styles.icon} />
        </Button>
      </div>
      {beforeItems != null && <div className={styles.slot}>{beforeItems}</div>}
      <div className={styles.scroll}>
        <ul className={styles.list}>
          {items.map((item) => (
            <NavShellRow key={item.id} item={item} depth={0} ctx={ctx} />
          ))}
        </ul>
      </div>
      {bottomItems && bottomItems.length > 0 && (
        <div className={styles.bottom}>
          <ul className={styles.list}>
            {bottomItems.map((item) => (
              <NavShellRow key={item.id} item={item} depth={0} ctx={ctx} />
            ))}
          </ul>
        </div>
      )}
      {footer != null && <div className={styles.footer}>{footer}</div>}
    </nav>
  );
}
