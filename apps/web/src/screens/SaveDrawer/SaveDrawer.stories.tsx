import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BUYER_GUIDS, RECORD_GUIDS, mockHandlers, opportunityFixtures, userFixtures } from '@tenderlens/domain/mocks';
import { Button, ToastRegion } from '@tenderlens/ui';
import { useState } from 'react';
import { SaveDrawer, type SaveDrawerTab, type SaveEntity } from './SaveDrawer';

/** The open Leeds notice: saved to 'Leeds cloud hosting bid' and to the 'Cloud leads' list. */
const notice: SaveEntity = {
  type: 'notice',
  ids: [RECORD_GUIDS.leedsCloud],
  name: 'Supply of cloud hosting and managed services',
  buyerIds: [BUYER_GUIDS.leeds],
  buyerNames: ['Leeds City Council'],
  stage: 'OPEN',
};
const buyer: SaveEntity = { type: 'buyer', ids: [BUYER_GUIDS.kent], name: 'Kent County Council' };
const contact: SaveEntity = {
  type: 'contact',
  ids: ['7a1e2b3c-4d5e-4f60-8a7b-9c0d1e2f3b01'],
  name: 'Jo Smith',
};

/** A page with the button that opens the drawer, as the notices table and record page do. */
function SaveDrawerHost({ entity, initialTab }: { entity: SaveEntity; initialTab?: SaveDrawerTab }) {
  const [open, setOpen] = useState<SaveEntity | null>(null);
  return (
    <>
      <Button onPress={() => setOpen(entity)}>Open save drawer</Button>
      <SaveDrawer entity={open} initialTab={initialTab} onClose={() => setOpen(null)} />
      <ToastRegion />
    </>
  );
}

const meta: Meta<typeof SaveDrawerHost> = {
  title: 'Screens/SaveDrawer',
  component: SaveDrawerHost,
  parameters: { layout: 'fullscreen', msw: { handlers: mockHandlers() } },
  args: { entity: notice },
};
export default meta;
// Each story names its own handlers: mockHandlers() builds a fresh in-memory store, so a story that
// writes (adds, renames, deletes) never changes what another story sees.
type Story = StoryObj<typeof meta>;

/** Lazy routes and overlays load in a shared browser: wait longer than the 1 s default. */
const wait = { timeout: 8000 };

const body = (el: HTMLElement) => within(el.ownerDocument.body);
async function openDrawer(el: HTMLElement, title: string) {
  await userEvent.click(within(el).getByRole('button', { name: 'Open save drawer' }));
  return within(await body(el).findByRole('dialog', { name: title }, wait));
}

/** A notice opens on the Opportunity tab: the same-buyer opportunity first, already saved. */
export const Default: Story = {
  parameters: { msw: { handlers: mockHandlers() } },
  play: async ({ canvasElement }) => {
    const drawer = await openDrawer(canvasElement, 'Save to an opportunity');
    await expect(
      await drawer.findByRole('button', { name: 'Unsave Leeds cloud hosting bid' }, wait),
    ).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Save Kent housing system' })).toBeEnabled();
    await expect(drawer.getByRole('radio', { name: 'List' })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: mockHandlers({ opportunities: { scenario: 'loading' } }) } },
  play: async ({ canvasElement }) => {
    const drawer = await openDrawer(canvasElement, 'Save to an opportunity');
    await drawer.findByText('Loading opportunities', undefined, wait);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: mockHandlers({ opportunities: { scenario: 'empty' } }) } },
  play: async ({ canvasElement }) => {
    const drawer = await openDrawer(canvasElement, 'Save to an opportunity');
    await drawer.findByText("You haven't created any opportunities yet", undefined, wait);
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: mockHandlers({ opportunities: { scenario: 'error' } }) } },
  play: async ({ canvasElement }) => {
    const drawer = await openDrawer(canvasElement, 'Save to an opportunity');
    await drawer.findByText(
      'Sorry something has gone wrong loading opportunities - If this error persists please contact support',
      undefined,
      wait,
    );
  },
};

/** Free plan: buyer lists need the BUYERS data type, so a buyer's List tab offers the upgrade. */
export const Locked: Story = {
  args: { entity: buyer },
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.free }) } },
  play: async ({ canvasElement }) => {
    const drawer = await openDrawer(canvasElement, 'Save to a list');
    await drawer.findByText('Save buyers to lists with the Growth plan', undefined, wait);
  },
};

/** Guest passes cannot save buyers or suppliers (spec 1§6), nor write team data. */
export const Guest: Story = {
  args: { entity: buyer },
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.guest }) } },
  play: async ({ canvasElement }) => {
    const drawer = await openDrawer(canvasElement, 'Save to a list');
    await drawer.findByText('Upgrade to save', undefined, wait);
    await expect(drawer.getByText(/Guest passes cannot save buyers/)).toBeVisible();
  },
};

