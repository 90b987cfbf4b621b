import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RECORD_PREVIEW_CLEAR_MS } from './RecordPreviewPanel';
import { useKeptWhileClosing } from './useKeptWhileClosing';

describe('record preview slide-out: closing clears its state after 300 ms (spec 2§2, 2§9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const render = (onClear: () => void) =>
    renderHook(({ guid }: { guid: string | null }) => useKeptWhileClosing(guid, RECORD_PREVIEW_CLEAR_MS, onClear), {
      initialProps: { guid: 'a' as string | null },
    });

  it('waits 300 ms', () => {
    expect(RECORD_PREVIEW_CLEAR_MS).toBe(300);
  });

  it('keeps the record through the exit animation, then clears it', () => {
    const onClear = vi.fn();
    const { result, rerender } = render(onClear);
    expect(result.current).toBe('a');
    rerender({ guid: null });
    expect(result.current).toBe('a');
    act(() => vi.advanceTimersByTime(299));
    expect(result.current).toBe('a');
    expect(onClear).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBeNull();
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it('shows a new record at once, and reopening within 300 ms cancels the clearing', () => {
    const onClear = vi.fn();
    const { result, rerender } = render(onClear);
    rerender({ guid: 'b' });
    expect(result.current).toBe('b');
    rerender({ guid: null });
    act(() => vi.advanceTimersByTime(200));
    rerender({ guid: 'c' });
    expect(result.current).toBe('c');
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBe('c');
    expect(onClear).not.toHaveBeenCalled();
  });
});
