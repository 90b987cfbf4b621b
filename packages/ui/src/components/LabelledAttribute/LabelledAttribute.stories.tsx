import type { Meta, StoryObj } from '@storybook/react-vite';
import { LabelledAttribute } from './LabelledAttribute';

const meta = {
  title: 'UI/Display/LabelledAttribute',
  component: LabelledAttribute,
  args: { label: 'Start date', type: 'date', value: '2024-03-05' },
  argTypes: {
    type: { control: 'inline-radio', options: ['date', 'money', 'number', 'text'] },
    layout: { control: 'inline-radio', options: ['inline', 'stacked'] },
    value: { control: 'text' },
  },
} satisfies Meta<typeof LabelledAttribute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every prop on the controls panel. */
export const Playground: Story = {
  args: { label: 'Value', type: 'money', value: 1250000, currency: 'GBP', decimals: 0, placeholder: '--', layout: 'inline' },
};

/** A missing value shows the placeholder (screen readers hear "Not available"). */
export const Empty: Story = { args: { value: null } };

export const Money: Story = { args: { label: 'Value', type: 'money', value: 1250000 } };

export const OtherCurrency: Story = { args: { label: 'Value', type: 'money', value: 98000.5, currency: 'EUR', decimals: 2 } };

export const NumberValue: Story = { name: 'Number', args: { label: 'Items', type: 'number', value: 12345 } };

export const Stacked: Story = { args: { layout: 'stacked' } };

export const OverflowingText: Story = {
  args: {
    label: 'Description',
    type: 'text',
    value:
      'A very long value that keeps going well past the width of its container so that it has to wrap onto several lines without overlapping its label, even at 400% zoom.',
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
};

/** Every type, with and without a value. */
export const Catalog: Story = {
  render: () => (
    <div>
      <LabelledAttribute label="Date" type="date" value="2024-09-30" />
      <LabelledAttribute label="Date (missing)" type="date" />
      <LabelledAttribute label="Money" type="money" value={1250000} />
      <LabelledAttribute label="Money (EUR)" type="money" value={1250000} currency="EUR" />
      <LabelledAttribute label="Money (missing)" type="money" />
      <LabelledAttribute label="Number" type="number" value={4200} />
      <LabelledAttribute label="Text" value="Free text" />
      <LabelledAttribute label="Text (missing)" value="" placeholder="Not known" />
    </div>
  ),
};
