import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchField } from './SearchField';

describe('SearchField', () => {
  // Testing Library drains its async work with setTimeout unless it sees Jest's fake timers; show it
  // vitest's, so user events do not wait on a timer that never fires.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  const setup = () => userEvent.setup({ delay: null });

  it('is a searchbox named by its label', () => {
    render(<SearchField label="Search results" hideLabel />);
    expect(screen.getByRole('searchbox', { name: 'Search results' })).toBeInTheDocument();
  });

  it('calls onDebouncedChange once typing pauses for 500 ms by default', async () => {
    const user = setup();
    const onDebouncedChange = vi.fn();
    render(<SearchField label="Search" onDebouncedChange={onDebouncedChange} />);
    await user.type(screen.getByRole('searchbox'), 'roads');
    expect(onDebouncedChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(499));
    expect(onDebouncedChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDebouncedChange).toHaveBeenCalledTimes(1);
    expect(onDebouncedChange).toHaveBeenCalledWith('roads');
  });

  it('honours debounceMs and fires at once on Enter', async () => {
    const user = setup();
    const onDebouncedChange = vi.fn();
    render(<SearchField label="Search" debounceMs={200} onDebouncedChange={onDebouncedChange} />);
    await user.type(screen.getByRole('searchbox'), 'ab');
    act(() => vi.advanceTimersByTime(200));
    expect(onDebouncedChange).toHaveBeenLastCalledWith('ab');
    await user.type(screen.getByRole('searchbox'), 'c{Enter}');
    expect(onDebouncedChange).toHaveBeenLastCalledWith('abc');
    act(() => vi.advanceTimersByTime(1000));
    expect(onDebouncedChange).toHaveBeenCalledTimes(2);
  });

  it('clears with the clear button and with Escape, reporting the empty text at once', async () => {
    const user = setup();
    const onDebouncedChange = vi.fn();
    render(<SearchField label="Search" defaultValue="bridges" onDebouncedChange={onDebouncedChange} />);
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(onDebouncedChange).toHaveBeenLastCalledWith('');
    await user.type(screen.getByRole('searchbox'), 'x{Escape}');
    expect(screen.getByRole('searchbox')).toHaveValue('');
    act(() => vi.advanceTimersByTime(1000));
    expect(onDebouncedChange).toHaveBeenCalledTimes(2);
  });

  it('shows an error message', () => {
    render(<SearchField label="Search" isInvalid errorMessage="Enter at least 2 characters" />);
    expect(screen.getByRole('searchbox')).toHaveAccessibleDescription('Enter at least 2 characters');
  });
});
