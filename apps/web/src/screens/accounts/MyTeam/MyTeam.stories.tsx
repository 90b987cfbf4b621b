// No Locked story: every plan has a team; no data type gates My team.
// States: Default, Loading, Empty, Error, Guest, Member, Unverified, SeveralTeams, InviteModal, InviteValidationError.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockHandlers, userFixtures } from '@tenderlens/domain/mocks';
import { AppStory } from '../../../testing/AppStory';

const meta: Meta<typeof AppStory> = {
  title: 'Screens/MyTeam',
  component: AppStory,
  parameters: { layout: 'fullscreen', msw: { handlers: mockHandlers({ user: userFixtures.growth }) } },
  args: { path: '/account-management/my-team' },
};
export default meta;
type Story = StoryObj<typeof meta>;
const slow = { timeout: 5000 };
const body = (el: HTMLElement) => within(el.ownerDocument.body);

/** A company admin: every colleague with team, role, active, export permission and last seen; open invitations. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('heading', { name: 'My team', level: 1 }, slow);
    await c.findByText('leo@northwind.test', {}, slow);
    await expect(await c.findByText('nina@northwind.test', {}, slow)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: mockHandlers({ user: userFixtures.growth, accounts: { scenario: 'loading' } }) },
  },
};
export const Empty: Story = {
  parameters: {
    msw: { handlers: mockHandlers({ user: userFixtures.growth, accounts: { scenario: 'empty' } }) },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByText('Only you so far. Invite your colleagues to work on tenders together.', {}, slow);
    await c.findByText('No open invitations.', {}, slow);
  },
};
export const Error: Story = {
  parameters: {
    msw: { handlers: mockHandlers({ user: userFixtures.growth, accounts: { scenario: 'error' } }) },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Sorry something has gone wrong', {}, slow);
  },
};
/** A member reads the team; no invite or admin controls. */
export const Member: Story = {
  parameters: {
    msw: { handlers: mockHandlers({ user: userFixtures.growth, accounts: { role: 'member' } }) },
  },
};
export const Guest: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.guest, accounts: { role: 'member' } }) } },
};
export const Unverified: Story = {
  parameters: {
    msw: { handlers: mockHandlers({ user: userFixtures.growth, accounts: { emailVerified: false } }) },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Verify your email address', {}, slow);
  },
};
export const SeveralTeams: Story = {
  parameters: {
    msw: { handlers: mockHandlers({ user: userFixtures.growth, accounts: { severalTeams: true } }) },
  },
};

/** The invite modal. */
export const InviteModal: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: 'Invite people' }, slow));
    await body(canvasElement).findByRole('dialog', { name: 'Invite people' });
  },
};

export const InviteValidationError: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: 'Invite people' }, slow));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Invite people' }));
    await userEvent.type(dialog.getByLabelText(/Email addresses/), 'nina@northwind.test, not-an-email');
    await userEvent.click(dialog.getByRole('button', { name: 'Send invitations' }));
    await dialog.findByText('Check the email addresses: each must look like name@example.com');
  },
};
