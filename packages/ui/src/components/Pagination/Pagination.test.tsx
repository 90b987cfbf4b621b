import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { Pagination } from './Pagination';
import { usePersistentPageSize } from './usePersistentPageSize';

describe('Pagination', { timeout: 20_000 }, () => {
  it('has no axe violations (jsdom: contrast is checked in the browser)', async () => {
    const { container } = render(<Pagination page={2} pageSize={25} total={1234} onChange={() => {}} />);
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });
  it('says which rows are shown and names its landmark', () => {
    render(<Pagination page={2} pageSize={25} total={1234} onChange={() => {}} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(screen.getByText('Showing 26–50 of 1,234')).toBeInTheDocument();
  });

  it('moves between pages with Previous and Next, disabled at the ends', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(<Pagination page={1} pageSize={10} total={25} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onChange).toHaveBeenLastCalledWith({ page: 2, pageSize: 10 });
    rerender(<Pagination page={3} pageSize={10} total={25} onChange={onChange} />);
    expect(screen.getByText('Showing 21–25 of 25')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    screen.getByRole('button', { name: 'Previous' }).focus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ page: 2, pageSize: 10 });
  });

  it('changes the page size from a labelled select and returns to page 1', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Pagination page={4} pageSize={10} total={500} onChange={onChange} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    expect(onChange).toHaveBeenCalledWith({ page: 1, pageSize: 50 });
  });

  it('shows 0–0 when there is nothing', () => {
    render(<Pagination page={1} pageSize={10} total={0} onChange={() => {}} />);
    expect(screen.getByText('Showing 0–0 of 0')).toBeInTheDocument();
  });
});

describe('usePersistentPageSize', () => {
  afterEach(() => window.localStorage.clear());

  it('starts at the default, stores changes per table and reads them back', () => {
    const first = renderHook(() => usePersistentPageSize('results', 25));
    expect(first.result.current[0]).toBe(25);
    act(() => first.result.current[1](100));
    expect(first.result.current[0]).toBe(100);
    first.unmount();
    expect(renderHook(() => usePersistentPageSize('results', 25)).result.current[0]).toBe(100);
    expect(renderHook(() => usePersistentPageSize('other', 25)).result.current[0]).toBe(25);
  });

  it('ignores a stored value that is not a valid size', () => {
    window.localStorage.setItem('tenderlens-ui:page-size:results', 'banana');
    expect(renderHook(() => usePersistentPageSize('results', 10)).result.current[0]).toBe(10);
    window.localStorage.setItem('tenderlens-ui:page-size:results', '30');
    expect(renderHook(() => usePersistentPageSize('results', 10, [10, 25])).result.current[0]).toBe(10);
  });
});
