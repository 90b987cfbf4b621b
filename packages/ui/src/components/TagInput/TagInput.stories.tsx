import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TagInput } from './TagInput';
import { withRightToLeft } from '../../test/withRightToLeft';

const meta = {
  title: 'UI/Forms/TagInput',
  component: TagInput,
  args: { label: 'Keywords', placeholder: 'Type a keyword and press Enter' },
} satisfies Meta<typeof TagInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every prop on the controls panel. */
export const Playground: Story = {
  args: {
    description: 'Press Enter after each keyword.',
    isRequired: false,
    isDisabled: false,
    onChange: fn(),
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: ['roads', 'bridges'] } };

export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Add at least one keyword' } };

export const Empty: Story = {};

export const Filled: Story = { args: { defaultValue: ['roads', 'bridges', 'street lighting'] } };

export const LongList: Story = {
  args: {
    defaultValue: Array.from({ length: 24 }, (_, i) => `keyword ${i + 1}`),
  },
};

/** Typing and pressing Enter adds a tag. */
export const AddsOnEnter: Story = {
  args: { onChange: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('textbox'), 'drainage{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['drainage']);
  },
};

/** Right to left (dir="rtl"): the layout mirrors, text and icons keep their order from the inline start. */
export const RightToLeft: Story = { decorators: [withRightToLeft] };
