import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Switch } from './Switch';
import { withRightToLeft } from '../../test/withRightToLeft';

const meta = {
  title: 'UI/Forms/Switch',
  component: Switch,
  args: { children: 'Email alerts' },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every prop on the controls panel. */
export const Playground: Story = {
  args: { description: 'We send one email each morning.', isDisabled: false, onChange: fn() },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const DisabledOn: Story = { args: { isDisabled: true, defaultSelected: true } };

export const Filled: Story = { args: { defaultSelected: true } };

export const WithDescription: Story = { args: { description: 'We send one email each morning.' } };

/** Right to left (dir="rtl"): the layout mirrors, text and icons keep their order from the inline start. */
export const RightToLeft: Story = { args: { defaultSelected: true }, decorators: [withRightToLeft] };
