import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TruncatedText } from './TruncatedText';

const paragraph =
  'The quick brown fox jumps over the lazy dog while the team reviews the latest changes to the plan. ';
const long = paragraph.repeat(7).trim();

const meta = {
  title: 'UI/Display/TruncatedText',
  component: TruncatedText,
  args: { text: long, maxLength: 500 },
} satisfies Meta<typeof TruncatedText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every prop on the controls panel. */
export const Playground: Story = {
  args: { maxLength: 200, moreLabel: 'Read more', lessLabel: 'Read less', ellipsis: '…', defaultExpanded: false },
};

/** Text under the limit: no toggle. */
export const Short: Story = { args: { text: paragraph.trim() } };

export const Empty: Story = { args: { text: '' } };

/** Opened with the keyboard. */
export const Expanded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Read more' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Read less' })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const OverflowingText: Story = {
  args: { text: `${'Unbrokenwordwithoutanyspaces'.repeat(30)} and then some words.`, maxLength: 300 },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
};
