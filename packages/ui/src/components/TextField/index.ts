export { TextField } from './TextField';
export type { TextFieldProps } from './TextField';
export { FieldError } from './FieldError';
export type { FieldErrorProps } from './FieldError';
export { Form } from './Form';
export type { FormProps } from './Form';
