import { describe, expect, it, vi, afterEach } from 'vitest';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, DialogTrigger } from 'react-aria-components';
import { SlideOutPanel } from './SlideOutPanel';
import { useRetainedContent } from './useRetainedContent';

function Harness(props: Partial<React.ComponentProps<typeof SlideOutPanel>>) {
  return (
    <DialogTrigger>
      <Button>Notifications</Button>
      <SlideOutPanel
        title="Notifications"
        side="left"
        headerActions={<Button>Mark all as read</Button>}
        {...props}
      >
        <p>Panel body</p>
        <a href="/somewhere">A link inside</a>
      </SlideOutPanel>
    </DialogTrigger>
  );
}

describe('SlideOutPanel', () => {
  afterEach(() => vi.useRealTimers());

  it('opens as a named dialog with focus inside, header actions and a Close button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    const dialog = screen.getByRole('dialog', { name: 'Notifications' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.getByText('Panel body')).toBeInTheDocument();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications' })).toHaveFocus());
  });

  it('closes from the Close button', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<SlideOutPanel title="Filters" isOpen onOpenChange={onOpenChange} />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('traps Tab focus inside the panel', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('works controlled and uncontrolled', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<SlideOutPanel title="Filters" isOpen={false} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(<SlideOutPanel title="Filters" isOpen />);
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
    rerender(<SlideOutPanel title="Details" defaultOpen />);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('useRetainedContent', () => {
  it('keeps the last content for the clear delay after closing, then clears it', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ open, content }) => useRetainedContent(open, content, 300), {
      initialProps: { open: true, content: 'record A' as string | null },
    });
    expect(result.current).toBe('record A');
    // The app usually clears its selection at the same time as it closes the panel.
    rerender({ open: false, content: null });
    expect(result.current).toBe('record A');
    act(() => vi.advanceTimersByTime(299));
    expect(result.current).toBe('record A');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBeNull();
    rerender({ open: true, content: 'record B' });
    expect(result.current).toBe('record B');
  });

  it('does not clear content if the panel reopens within the delay', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ open }) => useRetainedContent(open, 'body', 300), {
      initialProps: { open: true },
    });
    rerender({ open: false });
    act(() => vi.advanceTimersByTime(100));
    rerender({ open: true });
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBe('body');
  });
});
