import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { ColumnChooser, columnChooserToTableState, moveColumns, type ColumnChooserColumn } from './ColumnChooser';

const columns: ColumnChooserColumn[] = [
  { id: 'name', label: 'Name', visible: true, locked: true },
  { id: 'owner', label: 'Owner', visible: true },
  { id: 'value', label: 'Value', visible: false },
  { id: 'updated', label: 'Updated', visible: true },
];

function Harness({ onChange }: { onChange: (c: ColumnChooserColumn[]) => void }) {
  const [state, setState] = useState(columns);
  return (
    <ColumnChooser
      columns={state}
      onChange={(next) => {
        setState(next);
        onChange(next);
      }}
    />
  );
}

describe('moveColumns', () => {
  it('moves keys before or after a target', () => {
    const ids = (c: ColumnChooserColumn[]) => c.map((x) => x.id);
    expect(ids(moveColumns(columns, new Set(['updated']), 'owner', 'before'))).toEqual(['name', 'updated', 'owner', 'value']);
    expect(ids(moveColumns(columns, new Set(['name']), 'value', 'after'))).toEqual(['owner', 'value', 'name', 'updated']);
  });
});

describe('columnChooserToTableState', () => {
  it('gives DataTable visibility (locked columns always shown) and order', () => {
    expect(columnChooserToTableState(columns)).toEqual({
      columnVisibility: { name: true, owner: true, value: false, updated: true },
      columnOrder: ['name', 'owner', 'value', 'updated'],
    });
  });
});

describe('ColumnChooser', { timeout: 30_000 }, () => {
  it('closes on Escape without hiding the columns (no selection clearing)', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /Columns/ }));
    const dialog = screen.getByRole('dialog', { name: 'Show and reorder columns' });
    await user.click(within(dialog).getByText('Value'));
    expect(onChange).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]?.[0].map((c: ColumnChooserColumn) => c.visible)).toEqual([true, true, true, true]);
  });

  it('opens a titled popover listing the columns with their visibility', async () => {
    const user = userEvent.setup();
    render(<Harness onChange={() => {}} />);
    await user.click(screen.getByRole('button', { name: /Columns/ }));
    const dialog = screen.getByRole('dialog', { name: 'Show and reorder columns' });
    const grid = within(dialog).getByRole('grid', { name: 'Show and reorder columns' });
    expect(within(grid).getAllByRole('row').map((r) => r.textContent)).toEqual(['Name', 'Owner', 'Value', 'Updated']);
    expect(within(grid).getByRole('checkbox', { name: 'Show Owner' })).toBeChecked();
    expect(within(grid).getByRole('checkbox', { name: 'Show Value' })).not.toBeChecked();
    expect(within(grid).getByRole('checkbox', { name: 'Show Name' })).toBeDisabled();
    expect(within(grid).getByRole('button', { name: 'Move Owner' })).toBeInTheDocument();
    // The popover is portalled to the body: check the open dialog (contrast is checked in the browser).
    const result = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  it('shows and hides columns by keyboard; locked columns stay shown', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /Columns/ }));
    const grid = screen.getByRole('grid');
    act(() => within(grid).getAllByRole('row')[2]!.focus());
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(
      expect.arrayContaining([expect.objectContaining({ id: 'value', visible: true })]),
    );
    await user.keyboard('{ArrowUp}{ArrowUp} ');
    const last = onChange.mock.lastCall?.[0] as ColumnChooserColumn[] | undefined;
    expect(last?.find((c) => c.id === 'name')?.visible ?? true).toBe(true);
  });

  it('reorders with the keyboard drag handle', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /Columns/ }));
    const handle = screen.getByRole('button', { name: 'Move Updated' });
    act(() => handle.focus());
    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    await user.keyboard('{Enter}');
    const last = onChange.mock.lastCall?.[0] as ColumnChooserColumn[];
    expect(last.map((c) => c.id).indexOf('updated')).toBeLessThan(3);
  });
});
