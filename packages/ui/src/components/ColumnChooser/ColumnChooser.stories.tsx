import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ColumnChooser, type ColumnChooserColumn, type ColumnChooserProps } from './ColumnChooser';

const columns: ColumnChooserColumn[] = [
  { id: 'name', label: 'Name', visible: true, locked: true },
  { id: 'owner', label: 'Owner', visible: true },
  { id: 'value', label: 'Value', visible: true },
  { id: 'updated', label: 'Updated', visible: false },
  { id: 'status', label: 'Status', visible: true },
];

/** Keeps the columns in story state so toggles and moves stick. */
function Stateful(args: ColumnChooserProps) {
  const [state, setState] = useState(args.columns);
  return (
    <ColumnChooser
      {...args}
      columns={state}
      onChange={(next) => {
        setState(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/Data/ColumnChooser',
  component: ColumnChooser,
  args: { columns, onChange: fn() },
  argTypes: { columns: { control: false } },
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Columns/ }));
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('grid')).toBeVisible();
  },
} satisfies Meta<typeof ColumnChooser>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every prop on the controls panel. */
export const Playground: Story = {};

/** A column shown by keyboard (Space on its row). */
export const Selected: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Columns/ }));
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('checkbox', { name: 'Show Updated' }));
    await expect(args.onChange).toHaveBeenCalled();
  },
};

/** Many columns: the popover scrolls. */
export const LongList: Story = {
  args: {
    columns: Array.from({ length: 30 }, (_, i) => ({ id: `c${i}`, label: `Column ${i + 1}`, visible: i % 3 !== 0 })),
  },
};

/** Long column names are truncated. */
export const OverflowingText: Story = {
  args: {
    columns: [
      { id: 'a', label: 'A column with a very long name that does not fit in the popover', visible: true },
      ...columns,
    ],
  },
};
