import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmailTokenInput } from './EmailTokenInput';

const meta = {
  title: 'UI/Forms/EmailTokenInput',
  component: EmailTokenInput,
  args: {
    label: 'Email addresses',
    description: 'Separate addresses with a comma, space or new line.',
    requiredMessage: 'Please enter at least one email address',
    invalidMessage: 'Please enter a valid email address',
    isRequired: true,
  },
} satisfies Meta<typeof EmailTokenInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every prop on the controls panel. */
export const Playground: Story = {
  args: {
    placeholder: 'name@example.com',
    showErrors: false,
    isDisabled: false,
    fullWidth: false,
    onChange: fn(),
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: ['alex@example.com'] } };

/** An address that does not look like one: marked, with the invalid message. */
export const Invalid: Story = { args: { defaultValue: ['alex@example.com', 'sam.example.com'] } };

/** Required and empty after a submit attempt. */
export const Empty: Story = { args: { showErrors: true } };

export const Filled: Story = { args: { defaultValue: ['alex@example.com', 'sam@example.org'] } };

export const LongList: Story = {
  args: { defaultValue: Array.from({ length: 18 }, (_, i) => `person${i + 1}@example.com`) },
};

/** Typing separators splits the text into tokens. */
export const SplitsOnComma: Story = {
  args: { onChange: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('textbox'), 'a@example.com, b@example.com ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['a@example.com', 'b@example.com']);
  },
};
