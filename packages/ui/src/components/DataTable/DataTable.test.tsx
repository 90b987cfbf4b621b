import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { DataTable, type DataTableProps, type DataTableSelection, type DataTableSort } from './DataTable';
import { exampleColumns, makeRows, type ExampleRow } from './DataTable.fixtures';

// jsdom lays nothing out: give every element a viewport so the virtualiser has something to fill.
const VIEWPORT = 480;
let restore: () => void = () => {};
beforeAll(() => {
  const proto = HTMLElement.prototype;
  const saved = ['clientHeight', 'clientWidth', 'offsetHeight', 'offsetWidth'].map(
    (key) => [key, Object.getOwnPropertyDescriptor(proto, key)] as const,
  );
  Object.defineProperty(proto, 'clientHeight', { configurable: true, get: () => VIEWPORT });
  Object.defineProperty(proto, 'offsetHeight', { configurable: true, get: () => VIEWPORT });
  Object.defineProperty(proto, 'clientWidth', { configurable: true, get: () => 1000 });
  Object.defineProperty(proto, 'offsetWidth', { configurable: true, get: () => 1000 });
  restore = () => saved.forEach(([key, desc]) => desc && Object.defineProperty(proto, key, desc));
});
afterAll(() => restore());

const tenRows = makeRows(10);

function Table(props: Partial<DataTableProps<ExampleRow>>) {
  return (
    <DataTable<ExampleRow>
      aria-label="Example rows"
      columns={exampleColumns}
      data={tenRows}
      getRowId={(r) => r.id}
      getRowLabel={(r) => r.name}
      {...props}
    />
  );
}

const dataRows = () => screen.getAllByRole('row').filter((r) => r.closest('tbody') && r.getAttribute('aria-hidden') == null);

