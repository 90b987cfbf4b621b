// No Locked story: opportunities and their bid responses are on every plan; guests read only, shown by the Guest story.
// States: Default, Loading, Empty, Error, ExtractionRunning, ExtractionFailed, Guest, EditResponse, UploadRefused.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockHandlers, userFixtures } from '@tenderlens/domain/mocks';
import { AppStory } from '../../../testing/AppStory';

const meta: Meta<typeof AppStory> = {
  title: 'Screens/Opportunity/Bid responses',
  component: AppStory,
  parameters: { layout: 'fullscreen', msw: { handlers: mockHandlers() } },
  args: { path: '/opportunities/61' },
};
export default meta;
type Story = StoryObj<typeof meta>;

const wait = { timeout: 8000 };
const section = async (el: HTMLElement) => within(await within(el).findByRole('region', { name: 'Bid responses' }, wait));
const body = (el: HTMLElement) => within(el.ownerDocument.body);

/** Three extracted responses with weighting, assignee, reviewer, due date and stage; the export link. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const s = await section(canvasElement);
    await s.findByRole('button', { name: '2.1 Describe your approach to service transition.' }, wait);
    await expect(s.getByText('3 responses · 0 complete')).toBeVisible();
    await expect(s.getByRole('link', { name: 'Export to DOCX' })).toHaveAttribute('href', '/api/opportunities/61/bid_responses/export');
    await expect(s.getByText('3 questions extracted')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: mockHandlers({ bidResponses: 'loading' }) } },
  play: async ({ canvasElement }) => {
    const s = await section(canvasElement);
    await s.findByText('Loading bid responses', undefined, wait);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: mockHandlers({ bidResponses: 'empty' }) } },
  play: async ({ canvasElement }) => {
    const s = await section(canvasElement);
    await s.findByText('No bid responses yet', undefined, wait);
    await expect(s.getByLabelText('Upload tender documents')).toBeEnabled();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: mockHandlers({ bidResponses: 'error' }) } },
  play: async ({ canvasElement }) => {
    const s = await section(canvasElement);
    await s.findByText('Sorry something has gone wrong', undefined, wait);
  },
};

/** A tender document is being read: the status shows until its questions arrive. */
export const ExtractionRunning: Story = {
  parameters: { msw: { handlers: mockHandlers({ bidResponses: 'extracting' }) } },
  play: async ({ canvasElement }) => {
    const s = await section(canvasElement);
    await expect(await s.findByText('Extracting questions from ITT Leeds cloud hosting.pdf…', undefined, wait)).toBeVisible();
    await expect(s.queryByText('No bid responses yet')).toBeNull();
  },
};

/** The extraction failed: the reason and Retry, which starts it again. */
export const ExtractionFailed: Story = {
  parameters: { msw: { handlers: mockHandlers({ bidResponses: 'failed' }) } },
  play: async ({ canvasElement }) => {
    const s = await section(canvasElement);
    await s.findByText('Extraction failed: The PDF file could not be read: Invalid PDF structure', undefined, wait);
    await userEvent.click(s.getByRole('button', { name: 'Retry Scanned tender.pdf' }));
    await expect(await s.findByText('Extracting questions from Scanned tender.pdf…', undefined, wait)).toBeVisible();
  },
};

/** A guest pass reads the responses; no upload, no retry, the editor is read-only. */
export const Guest: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.guest, bidResponses: 'guest' }) } },
  play: async ({ canvasElement }) => {
    const s = await section(canvasElement);
    await s.findByText('Guests can read bid responses but not change them.', undefined, wait);
    await expect(s.queryByLabelText('Upload tender documents')).toBeNull();
    await userEvent.click(await s.findByRole('button', { name: '2.1 Describe your approach to service transition.' }, wait));
    const dialog = within(await body(canvasElement).findByRole('dialog', undefined, wait));
    await expect(await dialog.findByRole('textbox', { name: 'Response' }, wait)).toHaveAttribute('readonly');
    await expect(dialog.queryByRole('button', { name: 'Save response' })).toBeNull();
  },
};

/** Opening a response: assign it to Leo, write the answer (word count against its limit), save; the history shows it. */
export const EditResponse: Story = {
  parameters: {
    a11y: {
      config: {
        rules: [
          {
            id: 'scrollable-region-focusable',
            enabled: false,
            reason:
              'While the modal is open react-aria hides the page behind it, so axe finds #main scrollable with nothing focusable in it; closing the dialog gives the page back (every other story of this file runs this rule, the Guest one with the dialog open).',
          },
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const s = await section(canvasElement);
    await userEvent.click(await s.findByRole('button', { name: '2.2 How will you keep the service secure?' }, wait));
    const dialog = within(await body(canvasElement).findByRole('dialog', undefined, wait));
    const text = await dialog.findByRole('textbox', { name: 'Response' }, wait);
    await userEvent.type(text, 'We hold ISO 27001 and Cyber Essentials Plus.');
    await expect(dialog.getByText('8 of 300 words')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Save response' }));
    await expect(await dialog.findByText(/We hold ISO 27001 and Cyber Essentials Plus\./, { selector: 'li' }, wait)).toBeVisible();
  },
};

/** A file that is not a tender document is refused with the reason. */
export const UploadRefused: Story = {
  play: async ({ canvasElement }) => {
    const s = await section(canvasElement);
    const input = await s.findByLabelText('Upload tender documents', undefined, wait);
    await userEvent.upload(input, new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' }), { applyAccept: false });
    await expect(await s.findByRole('alert')).toHaveTextContent('Only PDF, Word (.docx), Excel (.xlsx), HTML and plain text files can be uploaded');
  },
};
