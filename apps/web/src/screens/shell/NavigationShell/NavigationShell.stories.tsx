import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockHandlers, userFixtures } from '@tenderlens/domain/mocks';
import { AppStory } from '../../../testing/AppStory';
import { phoneParameters } from '../../../testing/viewports';

const meta: Meta<typeof AppStory> = {
  title: 'Screens/NavigationShell',
  component: AppStory,
  parameters: { layout: 'fullscreen', msw: { handlers: mockHandlers({ user: userFixtures.growth }) } },
  args: { path: '/' },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** Growth plan: every item unlocked, unread badge on Notifications, no Upgrade button. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = await canvas.findByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: /Notices/ })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Upgrade' })).toBeNull();
  },
};

/** The spec's small-screen warning shows at 992 px and below (not on /records); Continue anyway dismisses it. */
async function continueOnPhone(canvasElement: HTMLElement) {
  const body = within(canvasElement.ownerDocument.body);
  await body.findByRole('dialog', { name: 'Tenderlens works best on a larger screen' });
  await userEvent.click(body.getByRole('button', { name: 'Continue anyway' }));
}

/** A phone (390 px): the navigation is a top bar with a menu button; the page has the full width. */
export const Phone: Story = {
  parameters: phoneParameters,
  play: async ({ canvasElement }) => {
    await continueOnPhone(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Open navigation' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
  },
};

/** The phone menu open: the whole navigation in a sheet, focus inside; Escape or Close navigation closes it. */
export const PhoneMenu: Story = {
  parameters: phoneParameters,
  play: async ({ canvasElement }) => {
    await continueOnPhone(canvasElement);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Open navigation' }));
    const body = within(canvasElement.ownerDocument.body);
    const sheet = await body.findByRole('dialog', { name: 'Main navigation' });
    await expect(within(sheet).getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(within(sheet).getByRole('button', { name: 'Close navigation' })).toBeVisible();
    await expect(within(sheet).getByText('Maya Patel')).toBeVisible();
  },
};

/** The BETA tag beside Frameworks shows its beta note when hovered, focused or pressed (here hovered). */
export const BetaNoteOpen: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(await within(canvasElement).findByRole('navigation', { name: 'Main' }));
    const tags = await nav.findAllByRole('button', { name: 'Beta' });
    await expect(tags).toHaveLength(2);
    // A real mouse moves over the page before it reaches the tag (react-aria needs a pointer modality).
    await userEvent.hover(canvasElement);
    await userEvent.hover(tags[0] as HTMLElement);
    const tip = await within(canvasElement.ownerDocument.body).findByRole('tooltip');
    await expect(tip).toHaveTextContent(/This feature is in beta/);
  },
};

/** The current user is still loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: 'loading' }) } },
};

/** No notifications at all: no badge. */
export const Empty: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.growth, notifications: 'empty' }) } },
  play: async ({ canvasElement }) => {
    const nav = await within(canvasElement).findByRole('navigation', { name: 'Main' });
    await expect(within(nav).queryByText(/unread/)).toBeNull();
  },
};

/** The current-user query fails: the crash page with its event ID. */
export const Error: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: 'error' }) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Oops! Something has gone wrong' });
  },
};

/** A guest pass: the Upgrade button shows and data items are locked. */
export const Guest: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.guest }) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: 'Upgrade' });
  },
};

/** Free plan: a locked item opens its paywall. */
export const Locked: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.free }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = await canvas.findByRole('navigation', { name: 'Main' });
    await userEvent.click(within(nav).getByRole('button', { name: /Contacts/ }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog')).toBeVisible();
    await expect(body.getByText('Available on our Growth plan')).toBeVisible();
  },
};

/** An admin: the admin bar with its environment label. */
export const Admin: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.admin }) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('DEVELOPMENT ADMIN');
  },
};

/** The navigation collapsed to 80 px. */
export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Collapse navigation' }));
    await canvas.findByRole('button', { name: 'Expand navigation' });
  },
};

/** ?bookADemo=true opens the book-a-demo form, prefilled from the user. */
export const BookADemo: Story = {
  args: { path: '/?bookADemo=true' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Book a demo' }));
    await expect(dialog.getByLabelText(/First name/)).toHaveValue('Maya');
  },
};

/** Every validation message of spec 2§5. */
export const BookADemoInvalid: Story = {
  args: { path: '/?bookADemo=true' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Book a demo' }));
    await userEvent.clear(dialog.getByLabelText(/First name/));
    await userEvent.clear(dialog.getByLabelText(/Last name/));
    await userEvent.clear(dialog.getByLabelText(/^Email/));
    await userEvent.type(dialog.getByLabelText(/Phone/), '12-34');
    await userEvent.click(dialog.getByRole('button', { name: 'Book a demo' }));
    await dialog.findByText('First name is required');
    await expect(dialog.getByText('Last name is required')).toBeVisible();
    await expect(dialog.getByText('Email is required')).toBeVisible();
    await expect(dialog.getByText('Invalid phone number format')).toBeVisible();
    await userEvent.type(dialog.getByLabelText(/^Email/), 'maya@');
    await userEvent.click(dialog.getByRole('button', { name: 'Book a demo' }));
    await dialog.findByText('Invalid email format');
  },
};

/** Sent: the thank-you screen with its link to the notice feed. */
export const BookADemoSent: Story = {
  args: { path: '/?bookADemo=true' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Book a demo' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Book a demo' }));
    const thanks = within(await body.findByRole('dialog', { name: 'Thank you' }));
    await expect(thanks.getByRole('link', { name: 'Go to notice feed' })).toBeVisible();
  },
};

/** Sent in UK business hours with a booking link configured: 'Talk to our team now' beside the link to the feed. */
export const BookADemoSentWithBookingLink: Story = {
  args: { path: '/?bookADemo=true' },
  parameters: {
    msw: { handlers: mockHandlers({ user: userFixtures.growth, salesBooking: { url: 'https://sales.example.test/talk-now', in_hours: true } }) },
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Book a demo' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Book a demo' }));
    const thanks = within(await body.findByRole('dialog', { name: 'Thank you' }));
    await expect(thanks.getByRole('link', { name: /Talk to our team now/ })).toHaveAttribute('href', 'https://sales.example.test/talk-now');
  },
};

/** The server could not take the request: nothing typed is lost. */
export const BookADemoFailed: Story = {
  args: { path: '/?bookADemo=true' },
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.growth, bookADemo: 'error' }) } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Book a demo' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Book a demo' }));
    await dialog.findByText('Your request was not sent');
    await expect(dialog.getByLabelText(/First name/)).toHaveValue('Maya');
  },
};
