export { Radio, RadioGroup } from './RadioGroup';
export type { RadioGroupProps, RadioOption, RadioProps } from './RadioGroup';
