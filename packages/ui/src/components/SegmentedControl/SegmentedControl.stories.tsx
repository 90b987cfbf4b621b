import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SegmentedControl } from './SegmentedControl';

const meta = {
  title: 'UI/Forms/SegmentedControl',
  component: SegmentedControl,
  args: {
    label: 'Billing period',
    options: [
      { id: 'annual', label: 'Annual' },
      { id: 'monthly', label: 'Monthly' },
    ],
  },
} satisfies Meta<typeof SegmentedControl>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every prop on the controls panel. */
export const Playground: Story = { args: { hideLabel: false, isDisabled: false, onSelectionChange: fn() } };

export const Disabled: Story = { args: { isDisabled: true } };

export const Filled: Story = { args: { defaultSelectedKey: 'monthly' } };

export const ThreeOptions: Story = {
  args: {
    label: 'View',
    options: [
      { id: 'list', label: 'List' },
      { id: 'board', label: 'Board' },
      { id: 'calendar', label: 'Calendar', isDisabled: true },
    ],
  },
};

export const HiddenLabel: Story = { args: { hideLabel: true } };
