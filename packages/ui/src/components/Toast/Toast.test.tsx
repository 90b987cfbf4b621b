import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { timings } from '../../theme/tokens';
import { ToastRegion, toast } from './Toast';

afterEach(() => {
  act(() => toast.clear());
});

describe('Toast timings (fake timers)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('an error closes itself after timings.toastFailureMs (5 s)', () => {
    render(<ToastRegion />);
    act(() => void toast.error('Could not save'));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Error: Could not save');
    act(() => vi.advanceTimersByTime(timings.toastFailureMs - 1));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('success and info also default to 5 s', () => {
    render(<ToastRegion />);
    act(() => {
      toast.success('Saved');
      toast.info('Heads up');
    });
    expect(screen.getAllByRole('alertdialog')).toHaveLength(2);
    act(() => vi.advanceTimersByTime(timings.toastFailureMs));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('`long` keeps it for timings.toastLongMs (8 s)', () => {
    render(<ToastRegion />);
    act(() => void toast.error('Export failed, the file was too large', { long: true }));
    act(() => vi.advanceTimersByTime(timings.toastFailureMs + 1000));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(timings.toastLongMs - timings.toastFailureMs - 1000));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('`timeout: false` keeps it until closed, and onClose is called when it closes', () => {
    const onClose = vi.fn();
    render(<ToastRegion />);
    act(() => void toast.info('Stays', { timeout: false, onClose }));
    act(() => vi.advanceTimersByTime(60_000));
    const item = screen.getByRole('alertdialog');
    fireEvent.click(within(item).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('Toast behaviour', () => {
  it('lives in a landmark region and closes from its Close button', async () => {
    const user = userEvent.setup();
    render(<ToastRegion />);
    act(() => void toast.success('Saved to your list'));
    const region = screen.getByRole('region', { name: 'Notifications' });
    const item = within(region).getByRole('alertdialog', { name: /Saved to your list/ });
    await user.click(within(item).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('runs a button action and closes', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    render(<ToastRegion />);
    act(() => void toast.error('Could not delete', { action: { label: 'Try again', onAction } }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('renders a link action, optionally in a new tab', () => {
    render(<ToastRegion />);
    act(() => void toast.info('Report ready', { action: { label: 'Open report', href: '/reports/1', newTab: true } }));
    const link = screen.getByRole('link', { name: 'Open report (opens in a new tab)' });
    expect(link).toHaveAttribute('href', '/reports/1');
    expect(link).toHaveAttribute('target', '_blank');
  });
});
