import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DialogTrigger } from 'react-aria-components';
import { Button } from '../Button';
import { vars } from '../../theme/vars.css';
import { SlideOutPanel } from './SlideOutPanel';

const meta = {
  title: 'UI/Overlays/SlideOutPanel',
  component: SlideOutPanel,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Details',
    side: 'right',
    isDismissable: true,
    onOpenChange: fn(),
    children: (
      <>
        <p>The panel keeps its content on screen while it slides out, then clears it.</p>
        <p>
          Tab and Shift+Tab stay inside the panel; Escape closes it and focus returns to the button that
          opened it.
        </p>
      </>
    ),
  },
  argTypes: {
    side: { control: 'inline-radio', options: ['left', 'right'] },
    width: {
      control: 'select',
      options: [vars.size.drawerSave, vars.size.drawerFilters, vars.size.drawerRecord],
    },
  },
  render: (args) => (
    <div style={{ padding: vars.space.lg }}>
      <DialogTrigger>
        <Button variant="secondary">Open panel</Button>
        <SlideOutPanel {...args} />
      </DialogTrigger>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open panel' }));
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('dialog')).toBeVisible();
  },
} satisfies Meta<typeof SlideOutPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every prop on the controls panel. */
export const Playground: Story = {};

/** Slides from the left edge, beside an expanded navigation (offset = size.navExpanded). */
export const FromLeft: Story = {
  args: { title: 'Notifications', side: 'left', offset: vars.size.navExpanded },
};

/** Extra controls in the header, before Close. */
export const WithHeaderActions: Story = {
  args: {
    title: 'Notifications',
    headerActions: (
      <Button variant="tertiary" size="sm">
        Mark all as read
      </Button>
    ),
  },
};

/** The wider filters width (size.drawerFilters). */
export const Wide: Story = { args: { title: 'All filters', width: vars.size.drawerFilters } };