/** The notice's List tab: 'Cloud leads' holds it (Unsave), Leo's shared 'Housing' does not. */
export const NoticeLists: Story = {
  parameters: { msw: { handlers: mockHandlers() } },
  args: { initialTab: 'list' },
  play: async ({ canvasElement }) => {
    const drawer = await openDrawer(canvasElement, 'Save to a list');
    await expect(await drawer.findByRole('button', { name: 'Unsave from Cloud leads' }, wait)).toBeVisible();
    await userEvent.click(drawer.getByRole('button', { name: 'Save to Housing' }));
    await body(canvasElement).findByText('Notice saved to Housing', undefined, wait);
    await expect(await drawer.findByRole('button', { name: 'Unsave from Housing' }, wait)).toBeVisible();
  },
};

/** A buyer opens on the List tab with its buyer lists. */
export const BuyerLists: Story = {
  parameters: { msw: { handlers: mockHandlers() } },
  args: { entity: buyer },
  play: async ({ canvasElement }) => {
    const drawer = await openDrawer(canvasElement, 'Save to a list');
    await userEvent.click(await drawer.findByRole('button', { name: 'Save to Councils' }, wait));
    await body(canvasElement).findByText('Buyer saved to Councils', undefined, wait);
  },
};

/** A contact has no Opportunity/List toggle. */
export const Contact: Story = {
  parameters: { msw: { handlers: mockHandlers() } },
  args: { entity: contact },
  play: async ({ canvasElement }) => {
    const drawer = await openDrawer(canvasElement, 'Save to an opportunity');
    await drawer.findByRole('button', { name: 'Save Leeds cloud hosting bid' }, wait);
    await expect(drawer.queryByRole('radio', { name: 'List' })).toBeNull();
  },
};

async function openCreateForm(el: HTMLElement) {
  const drawer = await openDrawer(el, 'Save to an opportunity');
  await userEvent.click(await drawer.findByRole('button', { name: 'Create new opportunity' }, wait));
  return within(await body(el).findByRole('dialog', { name: 'Create new opportunity' }, wait));
}

/** The create form: an open tender defaults to the Tender qualification stage (spec 1§4). */
export const CreateOpportunity: Story = {
  parameters: { msw: { handlers: mockHandlers() } },
  play: async ({ canvasElement }) => {
    const form = await openCreateForm(canvasElement);
    await expect(await form.findByRole('textbox', { name: /Name/ }, wait)).toHaveValue(
      'Supply of cloud hosting and managed services',
    );
    await expect(await form.findByRole('button', { name: /Tender qualification/ }, wait)).toBeVisible();
    await expect(form.getByRole('button', { name: 'Create opportunity' })).toBeEnabled();
    await expect(form.getByRole('button', { name: 'Back to opportunities' })).toBeVisible();
  },
};

/** Name is required: without it Create opportunity stays disabled. */
export const NameRequired: Story = {
  parameters: { msw: { handlers: mockHandlers() } },
  play: async ({ canvasElement }) => {
    const form = await openCreateForm(canvasElement);
    await userEvent.clear(await form.findByRole('textbox', { name: /Name/ }, wait));
    await expect(form.getByRole('button', { name: 'Create opportunity' })).toBeDisabled();
  },
};

