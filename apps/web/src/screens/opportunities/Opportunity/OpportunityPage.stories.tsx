// No Locked story: opportunities are on every plan (spec 2§6 gates no data type behind them); guests read only, shown by the Guest stories.
// No Empty story: one opportunity or NotFound. No Locked story: the opportunity is on every plan.
// States: Default, Loading, Error, NotFound, Guest, EditValueInvalid, DeleteConfirm, BuyerSummaryGenerated, CommentPosted,
// GuestComments, AddBuyer. No Empty story: the page shows one
// opportunity or, when it does not exist, NotFound. No Locked story: the opportunity itself is on every plan; its locked
// bid report section is Screens/Bids/BidQualification Locked.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockHandlers, userFixtures } from '@tenderlens/domain/mocks';
import { AppStory } from '../../../testing/AppStory';

const meta: Meta<typeof AppStory> = {
  title: 'Screens/Opportunity',
  component: AppStory,
  parameters: { layout: 'fullscreen', msw: { handlers: mockHandlers() } },
  args: { path: '/opportunities/61' },
};
export default meta;
type Story = StoryObj<typeof meta>;

const wait = { timeout: 8000 };
const page = (el: HTMLElement) => within(el);
const body = (el: HTMLElement) => within(el.ownerDocument.body);

/** Fields, linked notice and buyer, buyer activity with a locked award value. */
export const Default: Story = {
  parameters: { msw: { handlers: mockHandlers() } },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByRole('heading', { name: 'Leeds cloud hosting bid', level: 1 }, wait);
    await expect(c.getByRole('heading', { name: 'Buyer activity' })).toBeVisible();
    await expect(c.getByText('Value locked')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: mockHandlers({ opportunities: { scenario: 'loading' } }) } },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText('Loading the opportunity', undefined, wait);
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: mockHandlers({ opportunities: { scenario: 'error' } }) } },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText(
      'Sorry something has gone wrong. If this error persists please contact support',
      undefined,
      wait,
    );
  },
};

/** Deleted or another company's: not found. */
export const NotFound: Story = {
  args: { path: '/opportunities/999' },
  parameters: { msw: { handlers: mockHandlers() } },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText(
      'This opportunity does not exist or has been deleted',
      undefined,
      wait,
    );
  },
};

/** A guest pass reads it: no edit, remove or delete controls. */
export const Guest: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.guest }) } },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByRole('heading', { name: 'Leeds cloud hosting bid', level: 1 }, wait);
    await expect(c.queryByRole('button', { name: 'Delete' })).toBeNull();
    await expect(c.queryByRole('button', { name: 'Edit value' })).toBeNull();
  },
};

/** Edit in place: a value that is not a number is refused at the field. */
export const EditValueInvalid: Story = {
  parameters: { msw: { handlers: mockHandlers() } },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: 'Edit value' }, wait));
    const input = c.getByRole('textbox', { name: 'Value' });
    await userEvent.clear(input);
    await userEvent.type(input, 'lots');
    await userEvent.click(c.getByRole('button', { name: 'Save' }));
    await c.findByText('Value must be a number', undefined, wait);
  },
};

/** Delete asks first. */
export const DeleteConfirm: Story = {
  parameters: {
    msw: { handlers: mockHandlers() },
    a11y: {
      config: {
        rules: [
          {
            id: 'scrollable-region-focusable',
            enabled: false,
            reason:
              'While the modal delete dialog is open, the page behind it is hidden from assistive technology and out of the tab order by design (focus stays in the dialog), so the scrolling main region has no reachable content; with the dialog closed it does, which the other stories of this page check.',
          },
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: 'Delete' }, wait));
    await body(canvasElement).findByRole('dialog', { name: 'Delete opportunity' }, wait);
  },
};

/** 'Generate buyer summary' writes it from the buyers' notices and awards; the button then offers to regenerate. */
export const BuyerSummaryGenerated: Story = {
  parameters: { msw: { handlers: mockHandlers() } },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: 'Generate buyer summary' }, wait));
    await c.findByText('Leeds City Council published 1 recent notice and 1 award in our data.', undefined, wait);
    await expect(c.getByRole('button', { name: 'Regenerate buyer summary' })).toBeVisible();
  },
};

/** A comment mentioning Leo is saved into the opportunity's comments; the composer empties. */
export const CommentPosted: Story = {
  parameters: { msw: { handlers: mockHandlers() } },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    const section = within(await c.findByRole('region', { name: 'Comments' }, wait));
    await section.findByText('No comments yet.', undefined, wait);
    const input = section.getByPlaceholderText('Add a comment...');
    await userEvent.type(input, 'Pricing by Friday, @Le');
    await userEvent.click(await c.findByRole('option', { name: /Leo Okafor/ }));
    await userEvent.click(section.getByRole('button', { name: 'Comment' }));
    await section.findByText('@Leo Okafor', undefined, wait);
    await expect(input).toHaveValue('');
  },
};

/** A guest pass reads the comments but cannot add one, nor regenerate the buyer summary. */
export const GuestComments: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.guest }) } },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    const section = within(await c.findByRole('region', { name: 'Comments' }, wait));
    await section.findByText(/Guests can read comments but not add them/, undefined, wait);
    await expect(c.queryByRole('button', { name: /buyer summary/ })).toBeNull();
  },
};

/** Add a buyer by name: the organisation search offers matching buyers, open for the picture. */
export const AddBuyer: Story = {
  parameters: {
    msw: { handlers: mockHandlers() },
    a11y: {
      config: {
        rules: [
          {
            id: 'aria-hidden-focus',
            enabled: false,
            reason:
              "While the combobox's list is open, react-aria hides the rest of the page from screen readers (aria-hidden) and keeps focus in the combobox input, so keyboard and screen-reader users only reach the page again by closing the list; the page stays clickable for pointer users, which is why it is not inert. With the list closed every other story of this page runs this rule.",
          },
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await userEvent.type(await c.findByRole('combobox', { name: 'Add a buyer' }, wait), 'Council');
    await expect(await body(canvasElement).findByRole('option', { name: 'Cardiff Council' }, wait)).toBeVisible();
    // Leeds City Council is already linked: not offered again.
    await expect(body(canvasElement).queryByRole('option', { name: 'Leeds City Council' })).toBeNull();
  },
};
