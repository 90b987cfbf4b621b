// No Empty story: a report page shows one report or NotFound; a report with no sections still has its header.
// States: Default (every section type in a report), Loading, NotFound, Error, Locked (Free: the Contacts section blurred without CONTACTS), Guest (contacts blurred), Draft (an admin's preview of an unpublished report).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { REPORT_IDS, mockHandlers, userFixtures } from '@tenderlens/domain/mocks';
import { AppStory } from '../../../testing/AppStory';

const T = { timeout: 10_000 };
const meta: Meta<typeof AppStory> = {
  title: 'Screens/Reports/Report',
  component: AppStory,
  parameters: { layout: 'fullscreen', msw: { handlers: mockHandlers() } },
  args: { path: `/reports/${REPORT_IDS.briefing}` },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('heading', { level: 1, name: 'Leeds City Council briefing' }, T);
    await expect(c.getByRole('button', { name: 'Export PDF' })).toBeVisible();
    await expect(c.getByRole('heading', { name: 'Leeds City Council: 2027 outlook' })).toBeVisible();
    await expect(c.getByRole('link', { name: 'Cloud hosting and managed services' })).toBeVisible();
    await expect(c.getByText('Ada Lovell')).toBeVisible();
    await expect(c.getByRole('button', { name: 'Show the embed: Briefing walkthrough' })).toBeVisible();
    await expect(c.getByRole('link', { name: 'Method note' })).toHaveAttribute('href', `/reports/${REPORT_IDS.briefing}/documents/method-note`);
  },
};
export const Loading: Story = {
  parameters: { msw: { handlers: mockHandlers({ reports: { scenario: 'loading' } }) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Loading report', undefined, T);
  },
};
export const NotFound: Story = {
  args: { path: '/reports/5e7a1b20-0000-4000-8000-00000000ffff' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: 'Report not found' }, T);
  },
};
export const Error: Story = {
  parameters: { msw: { handlers: mockHandlers({ reports: { scenario: 'error' } }) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Sorry something has gone wrong. If this error persists please contact support', undefined, T);
  },
};
export const Locked: Story = {
  args: { path: `/reports/${REPORT_IDS.industry}` },
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.free, reports: { contactsLocked: true } }) } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('heading', { name: 'Unlock contacts' }, T);
    await expect(c.queryByText('Ada Lovell')).toBeNull();
  },
};
export const Guest: Story = {
  args: { path: `/reports/${REPORT_IDS.industry}` },
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.guest, reports: { contactsLocked: true } }) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Unlock contacts' }, T);
  },
};
export const Draft: Story = {
  args: { path: `/reports/${REPORT_IDS.draft}` },
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.admin }) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/Draft/, undefined, T);
  },
};
