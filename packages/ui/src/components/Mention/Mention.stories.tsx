import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Mention } from './Mention';

const meta = {
  title: 'UI/Display/Mention',
  component: Mention,
  args: { name: 'Ada Lovelace', email: 'ada.lovelace@example.com' },
  argTypes: { placement: { control: 'select', options: ['top', 'bottom', 'start', 'end'] } },
  render: (args) => (
    <p style={{ marginTop: 48 }}>
      Thanks <Mention {...args} />, this looks right.
    </p>
  ),
} satisfies Meta<typeof Mention>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every prop on the controls panel. */
export const Playground: Story = { args: { placement: 'top', href: undefined } };

/** The tooltip open (keyboard focus shows it at once). */
export const TooltipOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('tooltip')).toHaveTextContent('ada.lovelace@example.com');
  },
};

/** No email: plain text, no tooltip. */
export const Empty: Story = { args: { email: undefined } };

export const AsLink: Story = { args: { href: 'mailto:ada.lovelace@example.com' } };

export const OverflowingText: Story = {
  args: { name: 'Ada Augusta King, Countess of Lovelace', email: 'a.very.long.address.indeed@subdomain.example.com' },
  decorators: [(Story) => <div style={{ maxWidth: 200 }}>{Story()}</div>],
};
