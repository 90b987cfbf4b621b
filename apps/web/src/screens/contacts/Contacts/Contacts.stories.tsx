// States: Default, Loading, Empty, Error, Locked (redacted rows with the upgrade prompt), PermissionError (the paywall screen), Guest, FiltersInUrl, AllFilters, CopyContact, ScopedToBuyer, RequestSeniorityRequired, RequestFunctionRequired, RequestBuyerRequired, RequestSent, RequestFailed, RowWriteOutreach, RowSendToCrm, RowSendDuplicate, RowSendFailed, RowSendNotConnected, SelectionActions, SelectionSendToCrm.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  CONTACTS_COPY,
  CRM_MESSAGES,
  DEFAULT_CONTACT_FILTER,
  serialiseContactFilters,
  type ContactFilter,
} from '@tenderlens/domain';
import { ORGANISATION_GUIDS, mockHandlers, userFixtures } from '@tenderlens/domain/mocks';
import { AppStory } from '../../../testing/AppStory';
import { expandGroup } from '../../../testing/filterDrawer';

const at = (f: Partial<ContactFilter>) =>
  `/contacts?contactsFilters=${serialiseContactFilters({ ...DEFAULT_CONTACT_FILTER, ...f })}`;
/** The route's chunk loads lazily: the first lookup of a story waits longer. */
const slow = { timeout: 5000 };
const page = (canvasElement: HTMLElement) => within(canvasElement);
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const meta: Meta<typeof AppStory> = {
  title: 'Screens/Contacts',
  component: AppStory,
  parameters: { layout: 'fullscreen', msw: { handlers: mockHandlers({ user: userFixtures.growth }) } },
  args: { path: '/contacts' },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** Every contact: job title and name (demo contacts marked), email and phone to copy, seniority, function and buyer. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByText('Chief Digital and Information Officer', {}, slow);
    for (const header of [
      'Job title & Contact name',
      'Contact information',
      'Seniority',
      'Function',
      'Buyer',
    ]) {
      await expect(c.getByRole('columnheader', { name: new RegExp(header) })).toBeVisible();
    }
    await expect(c.getAllByText(CONTACTS_COPY.synthetic).length).toBeGreaterThan(0);
    await expect(c.getByText(CONTACTS_COPY.banner)).toBeVisible();
    await expect(c.getByRole('button', { name: CONTACTS_COPY.requestButton })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: mockHandlers({ contacts: 'loading' }) } },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText('Loading contacts', {}, slow);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: mockHandlers({ contacts: 'empty' }) } },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText(CONTACTS_COPY.empty, {}, slow);
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: mockHandlers({ contacts: 'error' }) } },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText(CONTACTS_COPY.loadError, {}, slow);
  },
};

/** Free plan (no CONTACTS): the rows come redacted with the upgrade prompt; a locked cell opens the paywall. */
export const Locked: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.free, contacts: 'locked' }) } },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByText('Chief Digital and Information Officer', {}, slow);
    await expect(c.queryByText('amara.okafor@leeds.example')).toBeNull();
    await userEvent.click(c.getAllByRole('button', { name: CONTACTS_COPY.redacted })[0] as HTMLElement);
    await body(canvasElement).findByRole('dialog', { name: /Reach the decision makers/ });
  },
};

/** The contacts query answered 'Permission error': the paywall screen. */
export const PermissionError: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.free, contacts: 'permissionError' }) } },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByRole('heading', { name: 'Reach the decision makers', level: 1 }, slow);
  },
};

/** A guest pass: redacted rows, upgrade prompts, no request button. */
export const Guest: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.guest, contacts: 'locked' }) } },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByText(CONTACTS_COPY.guestPrompt, {}, slow);
    await expect(c.queryByRole('button', { name: CONTACTS_COPY.requestButton })).toBeNull();
    await expect(c.getByRole('button', { name: 'Upgrade to request contacts' })).toBeVisible();
  },
};

/** Function and seniority from the URL (`contactsFilters`): only the matching contacts, and 'Clear filters'. */
export const FiltersInUrl: Story = {
  args: { path: at({ jobFunction: ['Finance'], seniority: ['Top Level Director'] }) },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByText('Director of Resources', {}, slow);
    await expect(c.queryByText('Chief Digital and Information Officer')).toBeNull();
    await expect(c.getByRole('button', { name: CONTACTS_COPY.clearFilters })).toBeVisible();
  },
};

