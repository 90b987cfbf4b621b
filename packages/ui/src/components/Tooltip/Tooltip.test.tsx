import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'react-aria-components';
import { timings } from '../../theme/tokens';
import { Tooltip } from './Tooltip';

/** A mouse entering the trigger (user-event's pointer API does not run under fake timers here). */
function hover(el: HTMLElement) {
  fireEvent.pointerMove(el, { pointerType: 'mouse' });
  fireEvent.pointerEnter(el, { pointerType: 'mouse' });
  fireEvent.mouseEnter(el);
}

describe('Tooltip delays', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    // Move the mouse away so the tooltip closes, and let RAC's global warm-up state cool down, so the next
    // test starts cold.
    for (const el of document.querySelectorAll<HTMLElement>('button')) {
      fireEvent.pointerLeave(el, { pointerType: 'mouse' });
      fireEvent.mouseLeave(el);
    }
    act(() => vi.advanceTimersByTime(5000));
    cleanup();
    vi.useRealTimers();
  });

  it('opens on hover after the default delay (700 ms)', () => {
    render(
      <Tooltip content="Export as CSV">
        <Button>Export</Button>
      </Tooltip>,
    );
    hover(screen.getByRole('button', { name: 'Export' }));
    act(() => vi.advanceTimersByTime(timings.tooltipDelayMs - 50));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(50));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Export as CSV');
  });

  it('the hover variant opens after 100 ms', () => {
    render(
      <Tooltip content="Quick hint" variant="hover">
        <Button>Hint</Button>
      </Tooltip>,
    );
    hover(screen.getByRole('button', { name: 'Hint' }));
    act(() => vi.advanceTimersByTime(timings.hoverTooltipDelayMs - 10));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(10));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Quick hint');
  });

  it('does not open when disabled', () => {
    render(
      <Tooltip content="Never" isDisabled>
        <Button>Quiet</Button>
      </Tooltip>,
    );
    hover(screen.getByRole('button', { name: 'Quiet' }));
    act(() => vi.advanceTimersByTime(timings.tooltipDelayMs * 2));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});

describe('Tooltip keyboard', () => {
  it('opens at once on keyboard focus, describes its trigger, and closes with Escape', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="Keyboard hint" placement="bottom">
        <Button>Trigger</Button>
      </Tooltip>,
    );
    await user.tab();
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent('Keyboard hint');
    expect(screen.getByRole('button', { name: 'Trigger' })).toHaveAttribute('aria-describedby', tooltip.id);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
