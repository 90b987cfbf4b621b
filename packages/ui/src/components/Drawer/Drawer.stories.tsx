import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DialogTrigger } from 'react-aria-components';
import { Button } from '../Button';
import { vars } from '../../theme/vars.css';
import { Drawer } from './Drawer';

const meta = {
  title: 'UI/Overlays/Drawer',
  component: Drawer,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Save to a list',
    width: 'save',
    isDismissable: true,
    onOpenChange: fn(),
    children: <p>Choose a list. The drawer keeps its content while it slides out, then clears it.</p>,
    footer: ({ close }) => (
      <>
        <Button variant="secondary" onPress={close}>
          Cancel
        </Button>
        <Button onPress={close}>Save</Button>
      </>
    ),
  },
  argTypes: {
    width: { control: 'select', options: ['save', 'filters', 'record', 560] },
    onBack: { control: false },
  },
  render: (args) => (
    <div style={{ padding: vars.space.lg }}>
      <DialogTrigger>
        <Button variant="secondary">Open drawer</Button>
        <Drawer {...args} />
      </DialogTrigger>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open drawer' }));
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('dialog')).toBeVisible();
  },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every prop on the controls panel. */
export const Playground: Story = {};

/** With a back arrow (onBack), e.g. a second step. */
export const WithBack: Story = { args: { title: 'Create a new list', onBack: fn() } };

/** The filters width (size.drawerFilters). */
export const FiltersWidth: Story = { args: { title: 'All filters', width: 'filters' } };

/** The record width (size.drawerRecord). */
export const RecordWidth: Story = { args: { title: 'Record details', width: 'record' } };

/** Long content scrolls between the fixed header and footer. */
export const LongContent: Story = {
  args: {
    children: (
      <>
        {Array.from({ length: 40 }, (_, i) => (
          <p key={i}>Paragraph {i + 1} of a long body that scrolls under a fixed header and footer.</p>
        ))}
      </>
    ),
  },
};

/** A long title wraps beside the close button. */
export const OverflowingText: Story = {
  args: { title: 'A very long drawer title that does not fit on one line and has to wrap onto another line' },
};