/** 'All filters': the 700 px drawer with its collapsible groups. */
export const AllFilters: Story = {
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByText('Chief Digital and Information Officer', {}, slow);
    await userEvent.click(c.getByRole('button', { name: CONTACTS_COPY.allFilters }));
    const drawer = within(await body(canvasElement).findByRole('dialog', { name: CONTACTS_COPY.allFilters }));
    await expandGroup(drawer, 'Contact information');
    await expect(drawer.getByRole('checkbox', { name: 'Must contain Email' })).toBeVisible();
    await expandGroup(drawer, 'Contact name');
    await expect(drawer.getByRole('textbox', { name: 'First name' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: /^Buyers/ })).toBeVisible();
  },
};

/** Clicking an email copies it: 'Copied to clipboard!'. */
export const CopyContact: Story = {
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    const email = await c.findByRole('button', { name: 'Copy email amara.okafor@leeds.example' }, slow);
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.resolve() },
      configurable: true,
    });
    await userEvent.click(email);
    await body(canvasElement).findByText(CONTACTS_COPY.copied);
  },
};

/** Scoped to one buyer (its page's tab shows the same table): no Buyer column. */
export const ScopedToBuyer: Story = {
  args: { path: `/buyers/${ORGANISATION_GUIDS.leeds}?tab=contacts` },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByRole('heading', { name: 'Contacts at Leeds City Council' }, slow);
    await c.findByText('Chief Digital and Information Officer');
    await expect(c.queryByRole('columnheader', { name: /^Buyer/ })).toBeNull();
    // The buyer page's contacts offer the same row actions.
    await expect(c.getByRole('button', { name: 'Write outreach to Amara Okafor' })).toBeVisible();
    await expect(c.getByRole('button', { name: 'Send to CRM: Amara Okafor' })).toBeVisible();
  },
};

const openRequest = async (canvasElement: HTMLElement) => {
  const c = page(canvasElement);
  await c.findByText('Chief Digital and Information Officer', {}, slow);
  await userEvent.click(c.getByRole('button', { name: CONTACTS_COPY.requestButton }));
  return within(await body(canvasElement).findByRole('dialog', { name: CONTACTS_COPY.requestButton }));
};

export const RequestSeniorityRequired: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openRequest(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Send request' }));
    await dialog.findByText(CONTACTS_COPY.seniorityRequired);
  },
};

export const RequestFunctionRequired: Story = {
  args: { path: at({ seniority: ['Chief Officer'] }) },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByText('Chief Digital and Information Officer', {}, slow);
    await userEvent.click(c.getByRole('button', { name: CONTACTS_COPY.requestButton }));
    const dialog = within(
      await body(canvasElement).findByRole('dialog', { name: CONTACTS_COPY.requestButton }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Send request' }));
    await dialog.findByText(CONTACTS_COPY.functionRequired);
    await expect(dialog.queryByText(CONTACTS_COPY.seniorityRequired)).toBeNull();
  },
};

export const RequestBuyerRequired: Story = {
  args: { path: at({ seniority: ['Chief Officer'], jobFunction: ['IT & Digital'] }) },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByText('Chief Digital and Information Officer', {}, slow);
    await userEvent.click(c.getByRole('button', { name: CONTACTS_COPY.requestButton }));
    const dialog = within(
      await body(canvasElement).findByRole('dialog', { name: CONTACTS_COPY.requestButton }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Send request' }));
    await dialog.findByText(CONTACTS_COPY.buyerRequired);
  },
};

const sendForLeeds = async (canvasElement: HTMLElement) => {
  const c = page(canvasElement);
  await c.findByText('Chief Digital and Information Officer', {}, slow);
  await userEvent.click(c.getByRole('button', { name: CONTACTS_COPY.requestButton }));
  const dialog = within(
    await body(canvasElement).findByRole('dialog', { name: CONTACTS_COPY.requestButton }),
  );
  await userEvent.click(dialog.getByRole('button', { name: 'Send request' }));
  return dialog;
};

/** Opened on Leeds' contacts (a buyer context): sent, with the 5-business-days promise. */
export const RequestSent: Story = {
  args: {
    path: at({
      seniority: ['Chief Officer'],
      jobFunction: ['IT & Digital'],
      buyerGuids: [ORGANISATION_GUIDS.leeds],
    }),
  },
  play: async ({ canvasElement }) => {
    const dialog = await sendForLeeds(canvasElement);
    await dialog.findByText(CONTACTS_COPY.requestSent);
    await expect(dialog.getByText(CONTACTS_COPY.requestSentNote)).toBeVisible();
  },
};

export const RequestFailed: Story = {
  args: {
    path: at({
      seniority: ['Chief Officer'],
      jobFunction: ['IT & Digital'],
      buyerGuids: [ORGANISATION_GUIDS.leeds],
    }),
  },
  parameters: { msw: { handlers: mockHandlers({ contacts: 'requestFails' }) } },
  play: async ({ canvasElement }) => {
    const dialog = await sendForLeeds(canvasElement);
    await dialog.findByText(CONTACTS_COPY.requestFailed);
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Send request' })).toBeEnabled());
  },
};

/** A row's 'Write outreach': the AI builder opens for that contact at their buyer. */
export const RowWriteOutreach: Story = {
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: 'Write outreach to Amara Okafor' }, slow));
    const dialog = within(
      await body(canvasElement).findByRole('dialog', { name: 'Write outreach to Amara Okafor, Leeds City Council' }),
    );
    await expect(dialog.getByRole('button', { name: 'Generate' })).toBeVisible();
  },
};

