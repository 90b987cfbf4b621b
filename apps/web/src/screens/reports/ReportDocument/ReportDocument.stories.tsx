// No Empty story: the page opens one document named in its link, or NotFound.
// No Locked story: a document of a report the reader may open needs no further plan.
// No Guest story: a guest reads the same published reports and their documents, as Default shows.
// States: Default (a file kept with the report), Link (a link document), Loading, NotFound, Error. Locked and Guest follow the report's own access (not found when the report is not theirs).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { REPORT_IDS, mockHandlers } from '@tenderlens/domain/mocks';
import { AppStory } from '../../../testing/AppStory';

const T = { timeout: 10_000 };
const meta: Meta<typeof AppStory> = {
  title: 'Screens/Reports/ReportDocument',
  component: AppStory,
  parameters: { layout: 'fullscreen', msw: { handlers: mockHandlers() } },
  args: { path: `/reports/${REPORT_IDS.briefing}/documents/method-note` },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('heading', { level: 1, name: 'Method note' }, T);
    await expect(c.getByRole('button', { name: 'Download' })).toBeVisible();
  },
};
export const Link: Story = {
  args: { path: `/reports/${REPORT_IDS.briefing}/documents/council-strategy` },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('link', { name: /Open the document/ }, T);
  },
};
export const Loading: Story = {
  parameters: { msw: { handlers: mockHandlers({ reports: { scenario: 'loading' } }) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Loading document', undefined, T);
  },
};
export const NotFound: Story = {
  args: { path: `/reports/${REPORT_IDS.briefing}/documents/nothing-here` },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: 'Document not found' }, T);
  },
};
export const Error: Story = {
  parameters: { msw: { handlers: mockHandlers({ reports: { scenario: 'error' } }) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Sorry something has gone wrong. If this error persists please contact support', undefined, T);
  },
};
