import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { SmallScreenWarning } from './SmallScreenWarning';

const meta = {
  title: 'UI/Overlays/SmallScreenWarning',
  component: SmallScreenWarning,
  parameters: { layout: 'fullscreen' },
  args: { isOpen: true, onDismiss: fn() },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('dialog')).toBeVisible();
  },
} satisfies Meta<typeof SmallScreenWarning>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every prop on the controls panel. */
export const Playground: Story = {};

/** Custom words from the app. */
export const CustomText: Story = {
  args: { title: 'Best on a bigger screen', message: 'Tables and charts need room.', dismissLabel: 'Got it' },
};
