import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MultiSelect } from './MultiSelect';

const items = [
  { id: 'open', label: 'Open' },
  { id: 'closed', label: 'Closed' },
  { id: 'awarded', label: 'Awarded', description: 'A winner has been named' },
  { id: 'cancelled', label: 'Cancelled' },
];

const openList: Story['play'] = async ({ canvasElement }) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /(Status|Region)$/ }));
  await expect(within(canvasElement.ownerDocument.body).getByRole('listbox')).toBeVisible();
};

const meta = {
  title: 'UI/Forms/MultiSelect',
  component: MultiSelect,
  args: { label: 'Status', items },
} satisfies Meta<typeof MultiSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every prop on the controls panel. */
export const Playground: Story = {
  args: { description: 'Choose any number.', placeholder: 'Select options', showTags: true, onChange: fn() },
};

/** The list open, two options chosen. */
export const Open: Story = { args: { defaultValue: ['open', 'awarded'] }, play: openList };

export const Disabled: Story = { args: { isDisabled: true, defaultValue: ['open'] } };

export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Choose at least one status' } };

export const Empty: Story = { args: { items: [], emptyText: 'No options yet' }, play: openList };

export const LongList: Story = {
  args: {
    label: 'Region',
    items: Array.from({ length: 40 }, (_, i) => ({ id: `r${i + 1}`, label: `Region ${i + 1}` })),
    defaultValue: ['r2', 'r5', 'r9'],
  },
  play: openList,
};

export const Filled: Story = { args: { defaultValue: ['open', 'closed', 'awarded'] } };
