export { ComboBox } from './ComboBox';
export type { ComboBoxOption, ComboBoxProps, ComboBoxStatus } from './ComboBox';
