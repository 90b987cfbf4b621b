import { useId, useMemo, type ReactNode, type RefObject } from 'react';
import { Button, Link, Tooltip, TooltipTriggerStateContext } from 'react-aria-components';
import { ChevronDown, ExternalLink, Lock } from 'lucide-react';
import { tokens } from '../../theme/tokens';
import { BetaTag } from '../Tag';
import { visuallyHidden } from '../VisuallyHidden';
import type { NavShellItem, NavShellLinkProps } from './NavShell.types';
import { useRowTooltip } from './useRowTooltip';
import * as styles from './NavShell.css';

export interface NavShellRowContext {
  collapsed: boolean;
  currentPath?: string;
  isItemCurrent: (item: NavShellItem, currentPath: string | undefined) => boolean;
  renderLink?: (props: NavShellLinkProps) => ReactNode;
  onLockedPress?: (item: NavShellItem) => void;
  /** Called before an item's own onPress (the compact sheet closes itself). */
  onItemPress?: () => void;
  isGroupExpanded: (id: string) => boolean;
  toggleGroup: (id: string) => void;
}

const tooltipOffset = parseInt(tokens.space.sm, 10);
const formatCount = (count: number) => (count > 99 ? '99+' : String(count));

function containsCurrent(item: NavShellItem, ctx: NavShellRowContext): boolean {
  return (item.children ?? []).some(
    (child) => (!child.locked && ctx.isItemCurrent(child, ctx.currentPath)) || containsCurrent(child, ctx),
  );
}

function ItemIcon({ item, collapsed }: { item: NavShellItem; collapsed: boolean }) {
  return (
    <span className={styles.iconBox} aria-hidden>
      {item.icon ?? <span className={styles.initial}>{item.label.charAt(0).toUpperCase()}</span>}
      {collapsed && item.badge && item.badge.count > 0 && (
        <span className={styles.badge({ placement: 'corner' })}>{formatCount(item.badge.count)}</span>
      )}
      {collapsed && item.locked && <Lock className={styles.cornerLock} />}
    </span>
  );
}

/** One item: a link, a button (onPress), a locked button, or a group with its sub-items. */
export function NavShellRow({
  item,
  depth,
  ctx,
}: {
  item: NavShellItem;
  depth: 0 | 1;
  ctx: NavShellRowContext;
}) {
  const { collapsed } = ctx;
  const {
    ref: rowRef,
    isOpen: tooltipOpen,
    setOpen: setTooltipOpen,
    handlers: rowHandlers,
  } = useRowTooltip(collapsed);
  const listId = useId();

  if (item.children) {
    const expanded = ctx.isGroupExpanded(item.id);
    return (
      <li>
        <div ref={rowRef} className={styles.rowWrap} {...rowHandlers}>
          <Button
            aria-expanded={expanded}
            aria-controls={listId}
            onPress={() => ctx.toggleGroup(item.id)}
            data-current-ancestor={containsCurrent(item, ctx) || undefined}
            className={styles.row({ depth, collapsed, kind: 'group' })}
          >
            <ItemIcon item={item} collapsed={collapsed} />
            <span className={collapsed ? visuallyHidden : styles.label}>{item.label}</span>
            {!collapsed && <ChevronDown aria-hidden className={styles.chevron} />}
          </Button>
        </div>
        <RowTooltip triggerRef={rowRef} isOpen={tooltipOpen} setOpen={setTooltipOpen}>
          {item.label}
        </RowTooltip>
        <ul id={listId} hidden={!expanded} className={styles.subList}>
          {item.children.map((child) => (
            <NavShellRow key={child.id} item={child} depth={1} ctx={ctx} />
          ))}
        </ul>
      </li>
    );
  }

  const isCurrent = !item.locked && item.href != null && ctx.isItemCurrent(item, ctx.currentPath);
  const content = (
    <>
      <ItemIcon item={item} collapsed={collapsed} />
      <span className={collapsed ? visuallyHidden : styles.label}>{item.label}</span>
      {item.badge && item.badge.count > 0 && (
        <>
          {!collapsed && (
            <span aria-hidden className={styles.badge()}>
              {formatCount(item.badge.count)}
            </span>
          )}
          <Hidden>, {item.badge.label}</Hidden>
        </>
      )}
      {item.locked && (
        <>
          {!collapsed && <Lock aria-hidden className={styles.statusIcon} />}
          <Hidden>, locked</Hidden>
        </>
      )}
      {collapsed && item.beta && <Hidden>, beta</Hidden>}
      {item.isExternal && !item.locked && (
        <>
          {!collapsed && <ExternalLink aria-hidden className={styles.statusIcon} />}{' '}
          <Hidden>(opens in a new tab)</Hidden>
        </>
      )}
    </>
  );

  let control: ReactNode;
  if (item.locked) {
    control = (
      <Button
        onPress={() => ctx.onLockedPress?.(item)}
        data-locked
        className={styles.row({ depth, collapsed, kind: 'button' })}
      >
        {content}
      </Button>
    );
  } else if (item.href != null) {
    const linkProps = {
      href: item.href,
      className: styles.row({ depth, collapsed, kind: 'link' }),
      'aria-current': isCurrent ? ('page' as const) : undefined,
      target: item.isExternal ? '_blank' : undefined,
      rel: item.isExternal ? 'noopener noreferrer' : undefined,
    };
    control = ctx.renderLink ? (
      ctx.renderLink({ ...linkProps, children: content, item })
    ) : (
      <Link {...linkProps}>{content}</Link>
    );
  } else if (item.onPress) {
    control = (
      <Button
        onPress={() => {
          ctx.onItemPress?.();
          item.onPress?.();
        }}
        className={styles.row({ depth, collapsed, kind: 'button' })}
      >
        {content}
      </Button>
    );
  } else {
    control = <span className={styles.row({ depth, collapsed, kind: 'text' })}>{content}</span>;
  }

  return (
    <li>
      <div ref={rowRef} className={styles.rowWrap} {...rowHandlers}>
        {control}
        {item.beta && !collapsed && (
          <BetaTag note={item.beta.note} placement="end" className={styles.betaTag} />
        )}
      </div>
      <RowTooltip triggerRef={rowRef} isOpen={tooltipOpen} setOpen={setTooltipOpen}>
        {item.label}
        {item.locked ? ' (locked)' : ''}
        {item.beta ? ` · Beta: ${item.beta.note}` : ''}
      </RowTooltip>
    </li>
  );
}

/** Text for screen readers only; an inline span so it joins the accessible name without an extra space. */
function Hidden({ children }: { children: ReactNode }) {
  return <span className={visuallyHidden}>{children}</span>;
}

/** A tooltip anchored to the whole row. RAC's Tooltip reads its state from context, so provide it here. */
function RowTooltip({
  triggerRef,
  isOpen,
  setOpen,
  children,
}: {
  triggerRef: RefObject<HTMLDivElement | null>;
  isOpen: boolean;
  setOpen: (isOpen: boolean) => void;
  children: ReactNode;
}) {
  const state = useMemo(
    () => ({ isOpen, shouldSkipAnimation: false, open: () => setOpen(true), close: () => setOpen(false) }),
    [isOpen, setOpen],
  );
  return (
    <TooltipTriggerStateContext.Provider value={state}>
      <Tooltip triggerRef={triggerRef} placement="end" offset={tooltipOffset} className={styles.tooltip}>
        {children}
      </Tooltip>
    </TooltipTriggerStateContext.Provider>
  );
}
