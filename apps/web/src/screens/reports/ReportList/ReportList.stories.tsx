// States: Default (custom briefings), IndustryReports, Loading, Empty, Error, Guest. Locked cannot occur: every plan reads the reports published to it (spec 2§2; contacts inside a report are what locks, see Report stories).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mockHandlers, userFixtures } from '@tenderlens/domain/mocks';
import { AppStory } from '../../../testing/AppStory';

const T = { timeout: 10_000 };
const meta: Meta<typeof AppStory> = {
  title: 'Screens/Reports/ReportList',
  component: AppStory,
  parameters: { layout: 'fullscreen', msw: { handlers: mockHandlers() } },
  args: { path: '/reports/custom-briefings' },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('link', { name: 'Leeds City Council briefing' }, T)).toHaveAttribute('href', '/reports/5e7a1b20-0000-4000-8000-000000000001');
    await expect(c.getByRole('heading', { level: 1, name: 'Custom briefings' })).toBeVisible();
  },
};
export const IndustryReports: Story = {
  args: { path: '/reports/industry-reports' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('link', { name: 'UK public sector cloud market, Q4 2026' }, T);
  },
};
export const Loading: Story = {
  parameters: { msw: { handlers: mockHandlers({ reports: { scenario: 'loading' } }) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Loading custom briefings', undefined, T);
  },
};
export const Empty: Story = {
  parameters: { msw: { handlers: mockHandlers({ reports: { scenario: 'empty' } }) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('No custom briefings yet', undefined, T);
  },
};
export const Error: Story = {
  parameters: { msw: { handlers: mockHandlers({ reports: { scenario: 'error' } }) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Sorry something has gone wrong. If this error persists please contact support', undefined, T);
  },
};
export const Guest: Story = {
  args: { path: '/reports/industry-reports' },
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.guest }) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('link', { name: 'UK public sector cloud market, Q4 2026' }, T);
  },
};
