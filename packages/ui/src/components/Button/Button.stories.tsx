import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Icons } from '../Icon';
import { Button } from './Button';
import { LinkButton } from './LinkButton';

const iconOptions = [undefined, ...Object.keys(Icons)];
const variants = ['primary', 'secondary', 'tertiary', 'ghost', 'danger', 'link'] as const;

const meta = {
  title: 'UI/Actions/Button',
  component: Button,
  args: { children: 'Save changes', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: variants },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    iconStart: { control: 'select', options: iconOptions },
    iconEnd: { control: 'select', options: iconOptions },
    isDisabled: { control: 'boolean' },
    isPending: { control: 'boolean' },
    pendingLabel: { control: 'text' },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every prop on the controls panel. */
export const Playground: Story = {
  args: { variant: 'secondary', size: 'md', iconStart: 'Download', isDisabled: false, isPending: false },
};

export const Primary: Story = { args: { variant: 'primary' } };
export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };
export const Tertiary: Story = { args: { variant: 'tertiary', children: 'Skip for now' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Delete', iconStart: 'Trash2' } };
export const Link: Story = { args: { variant: 'link', children: 'Show more' } };
export const Small: Story = { args: { size: 'sm' } };
export const WithIcons: Story = { args: { iconStart: 'Plus', iconEnd: 'ChevronDown', children: 'Add' } };
export const Disabled: Story = { args: { isDisabled: true } };

/** Pending: focus stays, presses are ignored, the spinner is announced as "Saving". */
export const Pending: Story = {
  args: { isPending: true, pendingLabel: 'Saving' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Saving' })).toBeInTheDocument();
  },
};

/** Keyboard focus shows the focus ring. */
export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button')).toHaveFocus();
  },
};

/** Every variant in both sizes, enabled, disabled and pending. */
export const Catalog: Story = {
  render: () => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(4, max-content)',
        gap: 16,
        alignItems: 'center',
      }}
    >
      {variants.flatMap((variant) =>
        (['md', 'sm'] as const).map((size) => (
          <div key={`${variant}-${size}`} style={{ display: 'contents' }}>
            <Button variant={variant} size={size} iconStart="Plus">
              {variant} {size}
            </Button>
            <Button variant={variant} size={size}>
              Label only
            </Button>
            <Button variant={variant} size={size} isDisabled>
              Disabled
            </Button>
            <Button variant={variant} size={size} isPending>
              Pending
            </Button>
          </div>
        )),
      )}
    </div>
  ),
};

/** LinkButton: a link styled as a button; `newTab` adds target, rel, an icon and hidden text. */
export const AsLink: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16 }}>
      <LinkButton href="#plans">See plans</LinkButton>
      <LinkButton href="https://example.com/help" newTab variant="secondary">
        Help centre
      </LinkButton>
      <LinkButton href="#more" variant="link">
        Read more
      </LinkButton>
      <LinkButton href="#record" objectName="record" variant="secondary" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Help centre (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
  },
};
