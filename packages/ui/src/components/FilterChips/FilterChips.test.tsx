import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { FilterChips, type FilterChip } from './FilterChips';

const chips: FilterChip[] = ['Open', 'Closed', 'London', 'Wales', 'Over £1m', 'Framework'].map((label, i) => ({
  id: `f${i}`,
  label,
}));

describe('FilterChips', { timeout: 20_000 }, () => {
  it('has no axe violations (jsdom: contrast is checked in the browser)', async () => {
    const { container } = render(<FilterChips chips={chips} onRemove={() => {}} onClearAll={() => {}} />);
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });
  it('shows the first four chips and collapses the rest into "+ N More"', async () => {
    const user = userEvent.setup();
    render(<FilterChips chips={chips} onRemove={() => {}} />);
    expect(screen.getByRole('group', { name: 'Applied filters' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    const more = screen.getByRole('button', { name: '+ 2 More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('names each remove button and calls onRemove from the keyboard', async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn();
    render(<FilterChips chips={chips.slice(0, 3)} onRemove={onRemove} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Remove filter Open' })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onRemove).toHaveBeenCalledWith('f1');
    expect(screen.queryByRole('button', { name: /\+ \d+ More/ })).not.toBeInTheDocument();
  });

  it('moves focus to the next chip after a removal', async () => {
    const user = userEvent.setup();
    function Harness() {
      const [list, setList] = useState(chips.slice(0, 3));
      return <FilterChips chips={list} onRemove={(id) => setList((l) => l.filter((c) => c.id !== id))} />;
    }
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Remove filter Closed' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove filter London' })).toHaveFocus());
  });

  it('offers Clear all only when asked', async () => {
    const user = userEvent.setup();
    const onClearAll = vi.fn();
    const { rerender } = render(<FilterChips chips={chips} onRemove={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Clear all' })).not.toBeInTheDocument();
    rerender(<FilterChips chips={chips} onRemove={() => {}} onClearAll={onClearAll} />);
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(onClearAll).toHaveBeenCalled();
  });
});
