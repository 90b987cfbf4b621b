// No Locked story: alerts and notification settings are on every plan; no data type gates this page.
// States: Default, Loading, Empty, Error, Guest, and the alert forms' own (FailingDestination, CreateFormErrors, EditForm,
// PauseAlert, CreateFromList). No Locked story: alerts and notification settings are on every plan (spec 1§6 gates no
// data type behind them); a guest's limits are the Guest story.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockHandlers, userFixtures } from '@tenderlens/domain/mocks';
import { AppStory } from '../../../testing/AppStory';

const meta: Meta<typeof AppStory> = {
  title: 'Screens/NotificationSettings',
  component: AppStory,
  parameters: { layout: 'fullscreen', msw: { handlers: mockHandlers() } },
  args: { path: '/account-management/notifications' },
};
export default meta;
// Each story names its own handlers: mockHandlers() builds a fresh in-memory store per story.
type Story = StoryObj<typeof meta>;

/** Lazy routes and overlays load in a shared browser: wait longer than the 1 s default. */
const wait = { timeout: 8000 };
const page = (el: HTMLElement) => within(el);
const body = (el: HTMLElement) => within(el.ownerDocument.body);

/** Settings toggles and two alerts (a daily email of a saved view, a Slack alert of a notice list). */
export const Default: Story = {
  parameters: { msw: { handlers: mockHandlers() } },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByText('Open IT tenders daily', undefined, wait);
    await expect(c.getByRole('switch', { name: /Notifications enabled/ })).toBeChecked();
    await expect(c.getByText('Daily · Email · Open IT tenders')).toBeVisible();
    await expect(c.getByRole('button', { name: 'Pause Cloud leads to Slack' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: mockHandlers({ alerts: 'loading' }) } },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText('Loading notification settings', undefined, wait);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: mockHandlers({ alerts: 'empty' }) } },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText('You have no alerts yet', undefined, wait);
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: mockHandlers({ alerts: 'error' }) } },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText(
      'Sorry something has gone wrong. If this error persists please contact support',
      undefined,
      wait,
    );
  },
};

/** A guest pass cannot set up alerts (the server refuses them too). */
export const Guest: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.guest }) } },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByText('Alerts are not available with a guest pass', undefined, wait);
    await expect(c.queryByRole('button', { name: 'Create alert' })).toBeNull();
  },
};

/** A destination that failed after every retry is shown on its alert. */
export const FailingDestination: Story = {
  parameters: { msw: { handlers: mockHandlers({ alerts: 'failing' }) } },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByText('Slack delivery failing', undefined, wait);
    await expect(c.getByText(/Delivery failing: HTTP 404: no_service/)).toBeVisible();
  },
};

/** The create form names each missing field. */
export const CreateFormErrors: Story = {
  parameters: { msw: { handlers: mockHandlers() } },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByText('Open IT tenders daily', undefined, wait);
    await userEvent.click(c.getByRole('button', { name: 'Create alert' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Create alert' }, wait));
    await userEvent.click(dialog.getByRole('button', { name: 'Create alert' }));
    await dialog.findByText('Name is required', undefined, wait);
    await expect(dialog.getByText('Choose at least one saved view or notice list')).toBeVisible();
  },
};

/** Editing an alert opens its form filled in. */
export const EditForm: Story = {
  parameters: { msw: { handlers: mockHandlers() } },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: 'Edit Cloud leads to Slack' }, wait));
    const dialog = within(
      await body(canvasElement).findByRole('dialog', { name: 'Edit Cloud leads to Slack' }, wait),
    );
    await expect(dialog.getByRole('textbox', { name: /Webhook URL/ })).toHaveValue(
      'https://hooks.slack.com/services/T000/B000/XXXX',
    );
  },
};

/** Pausing an alert says so at once. */
export const PauseAlert: Story = {
  parameters: { msw: { handlers: mockHandlers() } },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: 'Pause Open IT tenders daily' }, wait));
    await c.findByRole('button', { name: 'Resume Open IT tenders daily' }, wait);
  },
};

/** "Create alert" beside a notice list opens the form with that list chosen. */
export const CreateFromList: Story = {
  args: { path: '/account-management/notifications?list=1&name=Cloud%20leads' },
  parameters: { msw: { handlers: mockHandlers() } },
  play: async ({ canvasElement }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Create alert' }, wait));
    await expect(dialog.getByRole('textbox', { name: /Name/ })).toHaveValue('Cloud leads');
  },
};
