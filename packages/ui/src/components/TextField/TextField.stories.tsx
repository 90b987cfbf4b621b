import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { Form } from './Form';
import { TextField } from './TextField';
import { withRightToLeft } from '../../test/withRightToLeft';

// Annotated (not `satisfies`): the inferred type names RAC-internal packages and cannot be emitted.
const meta: Meta<typeof TextField> = {
  title: 'UI/Forms/TextField',
  component: TextField,
  args: { label: 'Email address', type: 'email', onChange: fn() },
  argTypes: {
    type: { control: 'select', options: ['text', 'email', 'password', 'search', 'tel', 'url'] },
    isRequired: { control: 'boolean' },
    isInvalid: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    placeholder: { control: 'text' },
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
};

export default meta;
type Story = StoryObj<typeof TextField>;

export const Default: Story = {};

/** Every prop on the controls panel. */
export const Playground: Story = {
  args: { description: 'We send receipts here.', isRequired: true, errorMessage: 'Enter an email address' },
};

export const WithDescription: Story = { args: { description: 'Use your work address.' } };
export const Required: Story = { args: { isRequired: true } };
export const Invalid: Story = {
  args: {
    isInvalid: true,
    defaultValue: 'name@',
    errorMessage: 'Enter an email address in the right format, like name@example.com',
  },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'name@example.com' } };
export const Password: Story = {
  args: { label: 'Password', type: 'password', defaultValue: 'correct horse' },
};

/** Keyboard focus on the input. */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('textbox')).toHaveFocus();
  },
};

/** A Form: submitting empty shows the required errors and focuses the first invalid field. */
export const InForm: Story = {
  render: () => (
    <Form onSubmit={(e) => e.preventDefault()}>
      <TextField label="Full name" name="name" isRequired errorMessage="Enter your full name" />
      <TextField
        label="Email address"
        name="email"
        type="email"
        isRequired
        errorMessage="Enter an email address"
      />
      <Checkbox name="terms">Email me product news</Checkbox>
      <div>
        <Button type="submit">Save</Button>
      </div>
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Enter your full name')).toBeVisible();
  },
};

/** Right to left (dir="rtl"): the layout mirrors, text and icons keep their order from the inline start. */
export const RightToLeft: Story = {
  args: { description: 'Shown under the label', defaultValue: 'Text' },
  decorators: [withRightToLeft],
};
