// States: Default (the request form), Loading (the request on its way), Error (Tenderlens could not be reached), the validation errors, Sent, SetNewPassword, PasswordChanged, ExpiredToken. No Empty story: the page is a form, it lists nothing. Signed-out pages: the Locked and Guest states cannot occur.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockHandlers } from '@tenderlens/domain/mocks';
import { AppStory } from '../../../testing/AppStory';

const TOKEN = 'B'.repeat(43);
const meta: Meta<typeof AppStory> = {
  title: 'Screens/ResetPassword',
  component: AppStory,
  parameters: { layout: 'fullscreen', msw: { handlers: mockHandlers({ user: null }) } },
  args: { path: '/reset-password' },
};
export default meta;
type Story = StoryObj<typeof meta>;
const slow = { timeout: 5000 };

/** The request form. */
export const Default: Story = {};

/** The request is on its way: the button is busy. */
export const Loading: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: null, accounts: { link: 'loading' } }) } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.type(await c.findByLabelText(/Email/, {}, slow), 'sam@freeco.test');
    await userEvent.click(c.getByRole('button', { name: 'Send reset link' }));
  },
};

/** The request failed (server error): the form says so and can be sent again. */
export const Error: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: null, accounts: { link: 'error' } }) } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.type(await c.findByLabelText(/Email/, {}, slow), 'sam@freeco.test');
    await userEvent.click(c.getByRole('button', { name: 'Send reset link' }));
    await c.findByText('We could not reach Tenderlens. Check your connection and try again.', {}, slow);
  },
};

export const RequestValidationError: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: 'Send reset link' }, slow));
    await c.findByText('Enter your email address');
  },
};

/** The same answer whether or not the address has an account. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.type(await c.findByLabelText(/Email/, {}, slow), 'sam@freeco.test');
    await userEvent.click(c.getByRole('button', { name: 'Send reset link' }));
    await c.findByRole('heading', { name: 'Check your email' });
    await expect(c.getByText(/If sam@freeco.test has a Tenderlens account/)).toBeVisible();
  },
};

/** The new-password form from the emailed link. */
export const SetNewPassword: Story = { args: { path: `/reset-password?token=${TOKEN}` } };

export const PasswordsDoNotMatch: Story = {
  args: { path: `/reset-password?token=${TOKEN}` },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.type(await c.findByLabelText(/^New password/, {}, slow), 'a-long-password');
    await userEvent.type(c.getByLabelText(/Confirm new password/), 'another-password');
    await userEvent.click(c.getByRole('button', { name: 'Set new password' }));
    await c.findByText('The passwords do not match');
  },
};

export const PasswordChanged: Story = {
  args: { path: `/reset-password?token=${TOKEN}` },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.type(await c.findByLabelText(/^New password/, {}, slow), 'a-long-password');
    await userEvent.type(c.getByLabelText(/Confirm new password/), 'a-long-password');
    await userEvent.click(c.getByRole('button', { name: 'Set new password' }));
    await c.findByRole('heading', { name: 'Your password has been changed' });
  },
};

export const ExpiredToken: Story = {
  args: { path: `/reset-password?token=${TOKEN}` },
  parameters: { msw: { handlers: mockHandlers({ user: null, accounts: { link: 'invalid' } }) } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.type(await c.findByLabelText(/^New password/, {}, slow), 'a-long-password');
    await userEvent.type(c.getByLabelText(/Confirm new password/), 'a-long-password');
    await userEvent.click(c.getByRole('button', { name: 'Set new password' }));
    await c.findByRole('heading', { name: 'This link has expired' });
  },
};
