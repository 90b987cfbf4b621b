import type { ReactNode } from 'react';
import {
  TextArea as RACTextArea,
  TextField as RACTextField,
  composeRenderProps,
  type TextFieldProps as RACTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { FieldError } from '../TextField';
import * as fieldStyles from '../TextField/TextField.css';
import * as styles from './TextArea.css';
import { FieldLabel } from '../TextField/FieldLabel';

export interface TextAreaProps extends Omit<RACTextFieldProps, 'children' | 'type'> {
  /** The visible label (always give one; it names the text area). */
  label: ReactNode;
  /** Help text under the label, linked with aria-describedby. */
  description?: ReactNode;
  /** The error shown when the field is invalid; a function receives RAC's validation result. */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /**
   * Visible number of text lines.
   * @default 4
   */
  rows?: number;
  /** Placeholder text. Never a substitute for the label. */
  placeholder?: string;
  /**
   * Whether the user may drag the box taller.
   * @default 'vertical'
   */
  resize?: 'vertical' | 'none';
}

/** A labelled multi-line text input with description and error message, laid out like TextField. */
export function TextArea({
  label,
  description,
  errorMessage,
  rows = 4,
  placeholder,
  resize = 'vertical',
  className,
  isRequired,
  ...props
}: TextAreaProps) {
  return (
    <RACTextField
      {...props}
      isRequired={isRequired}
      className={composeRenderProps(className, (cn) => [fieldStyles.field, cn].filter(Boolean).join(' '))}
    >
      <FieldLabel label={label} description={description} isRequired={isRequired} />
      <RACTextArea
        rows={rows}
        placeholder={placeholder}
        className={[fieldStyles.input(), styles.textArea({ resize })].join(' ')}
      />
      <FieldError>{errorMessage}</FieldError>
    </RACTextField>
  );
}
