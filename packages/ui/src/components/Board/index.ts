export { Board } from './Board';
export type { BoardColumnData, BoardProps } from './Board';
