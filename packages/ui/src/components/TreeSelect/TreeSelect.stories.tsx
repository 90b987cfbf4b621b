import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TreeSelect } from './TreeSelect';
import type { TreeSelectItem } from './TreeSelectModel';

const items: TreeSelectItem[] = [
  { id: 'a', label: 'Construction' },
  { id: 'a1', label: 'Roads', parentId: 'a' },
  { id: 'a1x', label: 'Road resurfacing', parentId: 'a1' },
  { id: 'a1y', label: 'Street lighting', parentId: 'a1' },
  { id: 'a2', label: 'Bridges', parentId: 'a' },
  { id: 'b', label: 'Health' },
  { id: 'b1', label: 'Medical equipment', parentId: 'b' },
  { id: 'b2', label: 'Laboratory services', parentId: 'b' },
  { id: 'c', label: 'Information technology' },
  { id: 'c1', label: 'Software', parentId: 'c' },
  { id: 'c2', label: 'Hardware', parentId: 'c' },
];

/** A deterministic tree of 10 × 10 × 10 × 10 = 11,110 nodes (no randomness). */
const bigTree: TreeSelectItem[] = (() => {
  const out: TreeSelectItem[] = [];
  const add = (id: string, parentId: string | null, depth: number) => {
    out.push({ id, label: `Category ${id}`, parentId });
    if (depth < 3) for (let i = 0; i < 10; i += 1) add(`${id}.${i + 1}`, id, depth + 1);
  };
  for (let i = 0; i < 10; i += 1) add(String(i + 1), null, 0);
  return out;
})();

const meta = {
  title: 'UI/Forms/TreeSelect',
  component: TreeSelect,
  args: { label: 'Categories', items, defaultExpandedKeys: ['a'] },
} satisfies Meta<typeof TreeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every prop on the controls panel. */
export const Playground: Story = {
  args: {
    description: 'Choosing a category includes everything under it.',
    isSearchable: true,
    searchDebounceMs: 300,
    visibleRows: 12,
    isDisabled: false,
    onChange: fn(),
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: ['a2'] } };

export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Choose at least one category' } };

/** The search matches nothing. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('searchbox'), 'zzz');
    await expect(await within(canvasElement).findByText('No matches')).toBeVisible();
  },
};

/** A parent fully checked, another mixed. */
export const Filled: Story = {
  args: { defaultValue: ['a1', 'a1x', 'a1y', 'b1'], defaultExpandedKeys: ['a', 'a1', 'b'] },
};

/** Search keeps matches and their ancestors, opened, with the match highlighted. */
export const Searched: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('searchbox'), 'light');
    await expect(
      await within(canvasElement).findByRole('treeitem', { name: 'Street lighting' }),
    ).toBeVisible();
  },
};

/** 11,110 nodes: only open branches are walked and only visible rows are rendered. */
export const LongList: Story = { args: { items: bigTree, defaultExpandedKeys: ['1', '1.1', '1.1.1'] } };
