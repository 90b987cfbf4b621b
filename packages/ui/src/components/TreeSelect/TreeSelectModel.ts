/** Pure tree logic of TreeSelect: indexing flat items, cascading checks, filtering and flattening rows. */

export interface TreeSelectItem {
  /** Unique id. */
  id: string;
  /** The visible text (also what the search matches). */
  label: string;
  /** Id of the parent; null, undefined or an unknown id makes the item a root. */
  parentId?: string | null;
}

export interface TreeIndex {
  byId: Map<string, TreeSelectItem>;
  parentOf: Map<string, string | null>;
  /** Children in item order; roots under the key `null`. */
  childrenOf: Map<string | null, string[]>;
}

export function buildTreeIndex(items: TreeSelectItem[]): TreeIndex {
  const byId = new Map<string, TreeSelectItem>();
  for (const item of items) byId.set(item.id, item);
  const parentOf = new Map<string, string | null>();
  const childrenOf = new Map<string | null, string[]>();
  for (const item of items) {
    const parent = item.parentId != null && byId.has(item.parentId) ? item.parentId : null;
    parentOf.set(item.id, parent);
    const siblings = childrenOf.get(parent);
    if (siblings) siblings.push(item.id);
    else childrenOf.set(parent, [item.id]);
  }
  return { byId, parentOf, childrenOf };
}

/** Every descendant of `id` (not `id` itself). */
export function descendantsOf(index: TreeIndex, id: string): string[] {
  const out: string[] = [];
  const stack = [...(index.childrenOf.get(id) ?? [])];
  while (stack.length > 0) {
    const next = stack.pop() as string;
    out.push(next);
    const kids = index.childrenOf.get(next);
    if (kids) stack.push(...kids);
  }
  return out;
}

/** Ancestors of `id`, nearest first. */
export function ancestorsOf(index: TreeIndex, id: string): string[] {
  const out: string[] = [];
  let parent = index.parentOf.get(id) ?? null;
  while (parent != null) {
    out.push(parent);
    parent = index.parentOf.get(parent) ?? null;
  }
  return out;
}

/**
 * Checks or unchecks `id` with all its descendants, then settles the ancestors: a parent is checked exactly
 * when all its children are.
 */
export function toggleChecked(index: TreeIndex, checked: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(checked);
  const on = !checked.has(id);
  for (const node of [id, ...descendantsOf(index, id)]) {
    if (on) next.add(node);
    else next.delete(node);
  }
  for (const ancestor of ancestorsOf(index, id)) {
    const kids = index.childrenOf.get(ancestor) ?? [];
    if (kids.every((k) => next.has(k))) next.add(ancestor);
    else next.delete(ancestor);
  }
  return next;
}

/** Nodes that are not checked but have a checked descendant: shown as mixed. */
export function partiallyChecked(index: TreeIndex, checked: ReadonlySet<string>): Set<string> {
  const partial = new Set<string>();
  for (const id of checked) {
    let parent = index.parentOf.get(id) ?? null;
    while (parent != null && !partial.has(parent)) {
      if (!checked.has(parent)) partial.add(parent);
      parent = index.parentOf.get(parent) ?? null;
    }
  }
  return partial;
}

export interface TreeFilter {
  /** Items whose label contains the query. */
  matches: Set<string>;
  /** Matches plus all their ancestors: what stays visible. */
  visible: Set<string>;
  /** Ancestors of matches: opened so the matches show. */
  expanded: Set<string>;
}

/** Case-insensitive substring search; an empty query returns null (no filter). */
export function filterTree(index: TreeIndex, query: string): TreeFilter | null {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return null;
  const matches = new Set<string>();
  const visible = new Set<string>();
  const expanded = new Set<string>();
  for (const item of index.byId.values()) {
    if (!item.label.toLocaleLowerCase().includes(q)) continue;
    matches.add(item.id);
    visible.add(item.id);
    let parent = index.parentOf.get(item.id) ?? null;
    while (parent != null && !expanded.has(parent)) {
      expanded.add(parent);
      visible.add(parent);
      parent = index.parentOf.get(parent) ?? null;
    }
  }
  return { matches, visible, expanded };
}

export interface TreeRow {
  id: string;
  label: string;
  /** 1-based, as aria-level. */
  level: number;
  /** 1-based position among its visible siblings. */
  posInSet: number;
  setSize: number;
  hasChildren: boolean;
  isExpanded: boolean;
}

/** Rows to render: a depth-first walk that only enters expanded branches (and, when filtered, visible nodes). */
export function flattenRows(
  index: TreeIndex,
  expanded: ReadonlySet<string>,
  visible?: ReadonlySet<string>,
): TreeRow[] {
  const rows: TreeRow[] = [];
  const kidsOf = (id: string | null) => {
    const kids = index.childrenOf.get(id) ?? [];
    return visible ? kids.filter((k) => visible.has(k)) : kids;
  };
  const walk = (parent: string | null, level: number) => {
    const kids = kidsOf(parent);
    kids.forEach((id, i) => {
      const hasChildren = kidsOf(id).length > 0;
      const isExpanded = hasChildren && expanded.has(id);
      rows.push({
        id,
        label: index.byId.get(id)?.label ?? id,
        level,
        posInSet: i + 1,
        setSize: kids.length,
        hasChildren,
        isExpanded,
      });
      if (isExpanded) walk(id, level + 1);
    });
  };
  walk(null, 1);
  return rows;
}
