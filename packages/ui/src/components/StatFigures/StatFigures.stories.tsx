import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatMoney, formatNumber } from '../LabelledAttribute';
import { StatFigures, formatPercent } from '.';
import { withRightToLeft } from '../../test/withRightToLeft';

const meta = {
  title: 'UI/Display/StatFigures',
  component: StatFigures,
  args: {
    'aria-label': 'Summary',
    items: [
      { label: 'Items', value: formatNumber(1234) },
      { label: 'Total value', value: formatMoney(25_400_000) },
      { label: 'Average value', value: formatMoney(20_583) },
      { label: 'Share', value: formatPercent(37.46, { decimals: 1 }) },
    ],
  },
} satisfies Meta<typeof StatFigures>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every prop on the controls panel. */
export const Playground: Story = {
  args: { divided: true, placeholder: '--', placeholderLabel: 'Not available' },
};

/** Missing figures: placeholders, and a missing percentage reads 0.0%. */
export const Empty: Story = {
  args: {
    items: [
      { label: 'Items', value: undefined },
      { label: 'Total value', value: undefined },
      { label: 'Average value', value: undefined },
      { label: 'Share', value: formatPercent(undefined, { decimals: 1 }) },
    ],
  },
};

export const OverflowingText: Story = {
  args: {
    items: [
      { label: 'A label long enough to wrap onto more than one line', value: formatMoney(1_234_567_890_123) },
      { label: 'Short', value: formatNumber(98_765_432) },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
};

export const Undivided: Story = { args: { divided: false } };

/** Right to left (dir="rtl"): the layout mirrors, text and icons keep their order from the inline start. */
export const RightToLeft: Story = { decorators: [withRightToLeft] };
