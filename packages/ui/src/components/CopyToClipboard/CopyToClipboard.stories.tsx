import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CopyToClipboard } from './CopyToClipboard';

/** Replaces the clipboard for a story so its outcome is deterministic (browsers may refuse in iframes). */
function withClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true, writable: true });
}

const meta = {
  title: 'UI/Display/CopyToClipboard',
  component: CopyToClipboard,
  args: { text: 'https://example.com/items/123', onCopy: fn() },
  argTypes: {
    variant: { control: 'select', options: ['primary', 'secondary', 'tertiary', 'ghost', 'link'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof CopyToClipboard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every prop on the controls panel. */
export const Playground: Story = {
  args: {
    children: 'Copy link',
    successMessage: 'Copied!',
    failureMessage: 'Could not copy to clipboard',
    resetAfterMs: 0,
    variant: 'secondary',
    size: 'sm',
    isDisabled: false,
  },
};

/** After a successful copy. */
export const Copied: Story = {
  args: { resetAfterMs: 0 },
  beforeEach: () => withClipboard(() => Promise.resolve()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(await canvas.findByText('Copied!')).toBeVisible();
  },
};

/** When the clipboard refuses. */
export const Failed: Story = {
  args: { resetAfterMs: 0 },
  beforeEach: () => withClipboard(() => Promise.reject(new Error('denied'))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(await canvas.findByText('Could not copy to clipboard')).toBeVisible();
  },
};

export const Disabled: Story = { args: { isDisabled: true } };
