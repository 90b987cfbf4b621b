import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'UI/Utilities/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Read by screen readers only' },
  argTypes: {
    elementType: { control: 'select', options: ['span', 'div', 'p', 'h2', 'h3', 'label'] },
    isFocusable: { control: 'boolean' },
  },
  render: (args) => (
    <p>
      Visible text. <VisuallyHidden {...args} />
      (The hidden text sits between these sentences.)
    </p>
  ),
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Read by screen readers only')).toBeInTheDocument();
  },
};

/** Every prop on the controls panel. */
export const Playground: Story = { args: { elementType: 'span', isFocusable: false } };

/** A skip link: hidden until focused. */
export const FocusableSkipLink: Story = {
  render: () => (
    <div>
      <VisuallyHidden isFocusable>
        <a href="#main">Skip to main content</a>
      </VisuallyHidden>
      <p>Tab to reveal the skip link.</p>
    </div>
  ),
};
