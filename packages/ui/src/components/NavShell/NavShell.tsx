import { useCallback, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Button, Dialog, DialogTrigger, Modal, ModalOverlay } from 'react-aria-components';
import { Menu, PanelLeftClose, PanelLeftOpen, X } from 'lucide-react';
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
  /**
   * Viewport width (px) below which the navigation becomes a top bar with a menu button that opens it as a
   * full-height sheet (a modal dialog: focus moves in, Escape or the close button closes it, focus returns).
   * @default 768
   */
  compactBelow?: number;
  /**
   * Labels of the top bar's menu button and of the sheet's close button.
   * @default { open: 'Open navigation', close: 'Close navigation' }
   */
  menuLabels?: { open: string; close: string };
  /** Extra class on the nav element (or on the top bar when compact). */
  className?: string;
}

const defaultMenuLabels = { open: 'Open navigation', close: 'Close navigation' };

/** Whether the viewport is narrower than `px` (false where matchMedia is missing, e.g. jsdom). */
function useNarrowerThan(px: number): boolean {
  const query = `(max-width: ${px - 0.02}px)`;
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false),
    () => false,
  );
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
  compactBelow = 768,
  menuLabels = defaultMenuLabels,
  className,
}: NavShellProps) {
  const compact = useNarrowerThan(compactBelow);
  const [menuOpen, setMenuOpen] = useState(false);
  // The sheet closes when the page changes (a link was followed) — adjusted while rendering, not in an effect.
  const [menuPath, setMenuPath] = useState(currentPath);
  if (menuPath !== currentPath) {
    setMenuPath(currentPath);
    if (menuOpen) setMenuOpen(false);
  }
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
    collapsed: collapsed && !compact,
    currentPath,
    isItemCurrent,
    renderLink,
    onLockedPress: compact
      ? (item) => {
          setMenuOpen(false);
          onLockedPress?.(item);
        }
      : onLockedPress,
    // In the sheet, an item that opens something (e.g. a panel) closes the sheet first.
    onItemPress: compact ? () => setMenuOpen(false) : undefined,
    isGroupExpanded: (id) => !closedGroups.has(id),
    toggleGroup,
  };

  const body = (
    <>
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
    </>
  );

  const ToggleIcon = collapsed ? PanelLeftOpen : PanelLeftClose;

  if (compact) {
    return (
      <div className={[styles.topBar, className].filter(Boolean).join(' ')}>
        {header != null && <div className={styles.headerSlot}>{header}</div>}
        <DialogTrigger isOpen={menuOpen} onOpenChange={setMenuOpen}>
          <Button aria-label={menuLabels.open} className={styles.iconButton}>
            <Menu aria-hidden className={styles.icon} />
          </Button>
          <ModalOverlay isDismissable className={styles.sheetOverlay}>
            <Modal className={styles.sheet}>
              <Dialog aria-label={`${ariaLabel} navigation`} className={styles.sheetDialog}>
                <nav aria-label={ariaLabel} className={styles.nav({ collapsed: false, compact: true })}>
                  <div className={styles.header({ collapsed: false })}>
                    {header != null && <div className={styles.headerSlot}>{header}</div>}
                    <Button aria-label={menuLabels.close} slot="close" className={styles.iconButton}>
                      <X aria-hidden className={styles.icon} />
                    </Button>
                  </div>
                  {body}
                </nav>
              </Dialog>
            </Modal>
          </ModalOverlay>
        </DialogTrigger>
      </div>
    );
  }

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
      {body}
    </nav>
  );
}