/** The row's button, once the user and the provider have loaded (it waits disabled until then). */
const sendAmara = async (canvasElement: HTMLElement) => {
  const button = await page(canvasElement).findByRole('button', { name: 'Send to CRM: Amara Okafor' }, slow);
  await waitFor(() => expect(button).toBeEnabled(), slow);
  await userEvent.click(button);
};

/** A row's 'Send to CRM': sent, the toast names the provider with a link to the contact there. */
export const RowSendToCrm: Story = {
  // Its own mocks: the fake CRM remembers what was sent (a second send is a duplicate).
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.growth }) } },
  play: async ({ canvasElement }) => {
    await sendAmara(canvasElement);
    await body(canvasElement).findByText('Amara Okafor sent to HubSpot');
  },
};

/** The provider already has the contact's email: says so. */
export const RowSendDuplicate: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.growth, crm: { send: 'duplicate' } }) } },
  play: async ({ canvasElement }) => {
    await sendAmara(canvasElement);
    await body(canvasElement).findByText(CRM_MESSAGES.alreadyInCrm('HUBSPOT'));
  },
};

export const RowSendFailed: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.growth, crm: { send: 'error' } }) } },
  play: async ({ canvasElement }) => {
    await sendAmara(canvasElement);
    await body(canvasElement).findByText(CRM_MESSAGES.contactFailed);
  },
};

/** No CRM connected: the press says to connect one. */
export const RowSendNotConnected: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.growth, crm: { provider: 'disconnected' } }) } },
  play: async ({ canvasElement }) => {
    await sendAmara(canvasElement);
    await body(canvasElement).findByText(CRM_MESSAGES.notConnected);
  },
};

/** Selecting rows: the bar offers 'Write outreach' for one contact and 'Send … to CRM' for them all. */
export const SelectionActions: Story = {
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByText('Chief Digital and Information Officer', {}, slow);
    const checkboxes = c.getAllByRole('checkbox', { name: /^Select (?!all rows)/ });
    await userEvent.click(checkboxes[0] as HTMLElement);
    const bar = within(c.getByRole('group', { name: 'Selected contacts' }));
    await expect(bar.getByRole('button', { name: 'Write outreach' })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Send 1 contact to CRM' })).toBeVisible();
    await userEvent.click(checkboxes[1] as HTMLElement);
    await expect(bar.queryByRole('button', { name: 'Write outreach' })).toBeNull();
    await expect(bar.getByRole('button', { name: 'Send 2 contacts to CRM' })).toBeVisible();
  },
};

/** Sending the selection: one toast for the contacts sent. */
export const SelectionSendToCrm: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.growth }) } },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByText('Chief Digital and Information Officer', {}, slow);
    const checkboxes = c.getAllByRole('checkbox', { name: /^Select (?!all rows)/ });
    await userEvent.click(checkboxes[0] as HTMLElement);
    await userEvent.click(checkboxes[1] as HTMLElement);
    const send = c.getByRole('button', { name: 'Send 2 contacts to CRM' });
    await waitFor(() => expect(send).toBeEnabled(), slow);
    await userEvent.click(send);
    await body(canvasElement).findByText('2 contacts sent to HubSpot');
  },
};
