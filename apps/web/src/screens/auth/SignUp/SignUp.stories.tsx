// No Loading story: the form renders at once with nothing to fetch; a request on its way shows in the button (pending), then EmailTaken, Error or the verify step.
// No Empty story: the page is a form; it lists nothing.
// Signed-out pages: the Locked and Guest states cannot occur (no plan is known before sign-in).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockHandlers } from '@tenderlens/domain/mocks';
import { AppStory } from '../../../testing/AppStory';

const meta: Meta<typeof AppStory> = {
  title: 'Screens/SignUp',
  component: AppStory,
  parameters: { layout: 'fullscreen', msw: { handlers: mockHandlers({ user: null }) } },
  args: { path: '/sign-up' },
};
export default meta;
type Story = StoryObj<typeof meta>;
const slow = { timeout: 5000 };

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Create your account' }, slow);
  },
};

/** Every field says what is wrong. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: 'Create account' }, slow));
    await c.findByText('Enter your first name');
    await expect(c.getByText('Enter your last name')).toBeVisible();
    await expect(c.getByText('Enter your company name')).toBeVisible();
    await expect(c.getByText('Enter your email address')).toBeVisible();
    await expect(c.getByText('Password must be at least 10 characters')).toBeVisible();
  },
};

const fill = async (canvasElement: HTMLElement) => {
  const c = within(canvasElement);
  await userEvent.type(await c.findByLabelText(/First name/, {}, slow), 'Ana');
  await userEvent.type(c.getByLabelText(/Last name/), 'Lopez');
  await userEvent.type(c.getByLabelText(/Company name/), 'Acme Bids Ltd');
  await userEvent.type(c.getByLabelText(/Work email/), 'ana@acme.test');
  await userEvent.type(c.getByLabelText(/^Password/), 'correct-horse-battery');
  await userEvent.click(c.getByRole('button', { name: 'Create account' }));
  return c;
};

/** The address already has an account. */
export const EmailTaken: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: null, accounts: { signUpConflict: true } }) } },
  play: async ({ canvasElement }) => {
    const c = await fill(canvasElement);
    await c.findByText('An account with this email address already exists. Sign in or reset your password.');
  },
};

/** The server could not be reached. */
export const Error: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: null, accounts: { scenario: 'error' } }) } },
  play: async ({ canvasElement }) => {
    const c = await fill(canvasElement);
    await c.findByText('We could not reach Tenderlens. Check your connection and try again.');
  },
};
