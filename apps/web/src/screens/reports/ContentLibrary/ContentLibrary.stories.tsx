// States: Default, Loading, Empty, Error, Guest, FlagOff (the feature flag hides the route). Locked cannot occur: the library holds what is published to everyone.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { appConfigFixture, mockHandlers, userFixtures } from '@tenderlens/domain/mocks';
import { AppStory } from '../../../testing/AppStory';

const T = { timeout: 10_000 };
const meta: Meta<typeof AppStory> = {
  title: 'Screens/Reports/ContentLibrary',
  component: AppStory,
  parameters: { layout: 'fullscreen', msw: { handlers: mockHandlers() } },
  args: { path: '/content-library' },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findAllByRole('link', { name: 'UK public sector cloud market, Q4 2026' }, T);
    await expect(c.getByRole('link', { name: 'Councils set out 2027 digital budgets' })).toHaveAttribute('target', '_blank');
  },
};
export const Loading: Story = {
  parameters: { msw: { handlers: mockHandlers({ reports: { scenario: 'loading' } }) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Loading the content library', undefined, T);
  },
};
export const Empty: Story = {
  parameters: { msw: { handlers: mockHandlers({ reports: { scenario: 'empty' } }) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Nothing in the content library yet', undefined, T);
  },
};
export const Error: Story = {
  parameters: { msw: { handlers: mockHandlers({ reports: { scenario: 'error' } }) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Sorry something has gone wrong. If this error persists please contact support', undefined, T);
  },
};
export const Guest: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.guest }) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByRole('link', { name: 'UK public sector cloud market, Q4 2026' }, T);
  },
};
export const FlagOff: Story = {
  parameters: { msw: { handlers: mockHandlers({ appConfig: { ...appConfigFixture, featureFlags: [] } }) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: 'Page not found' }, T);
  },
};
