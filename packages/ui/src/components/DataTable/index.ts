export { DataTable, SELECTION_COLUMN_ID } from './DataTable';
export type {
  DataTableCellInfo,
  DataTableColumn,
  DataTablePagination,
  DataTableProps,
  DataTableRow,
  DataTableSelection,
  DataTableSort,
} from './DataTable';
