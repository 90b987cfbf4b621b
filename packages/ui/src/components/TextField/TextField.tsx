import { useState, type ReactNode } from 'react';
import {
  Input,
  TextField as RACTextField,
  composeRenderProps,
  type TextFieldProps as RACTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { IconButton } from '../IconButton';
import { FieldError } from './FieldError';
import * as styles from './TextField.css';
import { FieldLabel } from './FieldLabel';

export interface TextFieldProps extends Omit<RACTextFieldProps, 'children' | 'type'> {
  /** The visible label (always give one; it names the input). */
  label: ReactNode;
  /** Help text under the label, linked to the input with aria-describedby. */
  description?: ReactNode;
  /** The error shown when the field is invalid; a function receives RAC's validation result. */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /**
   * Input type.
   * @default 'text'
   */
  type?: 'text' | 'email' | 'password' | 'search' | 'tel' | 'url' | 'date';
  /** Placeholder text. Never a substitute for the label. */
  placeholder?: string;
  /**
   * For `type="password"`, show a button that reveals the password.
   * @default true
   */
  allowReveal?: boolean;
  /**
   * Accessible name of the reveal button (a toggle: screen readers hear it as pressed while shown).
   * @default 'Show password'
   */
  revealLabel?: string;
}

/** A labelled single-line text input with description and error message (RAC TextField + Label + Input). */
export function TextField({
  label,
  description,
  errorMessage,
  type = 'text',
  placeholder,
  allowReveal = true,
  revealLabel = 'Show password',
  className,
  isRequired,
  ...props
}: TextFieldProps) {
  const [revealed, setRevealed] = useState(false);
  const hasToggle = type === 'password' && allowReveal;
  return (
    <RACTextField
      {...props}
      isRequired={isRequired}
      type={hasToggle && revealed ? 'text' : type}
      className={composeRenderProps(className, (cn) => [styles.field, cn].filter(Boolean).join(' '))}
    >
      <FieldLabel label={label} description={description} isRequired={isRequired} />
      <div className={styles.inputWrap}>
        <Input placeholder={placeholder} className={styles.input({ withToggle: hasToggle })} />
        {hasToggle && (
          <IconButton
            className={styles.toggle}
            size="sm"
            variant="tertiary"
            icon={revealed ? 'EyeOff' : 'Eye'}
            aria-label={revealLabel}
            aria-pressed={revealed}
            onPress={() => setRevealed((r) => !r)}
          />
        )}
      </div>
      <FieldError>{errorMessage}</FieldError>
    </RACTextField>
  );
}
