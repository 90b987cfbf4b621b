// No Empty story: every company has a plan (Free at the least), so there is always one to show.
// No Locked story: the subscription page is where any plan, Free included, sees its plan; nothing gates it.
// States: Default, Loading, Error, Guest, one per plan (Free, FreeWithPaymentLinks, Basic, Expert), DowngradeRequested,
// DowngradeFailed. No Empty story: every company has a plan (Free at the least). No Locked story: this page is where a
// locked user goes to change plan, so nothing on it is behind a plan.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockHandlers, userFixtures } from '@tenderlens/domain/mocks';
import { AppStory } from '../../../testing/AppStory';

const meta: Meta<typeof AppStory> = {
  title: 'Screens/Subscription',
  component: AppStory,
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: mockHandlers({ user: userFixtures.growth, accounts: { plan: 'GROWTH' } }) },
  },
  args: { path: '/account-management/subscription' },
};
export default meta;
type Story = StoryObj<typeof meta>;
const slow = { timeout: 5000 };
const body = (el: HTMLElement) => within(el.ownerDocument.body);
const on = (plan: 'FREEMIUM' | 'BASIC' | 'GROWTH' | 'EXPERT', extra = {}) => ({
  msw: {
    handlers: mockHandlers({
      user: plan === 'FREEMIUM' ? userFixtures.free : userFixtures.growth,
      accounts: { plan, ...extra },
    }),
  },
});

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Your plan: Growth' }, slow);
  },
};
export const Free: Story = { parameters: on('FREEMIUM') };
export const FreeWithPaymentLinks: Story = { parameters: on('FREEMIUM', { paymentLinks: true }) };
export const Basic: Story = { parameters: on('BASIC') };
export const Expert: Story = { parameters: on('EXPERT') };
export const Loading: Story = { parameters: on('GROWTH', { scenario: 'loading' }) };
export const Error: Story = {
  parameters: on('GROWTH', { scenario: 'error' }),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Sorry something has gone wrong', undefined, { timeout: 10_000 });
  },
};
export const Guest: Story = {
  parameters: {
    msw: {
      handlers: mockHandlers({ user: userFixtures.guest, accounts: { plan: 'GUEST_PASS', role: 'member' } }),
    },
  },
};

const downgrade = async (canvasElement: HTMLElement) => {
  await userEvent.click(
    await within(canvasElement).findByRole('button', { name: 'Request a downgrade' }, slow),
  );
  const dialog = within(await body(canvasElement).findByRole('dialog'));
  await userEvent.click(dialog.getByRole('button', { name: 'Request downgrade' }));
  return dialog;
};

/** The account-manager-notified modal. */
export const DowngradeRequested: Story = {
  play: async ({ canvasElement }) => {
    await downgrade(canvasElement);
    await body(canvasElement).findByRole('dialog', { name: 'Your account manager has been notified' });
  },
};

/** Spec 2§8 failure copy. */
export const DowngradeFailed: Story = {
  parameters: on('GROWTH', { downgradeFails: true }),
  play: async ({ canvasElement }) => {
    const dialog = await downgrade(canvasElement);
    await expect(
      await dialog.findByText(
        'Failed to request subscription downgrade. Please contact your CSM instead, or try again later.',
      ),
    ).toBeVisible();
  },
};
