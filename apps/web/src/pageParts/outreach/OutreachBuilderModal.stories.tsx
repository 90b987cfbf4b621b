// States: Idle, Generating, Results, Refreshed, Failure, ToneRequired, ResponsesOutOfRange, IntentRequired cannot occur (the intent radio group always has a value: the default is Awareness and a radio cannot be cleared), EmailHelpDismissed, Guest (upgrade prompt instead of the form). No Loading/Empty: the modal loads nothing before Generate.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockHandlers, userFixtures } from '@tenderlens/domain/mocks';
import { OutreachBuilderModal } from './OutreachBuilderModal';

const T = { timeout: 8000 };
const meta: Meta<typeof OutreachBuilderModal> = {
  title: 'PageParts/OutreachBuilderModal',
  component: OutreachBuilderModal,
  parameters: { layout: 'fullscreen', msw: { handlers: mockHandlers() } },
  args: {
    isOpen: true,
    onOpenChange: () => undefined,
    contact: {
      id: '301',
      name: 'Alex Moss',
      jobTitle: 'Head of Procurement',
      email: 'alex.moss@leeds.gov.uk',
    },
    buyer: { id: '11', name: 'Leeds City Council' },
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async (el: HTMLElement) =>
  within(await within(el.ownerDocument.body).findByRole('dialog', undefined, T));

/** The dialog once its form has rendered (it waits for the signed-in user, whose plan decides form or upgrade prompt). */
const form = async (el: HTMLElement) => {
  const d = await dialog(el);
  await d.findByRole('radio', { name: 'Awareness' }, T);
  return d;
};

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const d = await dialog(canvasElement);
    await expect(await d.findByRole('radio', { name: 'Awareness' }, T)).toBeChecked();
    await expect(d.getByRole('checkbox', { name: 'Casual' })).toBeChecked();
    await expect(d.getByText(/Choose your intent and tone/)).toBeVisible();
  },
};

export const Generating: Story = {
  parameters: { msw: { handlers: mockHandlers({ crm: { outreach: 'generating' } }) } },
  play: async ({ canvasElement }) => {
    const d = await form(canvasElement);
    await userEvent.click(d.getByRole('button', { name: 'Generate' }));
    await d.findByText('Generating emails', undefined, T);
  },
};

export const Results: Story = {
  play: async ({ canvasElement }) => {
    const d = await form(canvasElement);
    await userEvent.click(d.getByRole('button', { name: 'Generate' }));
    const list = await d.findByRole('list', { name: 'Generated emails' }, T);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(d.getByRole('link', { name: 'Open in email client: email 1' }).getAttribute('href')).toContain(
      'mailto:alex.moss%40leeds.gov.uk?subject=',
    );
    await expect(d.getByRole('button', { name: 'Refresh results' })).toBeVisible();
  },
};

export const Refreshed: Story = {
  play: async ({ canvasElement }) => {
    const d = await form(canvasElement);
    await userEvent.click(d.getByRole('checkbox', { name: 'Professional' }));
    await userEvent.click(d.getByRole('button', { name: 'Generate' }));
    await d.findByRole('list', { name: 'Generated emails' }, T);
    await userEvent.click(d.getByRole('button', { name: 'Refresh results' }));
    await d.findByRole('list', { name: 'Generated emails' }, T);
  },
};

export const Failure: Story = {
  parameters: { msw: { handlers: mockHandlers({ crm: { outreach: 'failed' } }) } },
  play: async ({ canvasElement }) => {
    const d = await form(canvasElement);
    await userEvent.click(d.getByRole('button', { name: 'Generate' }));
    await d.findByText('Sorry something has gone wrong', undefined, T);
  },
};

export const ToneRequired: Story = {
  play: async ({ canvasElement }) => {
    const d = await form(canvasElement);
    await userEvent.click(d.getByRole('checkbox', { name: 'Casual' }));
    await userEvent.click(d.getByRole('button', { name: 'Generate' }));
    await d.findByText('Please select at least one tone of voice', undefined, T);
  },
};

export const ResponsesOutOfRange: Story = {
  play: async ({ canvasElement }) => {
    const d = await form(canvasElement);
    const count = d.getByRole('textbox', { name: 'Number of responses' });
    await userEvent.clear(count);
    await userEvent.type(count, '7');
    await userEvent.click(d.getByRole('button', { name: 'Generate' }));
    await d.findByText('Number of responses must be between 1 and 5', undefined, T);
  },
};

export const EmailHelpDismissed: Story = {
  play: async ({ canvasElement }) => {
    const d = await form(canvasElement);
    await userEvent.click(d.getByRole('button', { name: 'Dismiss email setup help' }));
    await expect(d.queryByText('Open drafts in your email client')).toBeNull();
  },
};

export const Guest: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.guest }) } },
  play: async ({ canvasElement }) => {
    const d = await dialog(canvasElement);
    await d.findByText('Write outreach emails with AI', undefined, T);
    await expect(d.getByRole('link', { name: 'Upgrade' })).toBeVisible();
  },
};
