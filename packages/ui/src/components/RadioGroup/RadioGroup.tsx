import type { ReactNode } from 'react';
import {
  Radio as RACRadio,
  RadioGroup as RACRadioGroup,
  composeRenderProps,
  type RadioGroupProps as RACRadioGroupProps,
  type RadioProps as RACRadioProps,
  type ValidationResult,
} from 'react-aria-components';
import { FieldError } from '../TextField';
import * as fieldStyles from '../TextField/TextField.css';
import * as styles from './RadioGroup.css';
import { FieldLabel } from '../TextField/FieldLabel';

export interface RadioOption {
  /** The value reported when this option is chosen. */
  value: string;
  /** The visible label. */
  label: ReactNode;
  /** Smaller text under the label. */
  description?: ReactNode;
  /** This option cannot be chosen. */
  isDisabled?: boolean;
}

export interface RadioGroupProps extends Omit<RACRadioGroupProps, 'children'> {
  /** The group's visible label (the question). */
  label: ReactNode;
  /** Help text under the label. */
  description?: ReactNode;
  /** The error shown when the group is invalid. */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** The options, as data. Alternatively pass `Radio` children. */
  options?: RadioOption[];
  /** `Radio` elements, when `options` is not used. */
  children?: ReactNode;
  /**
   * Options stacked, or side by side (arrow keys follow either way).
   * @default 'vertical'
   */
  orientation?: RACRadioGroupProps['orientation'];
}

export interface RadioProps extends Omit<RACRadioProps, 'children'> {
  /** The label. */
  children: ReactNode;
  /** Smaller text under the label. */
  description?: ReactNode;
}

/** One option of a RadioGroup. */
export function Radio({ children, description, className, ...props }: RadioProps) {
  return (
    <RACRadio
      {...props}
      className={composeRenderProps(className, (cn) => [styles.radio, cn].filter(Boolean).join(' '))}
    >
      <span className={styles.circle()} aria-hidden="true" />
      <span className={styles.radioText}>
        {children}
        {description != null && <span className={styles.radioDescription}>{description}</span>}
      </span>
    </RACRadio>
  );
}

/**
 * A labelled set of mutually exclusive options (RAC RadioGroup): arrow keys move between options,
 * Tab leaves the group. Orientation `vertical` (default) or `horizontal`.
 */
export function RadioGroup({
  label,
  description,
  errorMessage,
  options,
  children,
  orientation = 'vertical',
  className,
  isRequired,
  ...props
}: RadioGroupProps) {
  return (
    <RACRadioGroup
      {...props}
      orientation={orientation}
      isRequired={isRequired}
      className={composeRenderProps(className, (cn) => [fieldStyles.field, cn].filter(Boolean).join(' '))}
    >
      <FieldLabel label={label} description={description} isRequired={isRequired} />
      <div className={styles.options({ orientation })}>
        {options
          ? options.map((o) => (
              <Radio key={o.value} value={o.value} description={o.description} isDisabled={o.isDisabled}>
                {o.label}
              </Radio>
            ))
          : children}
      </div>
      <FieldError>{errorMessage}</FieldError>
    </RACRadioGroup>
  );
}
