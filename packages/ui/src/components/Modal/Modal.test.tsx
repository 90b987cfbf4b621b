import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, DialogTrigger } from 'react-aria-components';
import { Modal } from './Modal';

function Harness(props: Partial<React.ComponentProps<typeof Modal>>) {
  return (
    <DialogTrigger>
      <Button>Open</Button>
      <Modal title="Delete view?" footer={({ close }) => <Button onPress={close}>Cancel</Button>} {...props}>
        <p>This cannot be undone.</p>
      </Modal>
    </DialogTrigger>
  );
}

describe('Modal', () => {
  it('opens as a named dialog, moves focus inside and returns it to the trigger on Escape', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete view?' });
    expect(dialog).toBeInTheDocument();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByText('This cannot be undone.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus());
  });

  it('closes from the Close button and from footer actions', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab focus inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('a not-dismissable modal ignores Escape and has no close button', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <Modal isOpen onOpenChange={onOpenChange} title="Accept terms" isDismissable={false} hideCloseButton />,
    );
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Accept terms' })).toBeInTheDocument();
  });

  it('a dismissable controlled modal asks to close on Escape', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<Modal isOpen onOpenChange={onOpenChange} title="Details" />);
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('supports the alertdialog role for confirmations', () => {
    render(<Modal isOpen title="Remove member?" role="alertdialog" size="confirm" />);
    expect(screen.getByRole('alertdialog', { name: 'Remove member?' })).toBeInTheDocument();
  });
});
