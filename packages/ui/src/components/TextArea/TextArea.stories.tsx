import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'UI/Forms/TextArea',
  component: TextArea,
  args: { label: 'Notes', description: 'Only your team can see these notes.' },
  argTypes: {
    rows: { control: { type: 'number', min: 1, max: 20 } },
    resize: { control: 'inline-radio', options: ['vertical', 'none'] },
  },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every prop on the controls panel. */
export const Playground: Story = {
  args: { rows: 4, placeholder: 'Add a note', isRequired: false, isDisabled: false, onChange: fn() },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Read only for now.' } };

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Enter a note of 500 characters or fewer' },
};

export const Empty: Story = { args: { placeholder: 'Add a note' } };

export const Filled: Story = {
  args: { defaultValue: 'Call back on Tuesday.\nAsk about the second lot and the timeline for questions.' },
};
