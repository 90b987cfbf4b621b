import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TreeSelect } from './TreeSelect';
import {
  buildTreeIndex,
  filterTree,
  flattenRows,
  partiallyChecked,
  toggleChecked,
  type TreeSelectItem,
} from './TreeSelectModel';

const items: TreeSelectItem[] = [
  { id: 'a', label: 'Construction' },
  { id: 'a1', label: 'Roads', parentId: 'a' },
  { id: 'a1x', label: 'Road resurfacing', parentId: 'a1' },
  { id: 'a1y', label: 'Street lighting', parentId: 'a1' },
  { id: 'a2', label: 'Bridges', parentId: 'a' },
  { id: 'b', label: 'Health' },
  { id: 'b1', label: 'Medical equipment', parentId: 'b' },
];

/** 10 roots × 10 × 10 × 10 = 11,110 nodes. */
function bigTree(): TreeSelectItem[] {
  const out: TreeSelectItem[] = [];
  const add = (id: string, parentId: string | null, depth: number) => {
    out.push({ id, label: `Node ${id}`, parentId });
    if (depth < 3) for (let i = 0; i < 10; i += 1) add(`${id}.${i}`, id, depth + 1);
  };
  for (let i = 0; i < 10; i += 1) add(String(i), null, 0);
  return out;
}

describe('TreeSelect model', () => {
  const index = buildTreeIndex(items);

  it('checks a parent with all descendants and settles ancestors', () => {
    let checked = toggleChecked(index, new Set(), 'a1');
    expect([...checked].sort()).toEqual(['a1', 'a1x', 'a1y']);
    expect([...partiallyChecked(index, checked)]).toEqual(['a']);
    checked = toggleChecked(index, checked, 'a2');
    expect(checked.has('a')).toBe(true);
    checked = toggleChecked(index, checked, 'a1y');
    expect(checked.has('a')).toBe(false);
    expect(checked.has('a1')).toBe(false);
    expect([...partiallyChecked(index, checked)].sort()).toEqual(['a', 'a1']);
  });

  it('filters to matches plus their ancestors', () => {
    const filter = filterTree(index, 'light')!;
    expect([...filter.visible].sort()).toEqual(['a', 'a1', 'a1y']);
    const rows = flattenRows(index, filter.expanded, filter.visible);
    expect(rows.map((r) => [r.label, r.level])).toEqual([
      ['Construction', 1],
      ['Roads', 2],
      ['Street lighting', 3],
    ]);
    expect(filterTree(index, '  ')).toBeNull();
  });
});

describe('TreeSelect', () => {
  const tree = () => screen.getByRole('tree', { name: 'Categories' });
  const item = (name: string | RegExp) => within(tree()).getByRole('treeitem', { name });

  it('shows the roots, closed, as a named tree', () => {
    render(<TreeSelect label="Categories" items={items} />);
    const rows = within(tree()).getAllByRole('treeitem');
    expect(rows.map((r) => r.textContent)).toEqual(['Construction', 'Health']);
    expect(rows[0]).toHaveAttribute('aria-expanded', 'false');
    expect(rows[0]).toHaveAttribute('aria-level', '1');
    expect(rows[0]).toHaveAttribute('aria-checked', 'false');
  });

  it('opens, moves and checks with the keyboard; parents become mixed', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TreeSelect label="Categories" items={items} onChange={onChange} isSearchable={false} />);
    await user.tab();
    expect(tree()).toHaveFocus();
    expect(tree()).toHaveAttribute('aria-activedescendant', item('Construction').id);
    await user.keyboard('{ArrowRight}');
    expect(item('Construction')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowRight}'); // to Roads
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(['a1', 'a1x', 'a1y']);
    expect(item('Roads')).toHaveAttribute('aria-checked', 'true');
    expect(item('Construction')).toHaveAttribute('aria-checked', 'mixed');
    await user.keyboard('{ArrowDown}{Enter}'); // Bridges
    expect(item('Construction')).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{ArrowLeft}'); // to parent
    expect(tree()).toHaveAttribute('aria-activedescendant', item('Construction').id);
    await user.keyboard('{ArrowLeft}');
    expect(item('Construction')).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{End}');
    expect(tree()).toHaveAttribute('aria-activedescendant', item('Health').id);
    expect(screen.getByText('5 selected')).toBeInTheDocument();
  });

  it('checks by click and opens by the chevron', async () => {
    const user = userEvent.setup();
    render(<TreeSelect label="Categories" items={items} defaultValue={['b', 'b1']} />);
    expect(item('Health')).toHaveAttribute('aria-checked', 'true');
    await user.click(item('Health'));
    expect(item('Health')).toHaveAttribute('aria-checked', 'false');
    const chevron = item('Construction').querySelector('[aria-hidden="true"]') as HTMLElement;
    await user.click(chevron);
    expect(item('Construction')).toHaveAttribute('aria-expanded', 'true');
    expect(item('Construction')).toHaveAttribute('aria-checked', 'false');
    expect(item('Bridges')).toBeInTheDocument();
  });

  describe('search', () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      // Testing Library waits with setTimeout unless it sees Jest's fake timers; show it vitest's.
      vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
    });
    afterEach(() => {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    });

    it('filters to matches and their ancestors after the debounce, or says nothing matched', async () => {
      const user = userEvent.setup({ delay: null });
      render(<TreeSelect label="Categories" items={items} />);
      await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'light');
      act(() => vi.advanceTimersByTime(300));
      expect(
        within(tree())
          .getAllByRole('treeitem')
          .map((r) => r.textContent),
      ).toEqual(['Construction', 'Roads', 'Street lighting']);
      await user.type(screen.getByRole('searchbox'), 'zzz');
      act(() => vi.advanceTimersByTime(300));
      // Nothing matched: no empty tree (a tree must hold tree items), a status saying so instead.
      expect(screen.queryByRole('tree')).not.toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('No matches');
    });
  });

  it('stays responsive with 11,110 nodes: renders only a window of rows', async () => {
    const user = userEvent.setup();
    const big = bigTree();
    expect(big).toHaveLength(11110);
    const started = performance.now();
    render(
      <TreeSelect
        label="Categories"
        items={big}
        defaultExpandedKeys={['0', '0.0', '0.0.0']}
        isSearchable={false}
      />,
    );
    expect(performance.now() - started).toBeLessThan(1500);
    const rendered = within(tree()).getAllByRole('treeitem');
    expect(rendered.length).toBeLessThan(40);
    expect(rendered[0]).toHaveAttribute('aria-setsize', '10');
    await user.click(item('Node 0'));
    expect(item('Node 0')).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText('1111 selected')).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(tree().getAttribute('aria-activedescendant')).toBe(item('Node 9').id);
  });

  it('shows the error message', () => {
    render(
      <TreeSelect label="Categories" items={items} isInvalid errorMessage="Choose at least one category" />,
    );
    expect(tree()).toHaveAttribute('aria-invalid', 'true');
    expect(tree()).toHaveAccessibleDescription('Choose at least one category');
  });
});
