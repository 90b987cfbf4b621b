import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { defaultRangeExtractor, observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { tokens } from '../../theme/tokens';
import { Icon } from '../Icon';
import { SearchField } from '../SearchField';
import * as fieldStyles from '../TextField/TextField.css';
import * as styles from './TreeSelect.css';
import {
  buildTreeIndex,
  filterTree,
  flattenRows,
  partiallyChecked,
  toggleChecked,
  type TreeSelectItem,
} from './TreeSelectModel';

export type { TreeSelectItem };

/** Row height in px, from the small control height token. */
const ROW_HEIGHT = Number.parseInt(tokens.size.controlHeightSm, 10);

export interface TreeSelectProps {
  /** The visible label; it names the tree. */
  label: ReactNode;
  /** Help text under the label. */
  description?: ReactNode;
  /** The error shown under the tree while `isInvalid`. */
  errorMessage?: ReactNode;
  /**
   * Mark the tree invalid and show `errorMessage`.
   * @default false
   */
  isInvalid?: boolean;
  /** The nodes, flat, each pointing at its parent. Order among siblings is kept. */
  items: TreeSelectItem[];
  /** Checked ids (controlled): every checked node, parents included. */
  value?: string[];
  /**
   * Checked ids at first (uncontrolled).
   * @default []
   */
  defaultValue?: string[];
  /** Called with every checked id (a checked parent brings all its descendants). */
  onChange?: (value: string[]) => void;
  /**
   * Branches open at first.
   * @default []
   */
  defaultExpandedKeys?: string[];
  /**
   * Show the search box.
   * @default true
   */
  isSearchable?: boolean;
  /**
   * Accessible name of the search box.
   * @default 'Search'
   */
  searchLabel?: string;
  /**
   * Placeholder of the search box.
   * @default 'Search'
   */
  searchPlaceholder?: string;
  /**
   * Quiet time in ms before the search filters the tree.
   * @default 300
   */
  searchDebounceMs?: number;
  /**
   * Shown when the search matches nothing.
   * @default 'No matches'
   */
  emptyText?: ReactNode;
  /**
   * Count shown beside the label.
   * @default (count) => `${count} selected`
   */
  formatCount?: (count: number) => string;
  /**
   * Most rows visible before the tree scrolls.
   * @default 12
   */
  visibleRows?: number;
  /**
   * Read-only: nothing can be checked.
   * @default false
   */
  isDisabled?: boolean;
  /** Extra class on the field. */
  className?: string;
}

const defaultFormatCount = (count: number) => `${count} selected`;

/** Highlights the first match of `query` in `text`. */
function Highlight({ text, query }: { text: string; query: string }) {
  const q = query.trim().toLocaleLowerCase();
  const at = q ? text.toLocaleLowerCase().indexOf(q) : -1;
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <mark className={styles.match}>{text.slice(at, at + q.length)}</mark>
      {text.slice(at + q.length)}
    </>
  );
}

/**
 * A checkable, searchable tree built from flat items with parent ids. Checking a parent checks its
 * descendants; parents with some checked descendants show as mixed. Only open branches are walked and only
 * the rows in view are rendered (virtualised), so trees of ~10,000 nodes stay responsive. The search keeps
 * matches and their ancestors, opened.
 *
 * ARIA tree pattern (role="tree", aria-multiselectable; rows are treeitems with aria-checked/aria-expanded,
 * aria-level/posinset/setsize); focus stays on the tree and the active row is `aria-activedescendant`.
 * Keys: ↑/↓ move, → opens or goes to the first child, ← closes or goes to the parent, Home/End,
 * Space or Enter checks/unchecks.
 */
