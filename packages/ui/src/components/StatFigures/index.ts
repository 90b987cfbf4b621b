export { StatFigures } from './StatFigures';
export type { StatFigure, StatFiguresProps } from './StatFigures';
// The percent helper lives with the other formatters; it is published from here, beside its main user.
export { formatPercent } from '../LabelledAttribute/formatters';
export type { FormatPercentOptions } from '../LabelledAttribute/formatters';
