import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger } from './Menu';

const open: Story['play'] = async ({ canvasElement }) => {
  await userEvent.click(within(canvasElement).getByRole('button'));
  const body = within(canvasElement.ownerDocument.body);
  await expect(await body.findByRole('menu')).toBeVisible();
};

// Annotated (not `satisfies`): the inferred type names RAC-internal packages and cannot be emitted.
const meta: Meta<typeof Menu> = {
  title: 'UI/Overlays/Menu',
  component: Menu,
  args: { onAction: fn(), placement: 'bottom start', 'aria-label': 'Row actions' },
  argTypes: {
    placement: { control: 'select', options: ['bottom start', 'bottom end', 'top start', 'top end'] },
  },
  render: (args) => (
    <MenuTrigger>
      <IconButton aria-label="More actions" icon="MoreHorizontal" variant="secondary" />
      <Menu {...args}>
        <MenuItem id="edit" icon="Pencil">
          Edit
        </MenuItem>
        <MenuItem id="copy" icon="Copy">
          Copy link
        </MenuItem>
        <MenuItem id="download" icon="Download">
          Download
        </MenuItem>
        <MenuSeparator />
        <MenuItem id="delete" icon="Trash2" tone="destructive">
          Delete
        </MenuItem>
      </Menu>
    </MenuTrigger>
  ),
  decorators: [(Story) => <div style={{ padding: 24, minHeight: 280 }}>{Story()}</div>],
};

export default meta;
type Story = StoryObj<typeof Menu>;

export const Default: Story = { play: open };

/** Every prop on the controls panel. */
export const Playground: Story = {};

/** Sections with headings, descriptions, links and a disabled item. */
export const Sections: Story = {
  render: (args) => (
    <MenuTrigger>
      <Button variant="secondary" iconEnd="ChevronDown">
        Account
      </Button>
      <Menu {...args} aria-label="Account" disabledKeys={['billing']}>
        <MenuSection title="You">
          <MenuItem id="settings" icon="Settings" href="#settings">
            Settings
          </MenuItem>
          <MenuItem id="billing" icon="Receipt" description="Ask an admin to change the plan">
            Billing
          </MenuItem>
        </MenuSection>
        <MenuSeparator />
        <MenuSection title="Help">
          <MenuItem id="help" icon="HelpCircle" href="https://example.com/help" target="_blank">
            Help centre
          </MenuItem>
          <MenuItem id="contact" icon="MessageSquare">
            Contact us
          </MenuItem>
        </MenuSection>
        <MenuSeparator />
        <MenuItem id="logout" icon="LogOut">
          Log out
        </MenuItem>
      </Menu>
    </MenuTrigger>
  ),
  play: open,
  parameters: {
    a11y: {
      config: {
        rules: [
          {
            id: 'label-content-name-mismatch',
            enabled: false,
            reason:
              'An item with a description is named by its label slot and described by the description slot ' +
              '(aria-labelledby + aria-describedby, the ARIA menu pattern RAC implements). The name holds the ' +
              'visible label, so WCAG 2.5.3 is met; this experimental axe rule compares the name with all of ' +
              "the item's text, description included.",
          },
        ],
      },
    },
  },
};

/** Keyboard: open with ArrowDown, move, the focused item is highlighted. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.keyboard('{ArrowDown}');
    await expect(await body.findByRole('menuitem', { name: 'Copy link' })).toHaveFocus();
  },
};
