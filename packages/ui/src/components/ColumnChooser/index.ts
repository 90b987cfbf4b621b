export { ColumnChooser, columnChooserToTableState, moveColumns } from './ColumnChooser';
export type { ColumnChooserColumn, ColumnChooserProps } from './ColumnChooser';
