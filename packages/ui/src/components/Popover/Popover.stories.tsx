import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Popover, PopoverTrigger } from './Popover';

const open: Story['play'] = async ({ canvasElement }) => {
  await userEvent.click(within(canvasElement).getByRole('button'));
  const body = within(canvasElement.ownerDocument.body);
  await expect(await body.findByRole('dialog')).toBeVisible();
};

// Annotated (not `satisfies`): the inferred type names RAC-internal packages and cannot be emitted.
const meta: Meta<typeof Popover> = {
  title: 'UI/Overlays/Popover',
  component: Popover,
  args: {
    title: 'About this view',
    children: <p style={{ margin: 0 }}>Only items you follow are shown here. Change this in Settings.</p>,
  },
  argTypes: {
    placement: { control: 'select', options: ['bottom start', 'bottom', 'bottom end', 'top', 'left', 'right'] },
    showArrow: { control: 'boolean' },
    maxHeight: { control: { type: 'number', min: 80 } },
    headingLevel: { control: 'select', options: [2, 3, 4] },
    role: { control: 'inline-radio', options: ['dialog', 'alertdialog'] },
    children: { control: false },
  },
  render: (args) => (
    <PopoverTrigger>
      <Button variant="secondary" iconEnd="ChevronDown">
        Details
      </Button>
      <Popover {...args} />
    </PopoverTrigger>
  ),
  decorators: [(Story) => <div style={{ padding: 24, minHeight: 320 }}>{Story()}</div>],
};

export default meta;
type Story = StoryObj<typeof Popover>;

export const Default: Story = { play: open };

/** Every prop on the controls panel. */
export const Playground: Story = { args: { showArrow: true, placement: 'bottom start' } };

export const WithArrow: Story = { args: { showArrow: true }, play: open };

/** No visible title: named by `aria-label`. */
export const WithoutTitle: Story = { args: { title: undefined, 'aria-label': 'About this view' }, play: open };

/** Content taller than `maxHeight` scrolls. */
export const MaxHeight: Story = {
  args: {
    maxHeight: 200,
    children: (
      <ul style={{ margin: 0, paddingLeft: 20 }}>
        {Array.from({ length: 20 }, (_, i) => (
          <li key={i}>Option {i + 1}</li>
        ))}
      </ul>
    ),
  },
  play: open,
};

/** Content can close the popover. */
export const WithActions: Story = {
  args: {
    title: 'Discard changes?',
    children: ({ close }) => (
      <div style={{ display: 'flex', gap: 8 }}>
        <Button variant="danger" size="sm" onPress={close}>
          Discard
        </Button>
        <Button variant="secondary" size="sm" onPress={close}>
          Keep editing
        </Button>
      </div>
    ),
  },
  play: open,
};
