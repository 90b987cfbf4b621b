// No Locked story: onboarding is for a new company on any plan; nothing in it is gated.
// States: Default (industry step), Template, Signals (feed preview in onboarding mode), Invite, Loading, Empty (no template for the industry), Error, Guest and Member (only a company admin onboards). No Locked story: onboarding is on every plan, no data type gates it.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockHandlers, signalSettingsFixture, supplierFixtures, userFixtures } from '@tenderlens/domain/mocks';
import { AppStory } from '../../../testing/AppStory';

const fresh = { completedOnboarding: false } as const;
/** A team without signals yet. */
const noSignals = { data: { settings: { ...signalSettingsFixture(), keywords: [], cpvCodes: [] }, suppliers: supplierFixtures() } };
const meta: Meta<typeof AppStory> = {
  title: 'Screens/Onboarding',
  component: AppStory,
  parameters: { layout: 'fullscreen', msw: { handlers: mockHandlers({ user: userFixtures.free, accounts: fresh }) } },
  args: { path: '/onboarding' },
};
export default meta;
type Story = StoryObj<typeof meta>;
const slow = { timeout: 5000 };

/** A new company's admin: step 1 of 4, the industries; Next waits for a choice. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('radiogroup', { name: 'Which industry are you in?' }, slow);
    await expect(c.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(c.getByRole('radio', { name: 'IT and digital services' }));
    await expect(c.getByRole('button', { name: 'Next' })).toBeEnabled();
  },
};

/** Resumed with an industry and no signals yet: the industry's templates. */
export const Template: Story = {
  parameters: {
    msw: { handlers: mockHandlers({ user: userFixtures.free, accounts: { ...fresh, industry: 'it_digital' }, signals: noSignals }) },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('radio', { name: /Cloud and hosting/ }, slow);
  },
};

/** A template chosen: its keywords and CPV codes, and the feed preview without stage labels or record links. */
export const Signals: Story = {
  parameters: Template.parameters,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('radio', { name: /Cloud and hosting/ }, slow));
    await userEvent.click(c.getByRole('button', { name: 'Next' }));
    await c.findByRole('heading', { name: 'Your signals', level: 2 }, slow);
    await c.findByText(/matched notices in last 6 months/, {}, slow);
  },
};

/** Resumed with signals saved: the last step, invitations; Finish completes onboarding. */
export const Invite: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.free, accounts: { ...fresh, industry: 'it_digital' } }) } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('heading', { name: 'Invite your team', level: 2 }, slow);
    await expect(c.getByRole('button', { name: 'Finish' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.free, accounts: { ...fresh, scenario: 'loading' } }) } },
};

/** No template for the industry: the step says to skip and choose signals by hand. */
export const Empty: Story = {
  parameters: {
    msw: { handlers: mockHandlers({ user: userFixtures.free, accounts: { ...fresh, scenario: 'empty', industry: 'it_digital' }, signals: noSignals }) },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('No templates for your industry yet', {}, slow);
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.free, accounts: { ...fresh, scenario: 'error' } }) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Sorry something has gone wrong', {}, slow);
  },
};

/** A guest pass has no company to set up. */
export const Guest: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.guest, accounts: { ...fresh, role: 'member' } }) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Your company admin sets up Tenderlens', {}, slow);
  },
};

/** A colleague who is no company admin is told who runs onboarding. */
export const Member: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.free, accounts: { ...fresh, role: 'member' } }) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Your company admin sets up Tenderlens', {}, slow);
  },
};
