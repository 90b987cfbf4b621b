import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MiniBarChart, type MiniBarChartRow } from './MiniBarChart';
import { withRightToLeft } from '../../test/withRightToLeft';

const [r45, r72, r79, r90, r33] = [
  {
    id: '45',
    label: '45',
    count: 42,
    value: 12_500_000,
    countPercent: 100,
    valuePercent: 100,
    countHref: '#count-45',
    valueHref: '#value-45',
  },
  {
    id: '72',
    label: '72',
    count: 30,
    value: 4_100_000,
    countPercent: 71.4,
    valuePercent: 32.8,
    countHref: '#count-72',
    valueHref: '#value-72',
  },
  {
    id: '79',
    label: '79',
    count: 12,
    value: 9_800_000,
    countPercent: 28.6,
    valuePercent: 78.4,
    countHref: '#count-79',
    valueHref: '#value-79',
  },
  {
    id: '90',
    label: '90',
    count: 4,
    value: 0,
    countPercent: 9.5,
    valuePercent: 0,
    countHref: '#count-90',
    valueHref: '#value-90',
  },
  { id: '33', label: '33', count: 0, value: 0, countHref: '#count-33', valueHref: '#value-33' },
] as const satisfies readonly MiniBarChartRow[];
const rows: MiniBarChartRow[] = [r45, r72, r79, r90, r33];

const meta = {
  title: 'UI/Display/MiniBarChart',
  component: MiniBarChart,
  args: { rows, 'aria-label': 'By category', tooltip: 'See details', onDisabledPress: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 480, paddingTop: 48 }}>{Story()}</div>],
} satisfies Meta<typeof MiniBarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every prop on the controls panel. */
export const Playground: Story = {
  args: {
    countLabel: 'Count',
    valueLabel: 'Value',
    currency: 'GBP',
    tooltip: 'See details',
    disabledTooltip: 'Upgrade to see details',
    isDisabled: false,
    lockedText: 'locked',
    newTabText: '(opens in a new tab)',
    emptyText: 'No data',
    showLegend: true,
  },
};

/** The tooltip of the first bar, opened with the keyboard. */
export const TooltipOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('tooltip')).toHaveTextContent('See details');
  },
};

/** Every row empty: the empty text. */
export const Empty: Story = { args: { rows: [r33] } };

/** Bars locked: they do not navigate; pressing one calls onDisabledPress. */
export const Locked: Story = { args: { isDisabled: true, disabledTooltip: 'Upgrade to see details' } };

export const Disabled: Story = {
  args: { rows: rows.map((r, i) => (i === 0 ? { ...r, isDisabled: true } : r)) },
};

export const LongLists: Story = {
  args: {
    rows: Array.from({ length: 16 }, (_, i) => ({
      id: String(i),
      label: String(10 + i * 5),
      count: 48 - i * 3,
      value: (16 - i) * 750_000,
      countHref: `#count-${i}`,
      valueHref: `#value-${i}`,
    })),
  },
};

export const OverflowingText: Story = {
  args: {
    rows: [
      { ...r45, label: 'A row label long enough to wrap', count: 1_234_567, value: 98_765_432_100 },
      r72,
    ],
  },
};

/** Right to left (dir="rtl"): the layout mirrors, text and icons keep their order from the inline start. */
export const RightToLeft: Story = { decorators: [withRightToLeft] };