// The machine running CI is shared: allow slow renders of 10,000 rows and axe runs.
describe('DataTable', { timeout: 30_000 }, () => {
  it('renders a named table with column headers and cells', () => {
    render(<Table />);
    const table = screen.getByRole('table', { name: 'Example rows' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Name',
      'Owner',
      'Value',
      'Updated',
    ]);
    expect(dataRows()).toHaveLength(10);
    expect(screen.getByRole('cell', { name: tenRows[0]!.name })).toBeInTheDocument();
    expect(table).toHaveAttribute('aria-rowcount', '11');
    expect(dataRows()[0]).toHaveAttribute('aria-rowindex', '2');
  });

  it('sorts on the server: sort headers are buttons, aria-sort follows the controlled state', async () => {
    const user = userEvent.setup();
    const onSortingChange = vi.fn();
    const { rerender } = render(<Table onSortingChange={onSortingChange} />);
    const nameHeader = screen.getByRole('columnheader', { name: 'Name' });
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Updated' })).not.toHaveAttribute('aria-sort');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Name' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSortingChange).toHaveBeenLastCalledWith([{ id: 'name', desc: false }]);
    rerender(<Table sorting={[{ id: 'name', desc: false }]} onSortingChange={onSortingChange} />);
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
    await user.keyboard(' ');
    expect(onSortingChange).toHaveBeenLastCalledWith([{ id: 'name', desc: true }]);
    // Rows are never sorted on the client.
    expect(dataRows()[0]).toHaveTextContent(tenRows[0]!.name);
  });

  it('selects rows with checkboxes and a tri-state select-all header', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    function Harness() {
      const [selection, setSelection] = useState<DataTableSelection>({});
      return (
        <Table
          selectionMode="multiple"
          selection={selection}
          onSelectionChange={(next) => {
            onChange(next);
            setSelection(next);
          }}
        />
      );
    }
    render(<Harness />);
    const all = screen.getByRole('checkbox', { name: 'Select all rows' });
    expect(all).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: `Select ${tenRows[1]!.name}` }));
    expect(onChange).toHaveBeenLastCalledWith({ 'row-2': true });
    expect((all as HTMLInputElement).indeterminate).toBe(true);
    all.focus();
    await user.keyboard(' ');
    expect(all).toBeChecked();
    expect(Object.keys(onChange.mock.lastCall![0] as object)).toHaveLength(10);
    expect(screen.getAllByRole('checkbox').every((c) => (c as HTMLInputElement).checked)).toBe(true);
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith({});
  });

  it('keeps at most ~100 rows in the DOM with 10,000 rows, with aria-rowindex from the data', () => {
    const big = makeRows(10_000);
    render(<Table data={big} />);
    const table = screen.getByRole('table');
    expect(table).toHaveAttribute('aria-rowcount', '10001');
    expect(dataRows().length).toBeGreaterThan(5);
    expect(dataRows().length).toBeLessThanOrEqual(100);
    const scroller = table.parentElement!;
    act(() => {
      scroller.scrollTop = 48 * 5000;
      fireEvent.scroll(scroller);
    });
    const rows = dataRows();
    expect(rows.length).toBeLessThanOrEqual(100);
    const indexes = rows.map((r) => Number(r.getAttribute('aria-rowindex')));
    expect(Math.min(...indexes)).toBeGreaterThan(4900);
    expect(indexes).toContain(5002);
  });

  it('calls onLoadMore near the end and shows a loading row', () => {
    const onLoadMore = vi.fn();
    const { rerender } = render(<Table data={makeRows(12)} hasMore onLoadMore={onLoadMore} rowCount={100} />);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Loading more rows', { selector: 'td' })).toBeInTheDocument();
    rerender(<Table data={makeRows(12)} hasMore isLoadingMore onLoadMore={onLoadMore} rowCount={100} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading more rows');
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    rerender(<Table data={makeRows(200)} hasMore onLoadMore={onLoadMore} rowCount={1000} />);
    // 200 rows: the view is far from the end, so no new request.
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('shows skeleton rows while loading, then empty and error slots', () => {
    const { rerender } = render(<Table isLoading data={[]} />);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading rows');
    expect(document.querySelectorAll('[data-skeleton]').length).toBeGreaterThan(0);
    rerender(<Table data={[]} emptyState={<p>Nothing matches these filters</p>} />);
    expect(screen.getByText('Nothing matches these filters')).toBeInTheDocument();
    rerender(<Table data={tenRows} error={<p>Rows could not be loaded</p>} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Rows could not be loaded');
    expect(dataRows()).toHaveLength(1);
  });

  it('pages on the server through the Pagination under the table', async () => {
    const user = userEvent.setup();
    const onPaginationChange = vi.fn();
    render(
      <Table
        pagination={{ page: 2, pageSize: 10, total: 35 }}
        onPaginationChange={onPaginationChange}
      />,
    );
    expect(screen.getByText('Showing 11–20 of 35')).toBeInTheDocument();
    expect(dataRows()[0]).toHaveAttribute('aria-rowindex', '12');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPaginationChange).toHaveBeenLastCalledWith({ page: 3, pageSize: 10 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '25');
    expect(onPaginationChange).toHaveBeenLastCalledWith({ page: 1, pageSize: 25 });
  });

  it('hides and reorders columns from visibility and order state', () => {
    render(<Table columnVisibility={{ owner: false }} columnOrder={['value', 'name', 'owner', 'updated']} />);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Value', 'Name', 'Updated']);
  });

  it('has no axe violations (jsdom: contrast is checked in the browser)', async () => {
    const sorting: DataTableSort[] = [{ id: 'value', desc: true }];
    const { container } = render(<Table selectionMode="multiple" sorting={sorting} />);
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });
});

describe('DataTable column fitting', () => {
  const wide = [
    { id: 'name', header: 'Name', width: 600, minWidth: 300, pin: 'start' as const, accessor: (r: ExampleRow) => r.name },
    { id: 'owner', header: 'Owner', width: 300, accessor: (r: ExampleRow) => r.owner },
    { id: 'actions', header: 'Actions', width: 300, pin: 'end' as const, cell: () => 'Open' },
  ];
  const colWidths = () => Array.from(document.querySelectorAll('col')).map((c) => c.style.width);

  it('shrinks columns with a floor so the table fits the room it has (1,000 px here)', () => {
    render(<Table columns={wide} />);
    expect(colWidths()).toEqual(['400px', '300px', '300px']);
    expect(screen.getByRole('table').style.minWidth).toBe('');
  });

  it('scrolls sideways at the floors with the first column and the actions pinned to their edges', () => {
    // The user added a column: 52 + 300 + 300 + 400 + 120 px of floors cannot fit into 1,000 px.
    const extra = [...wide.slice(0, 2), { id: 'more', header: 'More', width: 400, accessor: () => 'x' }, { ...wide[2]!, width: 120 }];
    render(<Table columns={extra} selectionMode="multiple" />);
    expect(colWidths()).toEqual(['52px', '300px', '300px', '400px', '120px']);
    expect(screen.getByRole('table').style.minWidth).toBe('1172px');
    const header = screen.getByRole('columnheader', { name: 'Name' });
    expect(header).toHaveAttribute('data-pinned', 'start');
    expect(header.style.left).toBe('52px');
    expect(screen.getByRole('columnheader', { name: 'Actions' }).style.right).toBe('0px');
    const firstCell = screen.getByRole('cell', { name: tenRows[0]!.name });
    expect(firstCell).toHaveAttribute('data-pinned', 'start');
  });

  it('unpins the end, then the start, when pinned columns would take over half the room (a phone)', () => {
    const { rerender } = render(<Table columns={[...wide, { id: 'x', header: 'X', width: 600, accessor: () => 'x' }]} />);
    // 1,000 px: Name at its 300 px floor + Actions 300 px = 600 px pinned > 500 px: Actions scrolls.
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('data-pinned', 'start');
    expect(screen.getByRole('columnheader', { name: 'Actions' })).not.toHaveAttribute('data-pinned');
    rerender(<Table columns={[{ ...wide[0]!, minWidth: 600 }, wide[1]!]} />);
    expect(screen.getByRole('columnheader', { name: 'Name' })).not.toHaveAttribute('data-pinned');
  });

  it('shows the full text of a cut cell as its tooltip', () => {
    render(<Table />);
    const text = screen.getByRole('cell', { name: tenRows[0]!.name }).querySelector<HTMLElement>('[data-cell-text]')!;
    Object.defineProperty(text, 'scrollWidth', { configurable: true, get: () => 2000 });
    fireEvent.pointerOver(text);
    expect(text).toHaveAttribute('title', tenRows[0]!.name);
  });
});
