import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from './Select';
import { withRightToLeft } from '../../test/withRightToLeft';

const items = [
  { id: 'newest', label: 'Newest first' },
  { id: 'oldest', label: 'Oldest first' },
  { id: 'value', label: 'Highest value', description: 'Unknown values last' },
  { id: 'closing', label: 'Closing soonest' },
];

const openList: Story['play'] = async ({ canvasElement }) => {
  await userEvent.click(within(canvasElement).getByRole('button'));
  await expect(within(canvasElement.ownerDocument.body).getByRole('listbox')).toBeVisible();
};

const meta = {
  title: 'UI/Forms/Select',
  component: Select,
  args: { label: 'Sort by', items },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every prop on the controls panel. */
export const Playground: Story = {
  args: {
    description: 'Applies to the list below.',
    placeholder: 'Select an option',
    isRequired: false,
    onChange: fn(),
  },
};

/** The list open. */
export const Open: Story = { play: openList };

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'newest' } };

export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Choose an order' } };

export const Empty: Story = { args: { items: [], emptyText: 'No options yet' }, play: openList };

export const LongList: Story = {
  args: {
    label: 'Region',
    items: Array.from({ length: 40 }, (_, i) => ({ id: `r${i + 1}`, label: `Region ${i + 1}` })),
  },
  play: openList,
};

export const Filled: Story = { args: { defaultValue: 'value' } };

/** Right to left (dir="rtl"): the layout mirrors, text and icons keep their order from the inline start. */
export const RightToLeft: Story = { decorators: [withRightToLeft] };