export function TreeSelect({
  label,
  description,
  errorMessage,
  isInvalid = false,
  items,
  value,
  defaultValue = [],
  onChange,
  defaultExpandedKeys = [],
  isSearchable = true,
  searchLabel = 'Search',
  searchPlaceholder = 'Search',
  searchDebounceMs = 300,
  emptyText = 'No matches',
  formatCount = defaultFormatCount,
  visibleRows = 12,
  isDisabled = false,
  className,
}: TreeSelectProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const treeId = `${id}-tree`;
  const rowId = (nodeId: string) => `${id}-row-${nodeId}`;

  const index = useMemo(() => buildTreeIndex(items), [items]);
  const [innerValue, setInnerValue] = useState<string[]>(defaultValue);
  const checkedList = value ?? innerValue;
  const checked = useMemo(() => new Set(checkedList), [checkedList]);
  const partial = useMemo(() => partiallyChecked(index, checked), [index, checked]);

  const [query, setQuery] = useState('');
  const filter = useMemo(() => filterTree(index, query), [index, query]);
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set(defaultExpandedKeys));
  // While searching, the open branches start as the matches' ancestors and are tracked apart.
  const [searchExpanded, setSearchExpanded] = useState<{ query: string; keys: Set<string> } | null>(null);
  const activeExpanded = filter
    ? searchExpanded?.query === query
      ? searchExpanded.keys
      : filter.expanded
    : expanded;
  const rows = useMemo(
    () => flattenRows(index, activeExpanded, filter?.visible),
    [index, activeExpanded, filter],
  );

  const [activeId, setActiveId] = useState<string | null>(null);
  const activeIndex = Math.max(
    0,
    rows.findIndex((r) => r.id === activeId),
  );
  const active = rows[activeIndex];

  const scrollRef = useRef<HTMLDivElement>(null);
  const maxHeight = visibleRows * ROW_HEIGHT;
  // The kit does not use the React Compiler; the virtualizer's unmemoisable API is fine here.
  // eslint-disable-next-line react-hooks/incompatible-library -- see the line above
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    // Always render the active row, so aria-activedescendant never points at a missing element.
    rangeExtractor: (range) => {
      const indexes = defaultRangeExtractor(range);
      return rows.length === 0 || indexes.includes(activeIndex)
        ? indexes
        : [...indexes, activeIndex].sort((x, y) => x - y);
    },
    initialRect: { width: 0, height: maxHeight },
    // Before layout (or where there is none, as in tests) assume the full height so rows still render.
    observeElementRect: (instance, cb) =>
      observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : { ...rect, height: maxHeight })),
  });

  useEffect(() => {
    if (active) virtualizer.scrollToIndex(activeIndex, { align: 'auto' });
  }, [active, activeIndex, virtualizer]);

  const setChecked = (next: Set<string>) => {
    const list = items.filter((i) => next.has(i.id)).map((i) => i.id);
    if (value === undefined) setInnerValue(list);
    onChange?.(list);
  };
  const toggleCheck = (nodeId: string) => {
    if (!isDisabled) setChecked(toggleChecked(index, checked, nodeId));
  };
  const setOpen = (nodeId: string, open: boolean) => {
    const next = new Set(activeExpanded);
    if (open) next.add(nodeId);
    else next.delete(nodeId);
    if (filter) setSearchExpanded({ query, keys: next });
    else setExpanded(next);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!active) return;
    const move = (i: number) => {
      const row = rows[Math.min(rows.length - 1, Math.max(0, i))];
      if (row) setActiveId(row.id);
    };
    switch (e.key) {
      case 'ArrowDown':
        move(activeIndex + 1);
        break;
      case 'ArrowUp':
        move(activeIndex - 1);
        break;
      case 'Home':
        move(0);
        break;
      case 'End':
        move(rows.length - 1);
        break;
      case 'ArrowRight':
        if (active.hasChildren && !active.isExpanded) setOpen(active.id, true);
        else if (active.isExpanded) move(activeIndex + 1);
        break;
      case 'ArrowLeft': {
        if (active.isExpanded) setOpen(active.id, false);
        else {
          const parent = index.parentOf.get(active.id);
          if (parent != null) setActiveId(parent);
        }
        break;
      }
      case ' ':
      case 'Enter':
        toggleCheck(active.id);
        break;
      default:
        return;
    }
    e.preventDefault();
  };

  const describedBy = [description != null && descriptionId, isInvalid && errorMessage != null && errorId]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      <div className={styles.header}>
        <span id={labelId} className={fieldStyles.label}>
          {label}
        </span>
        {checked.size > 0 && <span className={styles.count}>{formatCount(checked.size)}</span>}
      </div>
      {description != null && (
        <span id={descriptionId} className={fieldStyles.description}>
          {description}
        </span>
      )}
      {isSearchable && (
        <SearchField
          label={searchLabel}
          hideLabel
          placeholder={searchPlaceholder}
          debounceMs={searchDebounceMs}
          onDebouncedChange={(q) => {
            setQuery(q);
            setSearchExpanded(null);
          }}
          isDisabled={isDisabled}
          aria-controls={treeId}
        />
      )}
      {rows.length === 0 && (
        // Not a tree while nothing matches: a tree must hold tree items (aria-required-children).
        <div id={treeId} role="status" className={[styles.tree(), styles.empty].join(' ')}>
          {emptyText}
        </div>
      )}
      {rows.length > 0 && (
        <div
          ref={scrollRef}
          id={treeId}
          role="tree"
          aria-labelledby={labelId}
          aria-describedby={describedBy || undefined}
          aria-multiselectable="true"
          aria-invalid={isInvalid || undefined}
          aria-disabled={isDisabled || undefined}
          aria-activedescendant={active ? rowId(active.id) : undefined}
          tabIndex={0}
          onKeyDown={onKeyDown}
          className={styles.tree()}
          style={{ maxHeight, height: Math.min(maxHeight, rows.length * ROW_HEIGHT + 2) }}
        >
          <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {virtualizer.getVirtualItems().map((v) => {
              const row = rows[v.index];
              if (!row) return null;
              const state = checked.has(row.id) ? 'true' : partial.has(row.id) ? 'mixed' : 'false';
              return (
                <div
                  key={row.id}
                  id={rowId(row.id)}
                  role="treeitem"
                  aria-level={row.level}
                  aria-posinset={row.posInSet}
                  aria-setsize={row.setSize}
                  aria-expanded={row.hasChildren ? row.isExpanded : undefined}
                  aria-checked={state}
                  aria-disabled={isDisabled || undefined}
                  data-active={row.id === active?.id || undefined}
                  className={styles.row()}
                  style={{
                    ...assignInlineVars({ [styles.levelVar]: String(row.level - 1) }),
                    height: v.size,
                    transform: `translateY(${v.start}px)`,
                  }}
                  onClick={() => {
                    setActiveId(row.id);
                    toggleCheck(row.id);
                  }}
                >
                  <span
                    aria-hidden="true"
                    className={styles.chevron({ leaf: !row.hasChildren })}
                    onClick={(e) => {
                      e.stopPropagation();
                      setActiveId(row.id);
                      if (row.hasChildren) setOpen(row.id, !row.isExpanded);
                    }}
                  >
                    <Icon icon="ChevronRight" size="sm" />
                  </span>
                  <span aria-hidden="true" className={styles.box()}>
                    {state === 'true' ? (
                      <Icon icon="Check" size="inherit" />
                    ) : state === 'mixed' ? (
                      <Icon icon="Minus" size="inherit" />
                    ) : null}
                  </span>
                  <span className={styles.label}>
                    {filter ? <Highlight text={row.label} query={query} /> : row.label}
                  </span>
                </div>
              );
            })}
          </div>
        </div>
      )}
      {isInvalid && errorMessage != null && (
        <div id={errorId} className={fieldStyles.fieldError}>
          <Icon icon="AlertCircle" size="sm" />
          <span>{errorMessage}</span>
        </div>
      )}
    </div>
  );
}
