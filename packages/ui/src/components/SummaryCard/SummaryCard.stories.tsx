import type { Meta, StoryObj } from '@storybook/react-vite';
import { LinkButton } from '../Button';
import { LockedContent } from '../LockedContent';
import { SummaryCard, SummaryList, SummaryListItem } from './SummaryCard';

const rows = (
  <SummaryList label="Newest notices">
    <SummaryListItem title={<a href="#one">Provision of Cloud Hosting Services</a>} meta="Leeds City Council" aside="Published today" />
    <SummaryListItem title={<a href="#two">Digital Patient Engagement Platform</a>} meta="Manchester University NHS Foundation Trust" aside="Published yesterday" />
    <SummaryListItem title={<a href="#three">Identity Verification Service</a>} meta="Department for Work and Pensions" aside="Published 2 days ago" />
  </SummaryList>
);

const meta = {
  title: 'UI/Layout/SummaryCard',
  component: SummaryCard,
  args: {
    title: 'New notices',
    figure: 12,
    figureLabel: 'since your last visit',
    children: rows,
    action: (
      <LinkButton variant="link" href="#all">
        See all 12
      </LinkButton>
    ),
  },
  argTypes: { headingLevel: { control: 'select', options: [2, 3, 4, 5, 6] } },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof SummaryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every prop on the controls panel. */
export const Playground: Story = { args: { description: 'Matching your signals, by relevance', headingLevel: 3 } };

/** Nothing to list: the empty content instead, with the footer action kept. */
export const Empty: Story = { args: { figure: 0, children: undefined, empty: 'No new notices since your last visit.' } };

/** The viewer may not see it: only the upgrade prompt. */
export const Locked: Story = {
  args: {
    locked: (
      <LockedContent title="See contracts about to expire" description="Save buyers to lists and see their contracts before they end." planNote="Available on our Growth plan" action={{ label: 'Upgrade', href: '#plans' }}>
        {rows}
      </LockedContent>
    ),
  },
};

/** Long names wrap; the trailing detail goes under the title on a narrow card. */
export const Narrow: Story = { decorators: [(Story) => <div style={{ maxWidth: 300 }}>{Story()}</div>] };
