// No Loading story: the settings page is a static list of links drawn from the signed-in user the shell already has; it fetches nothing.
// No Empty story: the list of account-management sections is fixed.
// No Error story: it makes no request of its own that could fail.
// No Locked story: every plan reaches its account settings.
// States: Default, Guest. No Loading, Empty or Error story: the page lists the parts of account management from a fixed
// list and loads nothing of its own (the signed-in user it reads is loaded by the shell before any page renders). No
// Locked story: settings are on every plan; a section a plan does not include shows its own paywall once opened.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mockHandlers, userFixtures } from '@tenderlens/domain/mocks';
import { AppStory } from '../../../testing/AppStory';

const T = { timeout: 10_000 };
const meta: Meta<typeof AppStory> = {
  title: 'Screens/Accounts/Settings',
  component: AppStory,
  parameters: { layout: 'fullscreen', msw: { handlers: mockHandlers() } },
  args: { path: '/account-management' },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** Every part of account management, each card a link (reached by Tab, opened with Enter). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { level: 1, name: 'Settings' }, T)).toBeVisible();
    for (const name of ['Feed settings', 'Notifications and alerts', 'My team', 'Subscription', 'Security and display', 'CRM integration'])
      await expect(c.getByRole('link', { name })).toBeVisible();
    await expect(c.getByRole('link', { name: 'My team' })).toHaveAttribute('href', '/account-management/my-team');
  },
};

/** A guest pass: no CRM integration (sending to a CRM is blocked for guests). */
export const Guest: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.guest }) } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('heading', { level: 1, name: 'Settings' }, T);
    await expect(c.queryByRole('link', { name: 'CRM integration' })).toBeNull();
  },
};
