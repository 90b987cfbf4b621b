import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { Button, DialogTrigger } from 'react-aria-components';
import { Drawer, drawerWidth } from './Drawer';

function Harness(props: Partial<React.ComponentProps<typeof Drawer>>) {
  return (
    <DialogTrigger>
      <Button>Open drawer</Button>
      <Drawer
        title="Save to list"
        footer={({ close }) => <Button onPress={close}>Done</Button>}
        {...props}
      >
        <p>Drawer body</p>
      </Drawer>
    </DialogTrigger>
  );
}

describe('Drawer', { timeout: 20_000 }, () => {
  afterEach(() => vi.useRealTimers());

  it('opens as a named dialog with focus inside, footer and Close; Escape returns focus', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open drawer' }));
    const dialog = screen.getByRole('dialog', { name: 'Save to list' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByText('Drawer body')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open drawer' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open drawer' })).toHaveFocus());
  });

  it('renders a Back button only with onBack', async () => {
    const user = userEvent.setup();
    const onBack = vi.fn();
    const { rerender } = render(<Drawer isOpen title="Step 2">x</Drawer>);
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    rerender(<Drawer isOpen title="Step 2" onBack={onBack}>x</Drawer>);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalled();
  });

  it('keeps its content while closing, then clears it after the clear delay', () => {
    vi.useFakeTimers();
    const { rerender } = render(<Drawer isOpen title="Record">record A</Drawer>);
    rerender(<Drawer isOpen={false} title="Record">{null}</Drawer>);
    act(() => vi.advanceTimersByTime(299));
    // RAC keeps the overlay mounted while it animates out (jsdom has no animations, so it may be gone).
    const stillThere = screen.queryByRole('dialog', { hidden: true });
    if (stillThere) expect(stillThere).toHaveTextContent('record A');
    act(() => vi.advanceTimersByTime(1));
    rerender(<Drawer isOpen title="Record">{null}</Drawer>);
    expect(screen.getByRole('dialog')).not.toHaveTextContent('record A');
  });

  it('maps width names to tokens', () => {
    expect(drawerWidth(640)).toBe('640px');
    expect(drawerWidth('filters')).toMatch(/^var\(--/);
    render(<Drawer isOpen title="Filters" width="filters" />);
    expect(screen.getByRole('dialog').closest('[data-width]')).toHaveAttribute('data-width', 'filters');
  });

  it('has no axe violations when open (contrast is checked in the browser)', async () => {
    render(
      <Drawer isOpen title="Save to list" onBack={() => {}} footer={<button type="button">Save</button>}>
        body
      </Drawer>,
    );
    const result = await axe.run(screen.getByRole('dialog'), {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  it('traps Tab focus inside', async () => {
    const user = userEvent.setup();
    render(<Harness onBack={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Open drawer' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });
});
