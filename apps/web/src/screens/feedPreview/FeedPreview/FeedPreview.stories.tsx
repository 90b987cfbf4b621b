import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockHandlers, userFixtures } from '@tenderlens/domain/mocks';
import { FeedPreview, type FeedPreviewProps } from './FeedPreview';

function FeedPreviewStory(props: FeedPreviewProps) {
  return (
    <div style={{ maxWidth: 640 }}>
      <FeedPreview {...props} />
    </div>
  );
}

const criteria = {
  keywords: ['cloud hosting', 'data platform'],
  cpvCodes: ['72000000'],
  competitorGuids: [],
  partnerGuids: [],
  countries: ['GB'],
  languages: [],
};

const meta: Meta<typeof FeedPreviewStory> = {
  title: 'Screens/FeedPreview',
  component: FeedPreviewStory,
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.growth }) } },
  args: { criteria },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** The first answer can take a moment: the first lookup of a story waits longer. */
const slow = { timeout: 5000 };
const c = (canvasElement: HTMLElement) => within(canvasElement);
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** 60 matches (about 10 a month: no caution); cards with match reasons in keyword, partner, competitor, CPV order. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const v = c(canvasElement);
    await v.findByRole('heading', { name: '60 matched notices in last 6 months' }, slow);
    await expect(v.getByText('Showing 40 out of 60 notices')).toBeVisible();
    await expect(v.queryByRole('button', { name: 'Why this number of results?' })).toBeNull();
    const first = within(v.getAllByRole('list', { name: 'Match reasons' })[0] as HTMLElement);
    await expect(first.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Keyword: cloud hosting',
      'Keyword: data platform',
      'Partner: Acme Digital Ltd',
    ]);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: mockHandlers({ feedPreview: 'loading' }) } },
  play: async ({ canvasElement }) => {
    await c(canvasElement).findByText('Loading the feed preview', {}, slow);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: mockHandlers({ feedPreview: 'empty' }) } },
  play: async ({ canvasElement }) => {
    await c(canvasElement).findByRole('heading', { name: '0 matched notices in last 6 months' }, slow);
    await expect(c(canvasElement).getByText('No matched notices')).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: mockHandlers({ feedPreview: 'error' }) } },
  play: async ({ canvasElement }) => {
    await c(canvasElement).findByText(
      'Sorry something has gone wrong. If this error persists please contact support',
    );
  },
};

/** Without AWARDS (Free plan) the server leaves awarded records out of the preview. */
export const Locked: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.free, feedPreviewAwards: false }) } },
  play: async ({ canvasElement }) => {
    const v = c(canvasElement);
    await v.findByRole('heading', { name: '50 matched notices in last 6 months' }, slow);
    await expect(v.queryByText('Awarded')).toBeNull();
  },
};

/** A guest: the preview's title is not a link (spec 2§6 "record title link off"). */
export const Guest: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.guest }) } },
  play: async ({ canvasElement }) => {
    const v = c(canvasElement);
    await v.findByRole('heading', { name: '60 matched notices in last 6 months' }, slow);
    await userEvent.click(v.getByRole('button', { name: 'Details of Provision of Cloud Hosting Services' }));
    const popover = within(await body(canvasElement).findByRole('dialog', { name: 'Preview' }));
    await expect(popover.queryByRole('link')).toBeNull();
  },
};

/** About 5 a month: fewer results than most users see. */
export const FewResultsCaution: Story = {
  parameters: { msw: { handlers: mockHandlers({ feedPreview: 'few' }) } },
  play: async ({ canvasElement }) => {
    const v = c(canvasElement);
    await v.findByRole('heading', { name: '30 matched notices in last 6 months' }, slow);
    await userEvent.click(v.getByRole('button', { name: 'Why this number of results?' }));
    await body(canvasElement).findByRole('dialog', {
      name: 'Your signals find fewer results than most users see',
    });
  },
};

/** About 250 a month: more results than most users see. */
export const ManyResultsCaution: Story = {
  parameters: { msw: { handlers: mockHandlers({ feedPreview: 'many' }) } },
  play: async ({ canvasElement }) => {
    const v = c(canvasElement);
    await v.findByRole('heading', { name: '1,500 matched notices in last 6 months' }, slow);
    await userEvent.click(v.getByRole('button', { name: 'Why this number of results?' }));
    await body(canvasElement).findByText(
      'Use more specific keywords to focus on the notices that matter to you.',
    );
  },
};

/** An exact count above the server's old 2,000 cap: every digit shown, en-GB. */
export const ExactLargeTotal: Story = {
  parameters: { msw: { handlers: mockHandlers({ feedPreview: 'large' }) } },
  play: async ({ canvasElement }) => {
    const v = c(canvasElement);
    await v.findByRole('heading', { name: '23,456 matched notices in last 6 months' }, slow);
    await expect(v.getByText('Showing 40 out of 23,456 notices')).toBeVisible();
  },
};

/** Past the count cap (total_is_estimate): the count reads '1,000,000+' (spec 1§5). */
export const CappedTotal: Story = {
  parameters: { msw: { handlers: mockHandlers({ feedPreview: 'capped' }) } },
  play: async ({ canvasElement }) => {
    const v = c(canvasElement);
    await v.findByRole('heading', { name: '1,000,000+ matched notices in last 6 months' }, slow);
    await expect(v.getByText('Showing 40 out of 1,000,000+ notices')).toBeVisible();
  },
};

/** Details: the title links to the record in a new tab, keyword matches are highlighted in the description. */
export const DetailsPopover: Story = {
  play: async ({ canvasElement }) => {
    const v = c(canvasElement);
    await v.findByRole('heading', { name: '60 matched notices in last 6 months' }, slow);
    await userEvent.click(v.getByRole('button', { name: 'Details of Provision of Cloud Hosting Services' }));
    const popover = within(await body(canvasElement).findByRole('dialog', { name: 'Preview' }));
    await expect(
      await popover.findByRole('link', { name: /Provision of Cloud Hosting Services/ }),
    ).toHaveAttribute('target', '_blank');
    await popover.findAllByText('cloud hosting', { selector: 'mark' });
  },
};

/** Scrolling to the bottom (or the button) loads 40 more. */
export const LoadMore: Story = {
  play: async ({ canvasElement }) => {
    const v = c(canvasElement);
    await v.findByText('Showing 40 out of 60 notices', {}, slow);
    await userEvent.click(v.getByRole('button', { name: 'Show more notices' }));
    await v.findByText('Showing 60 out of 60 notices', {}, slow);
    window.scrollTo(0, 0);
  },
};

/** During onboarding: no stage labels and no record link. */
export const Onboarding: Story = {
  args: { onboarding: true },
  play: async ({ canvasElement }) => {
    const v = c(canvasElement);
    await v.findByRole('heading', { name: '60 matched notices in last 6 months' }, slow);
    await expect(v.queryByText('Open')).toBeNull();
  },
};