/** Value must be a number (spec 2§5): the message shows as it is typed and Create opportunity stays disabled. */
export const ValueNotANumber: Story = {
  parameters: { msw: { handlers: mockHandlers() } },
  play: async ({ canvasElement }) => {
    const form = await openCreateForm(canvasElement);
    await form.findByRole('button', { name: /Tender qualification/ }, wait);
    await userEvent.type(form.getByRole('textbox', { name: 'Value' }), 'about 2 million');
    await expect(await form.findByText('Value must be a number')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Value' })).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('button', { name: 'Create opportunity' })).toBeDisabled();
  },
};

/**
 * Stage is required (spec 2§5): a company whose opportunity workflow has no stages yet gives a contact
 * no default stage, so the field says so and Create opportunity stays disabled.
 */
export const StageRequired: Story = {
  args: { entity: contact },
  parameters: {
    msw: {
      handlers: mockHandlers({
        opportunities: { data: { ...opportunityFixtures(), workflow: { ...opportunityFixtures().workflow, transitions: [] } } },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const form = await openCreateForm(canvasElement);
    await userEvent.type(await form.findByRole('textbox', { name: /Name/ }, wait), 'Jo Smith outreach');
    await expect(await form.findByText('Stage is required', undefined, wait)).toBeVisible();
    await expect(form.getByRole('button', { name: 'Create opportunity' })).toBeDisabled();
  },
};

/** Success: 'New Opportunity created from notice' with a View link, and the drawer is back on the list. */
export const Created: Story = {
  parameters: { msw: { handlers: mockHandlers() } },
  play: async ({ canvasElement }) => {
    const form = await openCreateForm(canvasElement);
    await form.findByRole('button', { name: /Tender qualification/ }, wait);
    await userEvent.click(form.getByRole('button', { name: 'Create opportunity' }));
    const drawer = within(
      await body(canvasElement).findByRole('dialog', { name: 'Save to an opportunity' }, wait),
    );
    await drawer.findByRole('button', { name: 'Unsave Supply of cloud hosting and managed services' }, wait);
    // Last, so the snapshot is taken while the toast (5 s) is still up.
    await expect(
      await body(canvasElement).findByText('New Opportunity created from notice', undefined, wait),
    ).toBeVisible();
    await expect(body(canvasElement).getByRole('link', { name: 'View' })).toBeVisible();
  },
};

export const CreateFailed: Story = {
  parameters: { msw: { handlers: mockHandlers({ opportunities: { failMutations: true } }) } },
  play: async ({ canvasElement }) => {
    const form = await openCreateForm(canvasElement);
    await form.findByRole('button', { name: /Tender qualification/ }, wait);
    await userEvent.click(form.getByRole('button', { name: 'Create opportunity' }));
    await body(canvasElement).findByText('Failed to create opportunity', undefined, wait);
  },
};

export const SaveFailed: Story = {
  parameters: { msw: { handlers: mockHandlers({ opportunities: { failMutations: true } }) } },
  play: async ({ canvasElement }) => {
    const drawer = await openDrawer(canvasElement, 'Save to an opportunity');
    await userEvent.click(await drawer.findByRole('button', { name: 'Save Kent housing system' }, wait));
    await body(canvasElement).findByText('Failed to save notice to Kent housing system', undefined, wait);
  },
};

export const RemoveFailed: Story = {
  parameters: { msw: { handlers: mockHandlers({ opportunities: { failMutations: true } }) } },
  play: async ({ canvasElement }) => {
    const drawer = await openDrawer(canvasElement, 'Save to an opportunity');
    await userEvent.click(
      await drawer.findByRole('button', { name: 'Unsave Leeds cloud hosting bid' }, wait),
    );
    await body(canvasElement).findByText(
      'Failed to remove notice from Leeds cloud hosting bid',
      undefined,
      wait,
    );
  },
};

export const ListSaveFailed: Story = {
  args: { initialTab: 'list' },
  parameters: { msw: { handlers: mockHandlers({ lists: { failMutations: true } }) } },
  play: async ({ canvasElement }) => {
    const drawer = await openDrawer(canvasElement, 'Save to a list');
    await userEvent.click(await drawer.findByRole('button', { name: 'Save to Housing' }, wait));
    await body(canvasElement).findByText('Failed to save notice to Housing', undefined, wait);
  },
};

export const ListNameInUse: Story = {
  parameters: { msw: { handlers: mockHandlers() } },
  args: { initialTab: 'list' },
  play: async ({ canvasElement }) => {
    const drawer = await openDrawer(canvasElement, 'Save to a list');
    await drawer.findByRole('button', { name: 'Unsave from Cloud leads' }, wait);
    await userEvent.type(drawer.getByRole('textbox', { name: 'New list' }), 'cloud LEADS');
    await userEvent.click(drawer.getByRole('button', { name: 'Create list' }));
    await drawer.findByText('This name is already in use', undefined, wait);
  },
};

export const CreateListFailed: Story = {
  args: { initialTab: 'list' },
  parameters: { msw: { handlers: mockHandlers({ lists: { failMutations: true } }) } },
  play: async ({ canvasElement }) => {
    const drawer = await openDrawer(canvasElement, 'Save to a list');
    await drawer.findByRole('button', { name: 'Unsave from Cloud leads' }, wait);
    await userEvent.type(drawer.getByRole('textbox', { name: 'New list' }), 'Bids to watch');
    await userEvent.click(drawer.getByRole('button', { name: 'Create list' }));
    await body(canvasElement).findByText(
      'Unable to create your list. Please contact us if the problem persists',
      undefined,
      wait,
    );
  },
};

export const ListsEmpty: Story = {
  args: { initialTab: 'list' },
  parameters: { msw: { handlers: mockHandlers({ lists: { scenario: 'empty' } }) } },
  play: async ({ canvasElement }) => {
    const drawer = await openDrawer(canvasElement, 'Save to a list');
    await drawer.findByText("You haven't added any lists yet", undefined, wait);
  },
};

export const ListsError: Story = {
  args: { initialTab: 'list' },
  parameters: { msw: { handlers: mockHandlers({ lists: { scenario: 'error' } }) } },
  play: async ({ canvasElement }) => {
    const drawer = await openDrawer(canvasElement, 'Save to a list');
    await drawer.findByText(
      'Sorry something has gone wrong. If this error persists please contact support',
      undefined,
      wait,
    );
  },
};
