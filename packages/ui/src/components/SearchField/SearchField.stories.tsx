import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchField } from './SearchField';
import { withRightToLeft } from '../../test/withRightToLeft';

const meta = {
  title: 'UI/Forms/SearchField',
  component: SearchField,
  args: { label: 'Search', placeholder: 'Search by keyword', onDebouncedChange: fn() },
  argTypes: { debounceMs: { control: { type: 'number', min: 0, step: 100 } } },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every prop on the controls panel. */
export const Playground: Story = {
  args: {
    debounceMs: 500,
    hideLabel: false,
    description: 'Searches titles and descriptions.',
    onChange: fn(),
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const Invalid: Story = {
  args: { isInvalid: true, defaultValue: 'a', errorMessage: 'Enter at least 2 characters' },
};

export const Empty: Story = {};

export const Filled: Story = { args: { defaultValue: 'road maintenance' } };

/** The label kept for screen readers only. */
export const HiddenLabel: Story = { args: { hideLabel: true } };

/** Typing then pressing Enter reports the text without waiting for the debounce. */
export const SubmitsOnEnter: Story = {
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('searchbox', { name: 'Search' });
    await userEvent.type(box, 'bridges{Enter}');
    await expect(args.onDebouncedChange).toHaveBeenLastCalledWith('bridges');
  },
};

/** Right to left (dir="rtl"): the layout mirrors, text and icons keep their order from the inline start. */
export const RightToLeft: Story = { args: { defaultValue: 'query' }, decorators: [withRightToLeft] };
