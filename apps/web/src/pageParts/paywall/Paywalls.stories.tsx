// States: every story here is a Locked state: one per data type's paywall (spec 2§6), the locked page, the compare-plans
// modal and the book-a-demo form's errors. Default, Loading, Empty, Error and Guest belong to the screens that show these
// paywalls (their own Locked and Guest stories), not to the paywall itself.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { paywallFor, type PaywallType } from '@tenderlens/domain';
import { mockHandlers, userFixtures } from '@tenderlens/domain/mocks';
import { AppStory } from '../../testing/AppStory';

const T = { timeout: 10_000 };

const meta: Meta<typeof AppStory> = {
  title: 'Screens/Paywalls',
  component: AppStory,
  parameters: { layout: 'fullscreen', msw: { handlers: mockHandlers({ user: userFixtures.free }) } },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** The paywall modal of a type, opened with ?dataType= on the notices page (a Free user lacks every type). */
const modal = (type: PaywallType): Story => ({
  args: { path: `/notices?dataType=${type}` },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole(
      'dialog',
      { name: paywallFor(type).title },
      T,
    );
    await expect(
      within(dialog).getByRole(paywallFor(type).primary === 'Upgrade' ? 'link' : 'button', {
        name: paywallFor(type).primary,
      }),
    ).toBeVisible();
  },
});

export const Awards = modal('AWARDS');
export const AwardsLocked = modal('AWARDS_LOCKED');
export const Bids = modal('BIDS');
export const CreateBids = modal('CREATE_BIDS');
export const Contacts = modal('CONTACTS');
export const Buyers = modal('BUYERS');
export const Suppliers = modal('SUPPLIERS');
export const Partners = modal('PARTNERS');
export const Competitors = modal('COMPETITORS');
export const Documents = modal('DOCUMENTS');
export const Spend = modal('SPEND');
export const Frameworks = modal('FRAMEWORKS');
export const Exports = modal('EXPORTS');
export const Strategy = modal('STRATEGY');
export const AccountBriefings = modal('ACCOUNT_BRIEFINGS');

/** Typing a locked page's URL: its paywall page. */
export const LockedPage: Story = {
  args: { path: '/documents' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: 'Search buyer documents' }, T);
  },
};

/** Compare all plans: the comparison, then the book-a-demo form in the same modal. */
export const ComparePlans: Story = {
  args: { path: '/frameworks' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: 'Compare all plans' }, T));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Compare our plans in detail' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book a demo' }));
    await body.findByRole('dialog', { name: 'Book a demo' });
  },
};

/** Book a demo validation: each message of spec 2§5. */
export const BookADemoErrors: Story = {
  args: { path: '/plans?bookADemo=true' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Book a demo' }, T);
    const d = within(dialog);
    await userEvent.clear(d.getByLabelText(/First name/));
    await userEvent.clear(d.getByLabelText(/Last name/));
    await userEvent.clear(d.getByLabelText(/^Email/));
    await userEvent.type(d.getByLabelText(/Phone/), '12ab');
    await userEvent.click(d.getByRole('button', { name: 'Book a demo' }));
    await d.findByText('First name is required');
    await expect(d.getByText('Last name is required')).toBeVisible();
    await expect(d.getByText('Email is required')).toBeVisible();
    await expect(d.getByText('Invalid phone number format')).toBeVisible();
    await userEvent.type(d.getByLabelText(/^Email/), 'sam@');
    await userEvent.click(d.getByRole('button', { name: 'Book a demo' }));
    await d.findByText('Invalid email format');
  },
};
