export { MiniBarChart, miniBarPercent, visibleMiniBarRows } from './MiniBarChart';
export type { MiniBarChartProps, MiniBarChartRow, MiniBarKind } from './MiniBarChart';
