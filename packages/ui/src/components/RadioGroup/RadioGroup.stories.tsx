import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RadioGroup } from './RadioGroup';

const meta = {
  title: 'UI/Forms/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'How often?',
    options: [
      { value: 'daily', label: 'Daily' },
      { value: 'weekly', label: 'Weekly', description: 'Every Monday morning' },
      { value: 'monthly', label: 'Monthly' },
    ],
  },
  argTypes: { orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] } },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every prop on the controls panel. */
export const Playground: Story = {
  args: {
    description: 'You can change this at any time.',
    orientation: 'vertical',
    isRequired: false,
    onChange: fn(),
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'weekly' } };

export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Choose how often' } };

export const Filled: Story = { args: { defaultValue: 'weekly' } };

export const Horizontal: Story = { args: { orientation: 'horizontal' } };
