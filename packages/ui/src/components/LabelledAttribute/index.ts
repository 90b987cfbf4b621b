export { LabelledAttribute, formatAttributeValue } from './LabelledAttribute';
export type { LabelledAttributeProps, LabelledAttributeType } from './LabelledAttribute';
export { clampPercent, formatDate, formatMoney, formatNumber } from './formatters';
export type { FormatDateOptions, FormatMoneyOptions, FormatNumberOptions } from './formatters';
