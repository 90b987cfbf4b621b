// States: Default, Loading, Empty, Error, Processing, Failed, Locked (Free: the section locked, its button opens the DOCUMENTS paywall), Guest (a guest pass: locked the same way), LinkUploaded (a link uploaded to the buyer, processing), LinkRefused (not an http(s) link; a link the server cannot fetch). Shown on the buyer page (Leeds); the notice and opportunity pages mount the same section.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LINK_FAILED_MESSAGE } from '@tenderlens/domain/files';
import { ORGANISATION_GUIDS, mockHandlers, recordFixtures, userFixtures } from '@tenderlens/domain/mocks';
import { AppStory } from '../../../testing/AppStory';

const T = { timeout: 10_000 };
const meta: Meta<typeof AppStory> = {
  title: 'Screens/Documents/OwnerDocuments',
  component: AppStory,
  parameters: { layout: 'fullscreen', msw: { handlers: mockHandlers() } },
  args: { path: `/buyers/${ORGANISATION_GUIDS.leeds}` },
};
export default meta;
type Story = StoryObj<typeof meta>;

const section = async (canvasElement: HTMLElement) => {
  const c = within(canvasElement);
  return within(await c.findByRole('region', { name: 'Documents' }, T));
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const s = await section(canvasElement);
    await expect(await s.findByRole('link', { name: 'Winter maintenance specification' }, T)).toHaveAttribute(
      'href',
      '/api/documents/download?id=5d0c0000-0000-4000-8000-000000000001',
    );
    // Only this buyer's documents: the questionnaire belongs to no buyer.
    await expect(s.getByText('2 documents')).toBeVisible();
    await expect(s.queryByRole('link', { name: 'Supplier questionnaire' })).toBeNull();
    await expect(s.getByRole('button', { name: 'Delete Winter maintenance specification' })).toBeVisible();
  },
};
export const Loading: Story = {
  parameters: { msw: { handlers: mockHandlers({ documents: 'loading' }) } },
  play: async ({ canvasElement }) => {
    const s = await section(canvasElement);
    await s.findByText('Loading documents', undefined, T);
  },
};
export const Empty: Story = {
  parameters: { msw: { handlers: mockHandlers({ documents: 'empty' }) } },
  play: async ({ canvasElement }) => {
    const s = await section(canvasElement);
    await s.findByText('No documents yet', undefined, T);
    await expect(s.getByLabelText('Upload a file')).toBeVisible();
  },
};
export const Error: Story = {
  parameters: { msw: { handlers: mockHandlers({ documents: 'error' }) } },
  play: async ({ canvasElement }) => {
    const s = await section(canvasElement);
    await s.findByText('Sorry something has gone wrong. If this error persists please contact support', undefined, T);
  },
};
export const Processing: Story = {
  parameters: { msw: { handlers: mockHandlers({ documents: 'processing' }) } },
  play: async ({ canvasElement }) => {
    const s = await section(canvasElement);
    await s.findByRole('link', { name: 'Tender pack' }, T);
    await expect(s.getByText('Extracting the text…')).toBeVisible();
  },
};
export const Failed: Story = {
  parameters: { msw: { handlers: mockHandlers({ documents: 'failed' }) } },
  play: async ({ canvasElement }) => {
    const s = await section(canvasElement);
    await s.findByText('The PDF file could not be read', undefined, T);
    await expect(s.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
/** Free opens a notice: its Documents section is locked; the button opens the DOCUMENTS paywall. */
export const Locked: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.free, documents: 'locked' }) } },
  args: { path: `/records/${recordFixtures.open.guid}` },
  play: async ({ canvasElement }) => {
    const s = await section(canvasElement);
    await s.findByText('Search buyer documents', undefined, T);
    await expect(s.queryByLabelText('Upload a file')).toBeNull();
    await userEvent.click(s.getByRole('button', { name: 'Book a demo' }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('dialog', undefined, T)).toBeVisible();
  },
};
/** A guest pass on a notice: the section is locked the same way (guests are refused documents). */
export const Guest: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.guest, documents: 'guest' }) } },
  args: { path: `/records/${recordFixtures.open.guid}` },
  play: async ({ canvasElement }) => {
    const s = await section(canvasElement);
    await s.findByText('Search buyer documents', undefined, T);
    await expect(s.queryByLabelText('Upload a file')).toBeNull();
  },
};
export const LinkUploaded: Story = {
  play: async ({ canvasElement }) => {
    const s = await section(canvasElement);
    await s.findByRole('link', { name: 'Winter maintenance specification' }, T);
    await userEvent.type(s.getByRole('textbox', { name: 'Link to a file' }), 'https://example.org/tender-pack.pdf');
    await userEvent.click(s.getByRole('button', { name: 'Upload link' }));
    await expect(await s.findByRole('status', undefined, T)).toHaveTextContent('Uploaded. The text is being extracted.');
    await s.findByRole('link', { name: 'tender-pack' }, T);
    await expect(s.getByText('3 documents')).toBeVisible();
  },
};
export const LinkRefused: Story = {
  play: async ({ canvasElement }) => {
    const s = await section(canvasElement);
    await s.findByRole('link', { name: 'Winter maintenance specification' }, T);
    const field = s.getByRole('textbox', { name: 'Link to a file' });
    await userEvent.type(field, 'not a link');
    await userEvent.click(s.getByRole('button', { name: 'Upload link' }));
    await s.findByText('Enter a valid http(s) link', undefined, T);
    await userEvent.clear(field);
    await userEvent.type(field, 'https://unreachable.example.org/tender.pdf');
    await userEvent.click(s.getByRole('button', { name: 'Upload link' }));
    await s.findByText(LINK_FAILED_MESSAGE, undefined, T);
  },
};
