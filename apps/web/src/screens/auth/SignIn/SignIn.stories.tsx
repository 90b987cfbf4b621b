// States that cannot occur here: Locked and Guest — sign-in comes before any plan or guest pass is known.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { AppStory } from '../../../testing/AppStory';

// The sign-in page is what a signed-out visitor sees, so the Locked and Guest states cannot occur here:
// paywalls and guest prompts belong to signed-in users (see Screens/NavigationShell).

const signedOut = http.get('/api/auth/app_api_token', () =>
  HttpResponse.json({ error: { code: 'unauthenticated', message: 'Sign in to continue' } }, { status: 401 }),
);
const wrongPassword = http.post('/api/auth/login', () =>
  HttpResponse.json(
    { error: { code: 'invalid_credentials', message: 'Incorrect email or password' } },
    { status: 401 },
  ),
);

const meta: Meta<typeof AppStory> = {
  title: 'Screens/SignIn',
  component: AppStory,
  parameters: { layout: 'fullscreen', msw: { handlers: [signedOut, wrongPassword] } },
  args: { path: '/sign-in' },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Submitting with nothing typed: each field says what is missing. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign in' }));
    await canvas.findByText('Enter an email address in the correct format, like name@example.com');
    await expect(canvas.getByText('Enter your password')).toBeVisible();
  },
};

/** Waiting for the server after Sign in. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        signedOut,
        http.post('/api/auth/login', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/Email/), 'maya@northwind.test');
    await userEvent.type(canvas.getByLabelText(/Password/), 'tenderlens-demo');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
  },
};

/** A wrong password: a clear error, the email kept. */
export const Error: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/Email/), 'maya@northwind.test');
    await userEvent.type(canvas.getByLabelText(/Password/), 'wrong-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await canvas.findByText('Incorrect email or password. Check them and try again.');
    await expect(canvas.getByLabelText(/Email/)).toHaveValue('maya@northwind.test');
  },
};

/** Too many failed attempts. */
export const RateLimited: Story = {
  parameters: {
    msw: {
      handlers: [
        signedOut,
        http.post('/api/auth/login', () =>
          HttpResponse.json(
            { error: { code: 'rate_limited', message: 'Too many attempts' } },
            { status: 429 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/Email/), 'maya@northwind.test');
    await userEvent.type(canvas.getByLabelText(/Password/), 'x');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await canvas.findByText('Too many sign-in attempts. Please wait 15 minutes and try again.');
  },
};
