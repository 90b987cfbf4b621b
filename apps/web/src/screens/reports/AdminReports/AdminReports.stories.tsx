// No Locked story: report authoring is staff-only, not sold by plan.
// No Guest story: staff-only; a guest gets the not-admin answer (NotAdmin).
// States: Default (every report, drafts included, and the new-report form), Loading, Empty, Error, NotAdmin, TitleRequired, CompanyRequired, IndustryReport (no company picker), Created (opens the editor).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockHandlers, userFixtures } from '@tenderlens/domain/mocks';
import { AppStory } from '../../../testing/AppStory';

const T = { timeout: 10_000 };
const meta: Meta<typeof AppStory> = {
  title: 'Screens/Reports/AdminReports',
  component: AppStory,
  parameters: { layout: 'fullscreen', msw: { handlers: mockHandlers({ user: userFixtures.admin }) } },
  args: { path: '/admin/reports' },
};
export default meta;
type Story = StoryObj<typeof meta>;

const form = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('form', { name: 'New report' }, T));

/** Every report with its type, audience and publication (drafts say 'Draft'); the admin navigation above. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findAllByRole('link', { name: 'Leeds City Council briefing' }, T);
    await expect(c.getByRole('navigation', { name: 'Admin sections' })).toBeVisible();
    await expect(c.getByRole('columnheader', { name: /Published/ })).toBeVisible();
    await expect(c.getAllByText('Draft').length).toBeGreaterThan(0);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.admin, reports: { scenario: 'loading' } }) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Loading rows', undefined, T);
    await expect(within(canvasElement).queryByRole('link', { name: 'Leeds City Council briefing' })).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.admin, reports: { scenario: 'empty' } }) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('No reports yet', undefined, T);
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.admin, reports: { scenario: 'error' } }) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(
      'Sorry something has gone wrong. If this error persists please contact support',
      undefined,
      T,
    );
  },
};

/** Not an admin: 'Admins only', no admin navigation. */
export const NotAdmin: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.growth }) } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByText('Admins only', undefined, T);
    await expect(c.queryByRole('navigation', { name: 'Admin sections' })).toBeNull();
  },
};

export const TitleRequired: Story = {
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement);
    await userEvent.click(f.getByRole('button', { name: 'Create report' }));
    await expect(await f.findByRole('alert')).toHaveTextContent('A title is required');
  },
};

/** A custom briefing is for one company: the server's message when none is chosen. */
export const CompanyRequired: Story = {
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement);
    await userEvent.type(f.getByRole('textbox', { name: 'Title' }), 'Kent briefing');
    await userEvent.click(f.getByRole('button', { name: 'Create report' }));
    await expect(await f.findByRole('alert', {}, T)).toHaveTextContent(/company/i);
  },
};

/** An industry report is for everyone: no company picker. */
export const IndustryReport: Story = {
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement);
    await expect(f.getByRole('button', { name: /Company/ })).toBeVisible();
    await userEvent.click(f.getByRole('radio', { name: 'Industry report (for everyone)' }));
    await expect(f.queryByRole('button', { name: /Company/ })).toBeNull();
  },
};

/** Created: the editor of the new draft opens. */
export const Created: Story = {
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement);
    await userEvent.type(f.getByRole('textbox', { name: 'Title' }), 'Public cloud market 2027');
    await userEvent.click(f.getByRole('radio', { name: 'Industry report (for everyone)' }));
    await userEvent.click(f.getByRole('button', { name: 'Create report' }));
    await within(canvasElement).findByDisplayValue('Public cloud market 2027', undefined, T);
  },
};
