import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressBar } from './ProgressBar';
import { withRightToLeft } from '../../test/withRightToLeft';

const meta = {
  title: 'UI/Display/ProgressBar',
  component: ProgressBar,
  args: { label: 'Uploading', value: 45 },
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 100, step: 1 } },
    tone: { control: 'inline-radio', options: ['brand', 'positive', 'caution', 'critical'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every prop on the controls panel. */
export const Playground: Story = {
  args: { minValue: 0, maxValue: 100, isIndeterminate: false, showValue: true, tone: 'brand', size: 'md' },
};

export const Empty: Story = { args: { value: 0 } };

export const Complete: Story = { args: { value: 100, tone: 'positive', label: 'Uploaded' } };

export const Indeterminate: Story = { args: { isIndeterminate: true, label: 'Preparing your export' } };

export const WithValueLabel: Story = { args: { value: 3, maxValue: 10, valueLabel: '3 of 10 files' } };

export const OverflowingText: Story = {
  args: { label: 'A long label that has to wrap onto a second line in a narrow container', value: 60 },
  decorators: [(Story) => <div style={{ maxWidth: 240 }}>{Story()}</div>],
};

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 400 }}>
      {(['brand', 'positive', 'caution', 'critical'] as const).map((tone) =>
        (['sm', 'md'] as const).map((size) => (
          <ProgressBar
            key={`${tone}-${size}`}
            label={`${tone}, ${size}`}
            value={62}
            tone={tone}
            size={size}
          />
        )),
      )}
    </div>
  ),
};

/** Right to left (dir="rtl"): the layout mirrors, text and icons keep their order from the inline start. */
export const RightToLeft: Story = { decorators: [withRightToLeft] };
