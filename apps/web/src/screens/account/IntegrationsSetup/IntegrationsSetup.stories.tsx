// No Empty story: the page always lists the two providers (HubSpot, Salesforce); with none connected it is the Default story.
// States: Default (connected, with the field mapping), Disconnected (the two providers), Loading, Error, Locked (Free plan: integrations start on Basic), Guest, TokenRequired (the private-app token form's validation), Disconnecting (the confirmation). No Empty: a company has one provider or none (Disconnected).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockHandlers, userFixtures } from '@tenderlens/domain/mocks';
import { AppStory } from '../../../testing/AppStory';

const T = { timeout: 8000 };
const meta: Meta<typeof AppStory> = {
  title: 'Screens/IntegrationsSetup',
  component: AppStory,
  parameters: { layout: 'fullscreen', msw: { handlers: mockHandlers() } },
  args: { path: '/account-management/integrations/setup' },
};
export default meta;
type Story = StoryObj<typeof meta>;
const page = (el: HTMLElement) => within(el);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByRole('heading', { name: 'Connected to HubSpot' }, T);
    await c.findByRole('heading', { name: 'Field mapping' }, T);
    await expect(c.getByText('Northwind Digital Ltd')).toBeVisible();
  },
};

export const Disconnected: Story = {
  parameters: { msw: { handlers: mockHandlers({ crm: { provider: 'disconnected' } }) } },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByRole('button', { name: 'Connect with HubSpot' }, T);
    await expect(c.getByRole('button', { name: 'Connect with Salesforce' })).toBeVisible();
  },
};

export const TokenRequired: Story = {
  parameters: { msw: { handlers: mockHandlers({ crm: { provider: 'disconnected' } }) } },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: 'Connect with token' }, T));
    await c.findByText('Enter the private app access token', undefined, T);
  },
};

export const Disconnecting: Story = {
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: 'Disconnect' }, T));
    await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Disconnect HubSpot?' }, T);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: mockHandlers({ crm: { provider: 'loading' } }) } },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText('Loading CRM integration', undefined, T);
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: mockHandlers({ crm: { provider: 'error' } }) } },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText(
      'Sorry something has gone wrong. If this error persists please contact support',
      undefined,
      T,
    );
  },
};

export const Locked: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.free }) } },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText(
      'CRM integrations are available on the Basic plan and above',
      undefined,
      T,
    );
  },
};

export const Guest: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.guest }) } },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText('Upgrade to send to your CRM', undefined, T);
  },
};
