import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Icons } from '../Icon';
import { IconButton } from './IconButton';

const meta = {
  title: 'UI/Actions/IconButton',
  component: IconButton,
  args: { 'aria-label': 'Settings', icon: 'Settings', onPress: fn() },
  argTypes: {
    icon: { control: 'select', options: Object.keys(Icons) },
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'tertiary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    tooltip: { control: 'boolean' },
    tooltipPlacement: { control: 'select', options: ['top', 'bottom', 'left', 'right'] },
    isDisabled: { control: 'boolean' },
    isPending: { control: 'boolean' },
  },
  decorators: [(Story) => <div style={{ padding: 48 }}>{Story()}</div>],
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every prop on the controls panel. */
export const Playground: Story = { args: { variant: 'secondary', size: 'md', tooltip: true } };

export const Secondary: Story = { args: { variant: 'secondary' } };
export const Small: Story = { args: { size: 'sm', icon: 'X', 'aria-label': 'Close' } };
export const Danger: Story = { args: { variant: 'danger', icon: 'Trash2', 'aria-label': 'Delete' } };
export const Disabled: Story = { args: { isDisabled: true } };
export const Pending: Story = { args: { isPending: true, variant: 'secondary' } };

/** The name shown as a tooltip; opened by keyboard focus so the snapshot shows it. */
export const WithTooltip: Story = {
  args: { tooltip: true, icon: 'Bell', 'aria-label': 'Notifications' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Notifications');
  },
};

/** Variants × sizes. */
export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(5, max-content)', gap: 16 }}>
      {(['md', 'sm'] as const).map((size) =>
        (['primary', 'secondary', 'tertiary', 'ghost', 'danger'] as const).map((variant) => (
          <IconButton key={`${variant}-${size}`} aria-label={`${variant} ${size}`} icon="Pencil" variant={variant} size={size} />
        )),
      )}
    </div>
  ),
};
