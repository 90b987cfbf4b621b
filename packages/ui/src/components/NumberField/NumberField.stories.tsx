import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NumberField } from './NumberField';

const meta = {
  title: 'UI/Forms/NumberField',
  component: NumberField,
  args: { label: 'Quantity' },
  argTypes: { currency: { control: 'select', options: [undefined, 'GBP', 'EUR', 'USD'] } },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every prop on the controls panel. */
export const Playground: Story = {
  args: {
    description: 'Between 0 and 1,000.',
    minValue: 0,
    maxValue: 1000,
    step: 1,
    hideStepper: false,
    locale: 'en-GB',
    onChange: fn(),
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 12 } };

export const Invalid: Story = {
  args: { isInvalid: true, defaultValue: 0, errorMessage: 'Enter a number above 0' },
};

export const Empty: Story = { args: { placeholder: 'e.g. 25' } };

export const Filled: Story = { args: { defaultValue: 1250000 } };

/** Money in pounds sterling. */
export const Currency: Story = {
  args: { label: 'Minimum value', currency: 'GBP', defaultValue: 250000, hideStepper: true, minValue: 0 },
};
