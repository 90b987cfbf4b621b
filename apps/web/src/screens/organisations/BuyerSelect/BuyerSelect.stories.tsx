// States that cannot occur here: Locked and Guest — the buyer-select modal is opened only from screens that
// already passed their own data-type and guest checks (those screens carry the Locked/Guest stories).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mockHandlers, userFixtures } from '@tenderlens/domain/mocks';
import { BuyerSearchPicker } from './BuyerSearchPicker';
import { BuyerSelectModal } from './BuyerSelectModal';

function BuyerSelectStory({ onSelect }: { onSelect: (buyers: { guid: string; name: string }[]) => void }) {
  return <BuyerSelectModal isOpen onClose={() => undefined} onSelect={onSelect} />;
}

/** Lazy routes, the user and the page's reads arrive one after another: allow for a busy machine. */
const T = { timeout: 10_000 };

const meta: Meta<typeof BuyerSelectStory> = {
  title: 'Screens/BuyerSelect',
  component: BuyerSelectStory,
  args: { onSelect: fn() },
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.growth }) } },
};
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The buyer-select modal: UK buyers by default, choose some and confirm. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const modal = within(await body(canvasElement).findByRole('dialog', { name: 'Select buyers' }, T));
    await expect(modal.getByRole('switch', { name: 'UK buyers only' })).toBeChecked();
    await userEvent.click(await modal.findByRole('checkbox', { name: /Cardiff Council/ }, T));
    await userEvent.click(modal.getByRole('button', { name: 'Select 1' }));
    await expect(args.onSelect).toHaveBeenCalledWith([{ guid: expect.any(String) as string, name: 'Cardiff Council' }]);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: mockHandlers({ organisations: 'loading' }) } },
  play: async ({ canvasElement }) => {
    await body(canvasElement).findByText('Loading buyers', undefined, T);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: mockHandlers({ organisations: 'empty' }) } },
  play: async ({ canvasElement }) => {
    await body(canvasElement).findByText('No buyers found', undefined, T);
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: mockHandlers({ organisations: 'error' }) } },
  play: async ({ canvasElement }) => {
    await body(canvasElement).findByText('Sorry something has gone wrong. If this error persists please contact support', undefined, T);
  },
};

// Locked and Guest cannot occur here: the modal opens only from screens that have already checked the
// BUYERS data type (those screens' Locked and Guest stories show the paywall instead).

/** The buyer search picker asks for buyers once more than 1 character is typed. */
export const Picker: Story = {
  render: () => <BuyerSearchPicker onSelect={() => undefined} />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Buyer' });
    await userEvent.type(input, 'leeds');
    await expect(await body(canvasElement).findByRole('option', { name: /Leeds Teaching Hospitals/ }, T)).toBeVisible();
  },
};
