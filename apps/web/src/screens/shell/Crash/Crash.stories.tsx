// States that cannot occur here: Loading, Empty, Error, Locked, Guest — the crash page is itself the error
// fallback; it loads nothing and is the same for every user.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CrashScreen } from './CrashScreen';

// The crash page is itself the Error state of every screen. It has no data to load, nothing to lock and
// looks the same for guests, so Loading, Empty, Locked and Guest cannot occur; Default is the error fallback.

const meta = {
  title: 'Screens/Crash',
  component: CrashScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    error: Object.assign(new TypeError("Cannot read properties of undefined (reading 'name')"), {
      stack:
        "TypeError: Cannot read properties of undefined (reading 'name')\n    at NoticeRow (NoticeRow.tsx:42:17)",
    }),
    eventId: '3f9a1c2e7b6d4a10',
    supportEmail: 'support@tenderlens.test',
  },
} satisfies Meta<typeof CrashScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Oops! Something has gone wrong' })).toBeVisible();
    await expect(canvas.getByText('3f9a1c2e7b6d4a10')).toBeVisible();
  },
};
