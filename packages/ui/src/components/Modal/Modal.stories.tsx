import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DialogTrigger } from 'react-aria-components';
import { Button } from '../Button';
import { Modal } from './Modal';

const meta = {
  title: 'UI/Overlays/Modal',
  component: Modal,
  args: {
    title: 'Share this view',
    size: 'md',
    isDismissable: true,
    hideCloseButton: false,
    onOpenChange: fn(),
    children: 'Everyone in your team will be able to open this view and its filters.',
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['confirm', 'md', 'lg'] },
    role: { control: 'inline-radio', options: ['dialog', 'alertdialog'] },
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Open modal</Button>
      <Modal
        {...args}
        footer={({ close }) => (
          <>
            <Button variant="secondary" onPress={close}>
              Cancel
            </Button>
            <Button onPress={close}>Share</Button>
          </>
        )}
      />
    </DialogTrigger>
  ),
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open modal' }));
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole(args.role ?? 'dialog')).toBeVisible();
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every prop on the controls panel. */
export const Playground: Story = {};

/** A narrow confirmation (size.modalConfirm) for a destructive choice. */
export const Confirmation: Story = {
  args: {
    title: 'Delete this list?',
    size: 'confirm',
    role: 'alertdialog',
    children: 'The list and its 24 entries will be deleted for everyone in your team. This cannot be undone.',
  },
};

/** The user must choose: no close button, backdrop clicks and Escape are ignored. */
export const NotDismissable: Story = {
  args: {
    title: 'Accept the updated terms',
    isDismissable: false,
    hideCloseButton: true,
    children: 'Please accept the updated terms to keep using the app.',
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open modal' }));
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Close' })).toBeNull();
  },
};

/** The wide size for rich content. */
export const Large: Story = { args: { size: 'lg', title: 'Compare plans' } };
