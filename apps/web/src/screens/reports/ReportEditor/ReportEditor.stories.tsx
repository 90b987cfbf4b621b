// No Guest story: the editor is staff-only; a guest gets the not-admin answer.
// States: Default (the admin's list of reports), Empty, Error, Locked (not an admin), Loading, Editor, EditorPreview, EditorAddSection (each type's editor opens from here; the Iframe editor's validation error shown), NotAdmin (Locked: not an admin), Loading.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { REPORT_IDS, mockHandlers, userFixtures } from '@tenderlens/domain/mocks';
import { AppStory } from '../../../testing/AppStory';

const T = { timeout: 10_000 };
const admin = mockHandlers({ user: userFixtures.admin });
const meta: Meta<typeof AppStory> = {
  title: 'Screens/Reports/ReportEditor',
  component: AppStory,
  parameters: { layout: 'fullscreen', msw: { handlers: admin } },
  args: { path: '/admin/reports' },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findAllByRole('link', { name: 'Leeds City Council briefing' }, T);
    await expect(c.getByRole('heading', { name: 'New report' })).toBeVisible();
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
    await within(canvasElement).findByText('Sorry something has gone wrong. If this error persists please contact support', undefined, T);
  },
};
export const Locked: Story = {
  parameters: { msw: { handlers: mockHandlers() } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Admins only', undefined, T);
  },
};
export const Loading: Story = {
  args: { path: `/admin/reports/${REPORT_IDS.draft}` },
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.admin, reports: { scenario: 'loading' } }) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Loading report', undefined, T);
  },
};
export const Editor: Story = {
  args: { path: `/admin/reports/${REPORT_IDS.briefing}` },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('button', { name: 'Move up Rich text' }, T);
    await expect(c.getByRole('button', { name: 'Move up Header' })).toBeDisabled();
  },
};
export const EditorPreview: Story = {
  args: { path: `/admin/reports/${REPORT_IDS.briefing}` },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: 'Preview' }, T));
    await c.findByRole('article', { name: 'Preview of Leeds City Council briefing' }, T);
  },
};
export const EditorAddSection: Story = {
  args: { path: `/admin/reports/${REPORT_IDS.draft}` },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: 'Add section' }, T));
    const form = await c.findByRole('form', { name: 'Header section' }, T);
    await userEvent.click(within(form).getByRole('button', { name: 'Save section' }));
    await within(form).findByText('A heading is required', undefined, T);
  },
};
