import { useCallback, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { ColumnChooser, columnChooserToTableState, type ColumnChooserColumn } from '../ColumnChooser';
import { EmptyState } from '../EmptyState';
import { vars } from '../../theme/vars.css';
import { DataTable, type DataTableProps, type DataTableSelection, type DataTableSort } from './DataTable';
import { exampleColumns, makeRows, type ExampleRow } from './DataTable.fixtures';

type Args = DataTableProps<ExampleRow>;

const twentyRows = makeRows(20);
const tenThousandRows = makeRows(10_000);

/** Holds sorting and selection in story state so headers and checkboxes respond. */
function Stateful(args: Args) {
  const [sorting, setSorting] = useState<DataTableSort[]>([...(args.sorting ?? [])]);
  const [selection, setSelection] = useState<DataTableSelection>(args.selection ?? {});
  return (
    <DataTable<ExampleRow>
      {...args}
      sorting={sorting}
      onSortingChange={(next) => {
        setSorting(next);
        args.onSortingChange?.(next);
      }}
      selection={selection}
      onSelectionChange={(next) => {
        setSelection(next);
        args.onSelectionChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/Data/DataTable',
  component: DataTable<ExampleRow>,
  args: {
    'aria-label': 'Example rows',
    columns: exampleColumns,
    data: twentyRows,
    getRowId: (row: ExampleRow) => row.id,
    getRowLabel: (row: ExampleRow) => row.name,
    selectionMode: 'none',
    isLoading: false,
    virtualize: true,
    maxHeight: `calc(${vars.size.tabBar} * 10)`,
    onSortingChange: fn(),
    onSelectionChange: fn(),
  },
  argTypes: {
    selectionMode: { control: 'inline-radio', options: ['none', 'multiple'] },
    data: { control: false },
    columns: { control: false },
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every prop on the controls panel. */
export const Playground: Story = { args: { selectionMode: 'multiple' } };

/** Sorted by value, descending: the header shows the direction and carries aria-sort. */
export const Sorted: Story = {
  args: { sorting: [{ id: 'value', desc: true }] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Name' }));
    await expect(args.onSortingChange).toHaveBeenCalled();
  },
};

/** First load: skeleton rows, the table is marked busy. */
export const Loading: Story = { args: { isLoading: true, data: [] } };

/** Nothing to show: the empty slot holds an EmptyState. */
export const Empty: Story = {
  args: {
    data: [],
    emptyState: (
      <EmptyState
        title="No rows match"
        description="Try removing a filter."
        headingLevel={3}
        actions={<Button variant="secondary">Clear filters</Button>}
      />
    ),
  },
};

/** Loading failed: the error slot replaces the rows. */
export const Error: Story = {
  args: {
    error: (
      <EmptyState
        title="Rows could not be loaded"
        description="Check your connection and try again."
        headingLevel={3}
        actions={<Button variant="secondary">Try again</Button>}
      />
    ),
  },
};

/** Some rows selected: the header checkbox is indeterminate. */
export const Selected: Story = {
  args: { selectionMode: 'multiple', selection: { 'row-2': true, 'row-3': true, 'row-7': true } },
};

/** 10,000 rows, virtualised: the DOM holds only the rows in view (aria-rowindex tells screen readers where). */
export const Virtualised: Story = { args: { data: tenThousandRows, selectionMode: 'multiple' } };

/** Server-side paging with the kit's Pagination under the table. */
export const Paged: Story = {
  render: function Render(args) {
    const [page, setPage] = useState({ page: 1, pageSize: 10 });
    const rows = makeRows(page.pageSize, (page.page - 1) * page.pageSize);
    return (
      <Stateful
        {...args}
        data={rows}
        pagination={{ ...page, total: 1234 }}
        onPaginationChange={setPage}
      />
    );
  },
};

/** Infinite loading: onLoadMore fires when the scroll nears the end; a loading row shows meanwhile. */
export const InfiniteLoading: Story = {
  render: function Render(args) {
    const [rows, setRows] = useState(() => makeRows(50));
    const [isLoadingMore, setLoadingMore] = useState(false);
    const loadMore = useCallback(() => {
      setLoadingMore(true);
      window.setTimeout(() => {
        setRows((prev) => [...prev, ...makeRows(50, prev.length)]);
        setLoadingMore(false);
      }, 600);
    }, []);
    return (
      <Stateful
        {...args}
        data={rows}
        rowCount={500}
        hasMore={rows.length < 500}
        isLoadingMore={isLoadingMore}
        onLoadMore={loadMore}
      />
    );
  },
};

/** Long text is truncated with an ellipsis so every row keeps its height. */
export const OverflowingText: Story = {
  args: {
    data: twentyRows.map((row, i) => ({
      ...row,
      name: `${row.name} — a very long name that goes on well past the width of its column ${i + 1}`,
    })),
  },
};

/** Columns shown, hidden and reordered with a ColumnChooser above the table. */
export const WithColumnChooser: Story = {
  render: function Render(args) {
    const [chooser, setChooser] = useState<ColumnChooserColumn[]>(() =>
      exampleColumns.map((c, i) => ({ id: c.id, label: c.header, visible: true, locked: i === 0 })),
    );
    return (
      <div style={{ display: 'flex', flexDirection: 'column', gap: vars.space.sm, alignItems: 'flex-end' }}>
        <ColumnChooser columns={chooser} onChange={setChooser} />
        <div style={{ alignSelf: 'stretch' }}>
          <Stateful {...args} {...columnChooserToTableState(chooser)} />
        </div>
      </div>
    );
  },
};
