// No Loading story: the prompt opens after an opportunity is created, with everything it shows already known.
// No Empty story: the prompt always names the opportunity just created.
// No Error story: the prompt itself fetches nothing; a failed report is the report screen's Error story.
// No Locked story: the prompt is only offered when the plan allows bid reports; without BIDS the paywall opens instead.
// No Guest story: guests cannot create opportunities, so the prompt never opens for them.
// States: Default, NoCredits. No Loading, Empty or Error story: the prompt opens with the opportunity just created and its credits already loaded, and loads nothing itself. No Locked story: NoCredits is its locked state (the CREATE_BIDS paywall). No Guest story: a guest pass cannot create opportunities, so the prompt never opens for one.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockHandlers, userFixtures } from '@tenderlens/domain/mocks';
import { MemoryRouter } from 'react-router';
import { BidPromptModal } from './BidPromptModal';

function PromptStory() {
  return (
    <MemoryRouter>
      <BidPromptModal opportunityId="501" onClose={() => undefined} />
      <p>Opportunity created</p>
    </MemoryRouter>
  );
}

const T = { timeout: 8000 };
const meta: Meta<typeof PromptStory> = {
  title: 'Screens/Bids/BidPromptModal',
  component: PromptStory,
  parameters: { msw: { handlers: mockHandlers() } },
};
export default meta;
type Story = StoryObj<typeof meta>;
const body = (el: HTMLElement) => within(el.ownerDocument.body);

/** Growth (BIDS): the prompt offers the opportunity or a report. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(
      await body(canvasElement).findByRole('dialog', { name: 'Should you bid for this?' }, T),
    );
    await expect(dialog.getByRole('button', { name: 'View the opportunity' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Generate a report' })).toBeVisible();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Don’t show this again' }));
  },
};

/** Free with no credits and no BIDS: no prompt. */
export const NoCredits: Story = {
  parameters: {
    msw: {
      handlers: mockHandlers({
        user: userFixtures.free,
        bids: {
          credits: {
            holderType: 'COMPANY',
            creditType: 'BID_REPORT',
            totalCredits: 3,
            remainingCredits: 0,
            period: 'lifetime',
          },
        },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Opportunity created');
    await new Promise((r) => setTimeout(r, 300));
    await expect(body(canvasElement).queryByRole('dialog')).toBeNull();
  },
};
