import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ResultCount } from '../ResultCount';
import { FilterChips, type FilterChip, type FilterChipsProps } from './FilterChips';

const sixChips: FilterChip[] = [
  { id: 'status', label: 'Status: Open' },
  { id: 'region', label: 'Region: London' },
  { id: 'value', label: 'Value: over £100,000' },
  { id: 'type', label: 'Type: Framework' },
  { id: 'keyword', label: 'Keyword: cleaning' },
  { id: 'date', label: 'Closing: next 30 days' },
];

/** Removing a chip really removes it in the story. */
function Stateful(args: FilterChipsProps) {
  const [chips, setChips] = useState(args.chips);
  return (
    <FilterChips
      {...args}
      chips={chips}
      onRemove={(id) => {
        setChips((list) => list.filter((c) => c.id !== id));
        args.onRemove(id);
      }}
      onClearAll={
        args.onClearAll
          ? () => {
              setChips([]);
              args.onClearAll?.();
            }
          : undefined
      }
    />
  );
}

const meta = {
  title: 'UI/Data/FilterChips',
  component: FilterChips,
  args: { chips: sixChips.slice(0, 3), onRemove: fn(), maxVisible: 4 },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof FilterChips>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every prop on the controls panel. */
export const Playground: Story = { args: { chips: sixChips, onClearAll: fn() } };

/** More than four: the rest collapse into "+ 2 More". */
export const Collapsed: Story = { args: { chips: sixChips } };

/** "+ 2 More" pressed: every chip shows. */
export const Expanded: Story = {
  args: { chips: sixChips, onClearAll: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '+ 2 More' }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
  },
};

/** With a Clear all button. */
export const WithClearAll: Story = { args: { chips: sixChips.slice(0, 4), onClearAll: fn() } };

/** No filters: nothing renders. */
export const Empty: Story = { args: { chips: [] } };

/** A long label is truncated. */
export const OverflowingText: Story = {
  args: {
    chips: [{ id: 'long', label: 'Keyword: facilities management and cleaning services for regional offices' }],
  },
};

/** The variants side by side: one chip, exactly four, six collapsed to "+ 2 More", with a count and Clear all. */
export const Catalog: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <FilterChips {...args} aria-label="One filter" chips={sixChips.slice(0, 1)} />
      <FilterChips {...args} aria-label="Four filters" chips={sixChips.slice(0, 4)} />
      <FilterChips {...args} aria-label="Six filters" chips={sixChips} />
      <FilterChips
        {...args}
        aria-label="Six filters with a count"
        chips={sixChips}
        onClearAll={fn()}
        leading={<ResultCount count={1_234} />}
      />
    </div>
  ),
};
