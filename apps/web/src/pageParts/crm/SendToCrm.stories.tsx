// States: Connected (the CRM form), Disconnected, Sending, Sent, Duplicate (a contact HubSpot already has), Rejected (the provider's 400: out of sync), OtherError, RequiredFieldEmpty (Send disabled), AccountSearch (50+ options), Guest. Loading shows while the form loads (FormLoading).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ToastRegion } from '@tenderlens/ui';
import { mockHandlers, userFixtures } from '@tenderlens/domain/mocks';
import { SendContactToCrmButton, SendToCrmButton } from './SendToCrm';

const T = { timeout: 8000 };
const meta: Meta<typeof SendToCrmButton> = {
  title: 'PageParts/SendToCrm',
  component: SendToCrmButton,
  parameters: { msw: { handlers: mockHandlers() } },
  args: { mode: 'notice', id: '2c1e9a4b-1f2d-4c3e-8a9b-0c1d2e3f4a5b' },
  decorators: [
    (Story) => (
      <>
        <Story />
        <ToastRegion />
      </>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);
/** The button, once the user and the provider have loaded. */
const pressSend = async (el: HTMLElement) => {
  const button = await within(el).findByRole('button', { name: 'Send to CRM' }, T);
  await waitFor(() => expect(button).toBeEnabled(), T);
  await userEvent.click(button);
};
const openForm = async (el: HTMLElement) => {
  await pressSend(el);
  const d = within(await body(el).findByRole('dialog', { name: 'Send to HubSpot' }, T));
  await d.findByRole('textbox', { name: /Deal name/ }, T);
  return d;
};

export const Connected: Story = {
  play: async ({ canvasElement }) => {
    const d = await openForm(canvasElement);
    await expect(d.getByRole('textbox', { name: /Deal name/ })).toHaveValue(
      'Provision of Cloud Hosting Services for Leeds City Council',
    );
    await expect((d.getByRole('textbox', { name: /Deal description/ }) as HTMLTextAreaElement).value).toContain('Tenderlens record:');
    await expect(d.getByText('Please search with at least two characters')).toBeVisible();
  },
};

export const FormLoading: Story = {
  play: async ({ canvasElement }) => {
    await pressSend(canvasElement);
    await body(canvasElement).findByRole('dialog', { name: 'Send to HubSpot' }, T);
  },
};

export const RequiredFieldEmpty: Story = {
  play: async ({ canvasElement }) => {
    const d = await openForm(canvasElement);
    await waitFor(() => expect(d.getByRole('button', { name: 'Send' })).toBeDisabled(), T);
    await d.findByText('Deal stage is required', undefined, T);
  },
};

const chooseStage = async (d: ReturnType<typeof within>) => {
  await userEvent.click(d.getByRole('button', { name: /Deal stage/ }));
  await userEvent.click(await body(document.body).findByRole('option', { name: 'Qualified To Buy' }, T));
};

export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const d = await openForm(canvasElement);
    await chooseStage(d);
    await userEvent.click(d.getByRole('button', { name: 'Send' }));
    await body(canvasElement).findByText('Provision of Cloud Hosting Ser... sent to HubSpot', undefined, T);
  },
};

export const Sending: Story = {
  parameters: { msw: { handlers: mockHandlers({ crm: { send: 'sending' } }) } },
  play: async ({ canvasElement }) => {
    const d = await openForm(canvasElement);
    await chooseStage(d);
    await userEvent.click(d.getByRole('button', { name: 'Send' }));
    await new Promise((r) => setTimeout(r, 500));
    await expect(d.getByRole('textbox', { name: /Deal name/ })).toBeVisible();
    await expect(body(canvasElement).queryByText(/sent to HubSpot/)).toBeNull();
  },
};

export const Rejected: Story = {
  parameters: { msw: { handlers: mockHandlers({ crm: { send: 'rejected' } }) } },
  play: async ({ canvasElement }) => {
    const d = await openForm(canvasElement);
    await chooseStage(d);
    await userEvent.click(d.getByRole('button', { name: 'Send' }));
    await body(canvasElement).findByText(
      'Please contact support@tenderlens.test to modify your CRM settings. The form is out of sync with your CRM.',
      undefined,
      T,
    );
  },
};

export const OtherError: Story = {
  parameters: { msw: { handlers: mockHandlers({ crm: { send: 'error' } }) } },
  play: async ({ canvasElement }) => {
    const d = await openForm(canvasElement);
    await chooseStage(d);
    await userEvent.click(d.getByRole('button', { name: 'Send' }));
    await body(canvasElement).findByText('Something went wrong sending the notice to the CRM', undefined, T);
  },
};

export const AccountSearch: Story = {
  play: async ({ canvasElement }) => {
    const d = await openForm(canvasElement);
    await userEvent.type(d.getByRole('searchbox', { name: /Company in your CRM/ }), 'council');
    await d.findByText('50+ options found, narrow your search', undefined, T);
  },
};

export const Disconnected: Story = {
  parameters: { msw: { handlers: mockHandlers({ crm: { provider: 'disconnected' } }) } },
  play: async ({ canvasElement }) => {
    await pressSend(canvasElement);
    await body(canvasElement).findByText('Connect a CRM to send records to it', undefined, T);
  },
};

export const Guest: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.guest }) } },
  play: async ({ canvasElement }) => {
    await pressSend(canvasElement);
    await body(canvasElement).findByText('Upgrade to send to your CRM', undefined, T);
    await expect(body(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

const contact = {
  contactId: '301',
  firstName: 'Alex',
  lastName: 'Moss',
  jobTitle: 'Head of Procurement',
  emailAddress: 'alex.moss@leeds.gov.uk',
};

/** The contact's button, once the user and the provider have loaded (it is disabled until then). */
const pressSendContact = async (el: HTMLElement) => {
  const button = await within(el).findByRole('button', { name: 'Send to CRM: Alex Moss' }, T);
  await waitFor(() => expect(button).toBeEnabled(), T);
  await userEvent.click(button);
};

export const ContactSent: StoryObj<typeof SendContactToCrmButton> = {
  render: () => <SendContactToCrmButton contact={contact} />,
  play: async ({ canvasElement }) => {
    await pressSendContact(canvasElement);
    await body(canvasElement).findByText('Alex Moss sent to HubSpot', undefined, T);
  },
};

export const Duplicate: StoryObj<typeof SendContactToCrmButton> = {
  render: () => <SendContactToCrmButton contact={contact} />,
  parameters: { msw: { handlers: mockHandlers({ crm: { send: 'duplicate' } }) } },
  play: async ({ canvasElement }) => {
    await pressSendContact(canvasElement);
    await body(canvasElement).findByText('This contact is already in HubSpot', undefined, T);
    await expect(body(canvasElement).getByRole('link', { name: /View in HubSpot/ })).toBeVisible();
  },
};

export const ContactFailed: StoryObj<typeof SendContactToCrmButton> = {
  render: () => <SendContactToCrmButton contact={contact} />,
  parameters: { msw: { handlers: mockHandlers({ crm: { send: 'error' } }) } },
  play: async ({ canvasElement }) => {
    await pressSendContact(canvasElement);
    await body(canvasElement).findByText('Failed to send contact', undefined, T);
  },
};
