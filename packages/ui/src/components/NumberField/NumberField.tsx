import { useMemo, type ReactNode } from 'react';
import {
  Button as RACButton,
  Group,
  I18nProvider,
  Input,
  NumberField as RACNumberField,
  composeRenderProps,
  type NumberFieldProps as RACNumberFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { Icon } from '../Icon';
import { FieldError } from '../TextField';
import * as fieldStyles from '../TextField/TextField.css';
import * as styles from './NumberField.css';
import { FieldLabel } from '../TextField/FieldLabel';

export interface NumberFieldProps extends Omit<RACNumberFieldProps, 'children'> {
  /** The visible label. */
  label: ReactNode;
  /** Help text under the label. */
  description?: ReactNode;
  /** The error shown when the field is invalid (RAC's message for out-of-range values otherwise). */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** Placeholder text. */
  placeholder?: string;
  /**
   * Show the value as money in this ISO 4217 currency (e.g. `'GBP'`); shorthand for `formatOptions`.
   * Ignored when `formatOptions` is given.
   */
  currency?: string;
  /**
   * Locale used to format and parse the number (grouping, decimal mark, currency symbol).
   * @default 'en-GB'
   */
  locale?: string;
  /**
   * Hide the increase/decrease buttons (arrow keys still step the value).
   * @default false
   */
  hideStepper?: boolean;
}

/** A labelled number input formatted for the locale (en-GB by default), with optional currency and steppers. */
export function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  currency,
  locale = 'en-GB',
  hideStepper = false,
  formatOptions,
  className,
  isRequired,
  ...props
}: NumberFieldProps) {
  const format = useMemo<Intl.NumberFormatOptions | undefined>(
    () =>
      formatOptions ??
      (currency
        ? { style: 'currency', currency, currencyDisplay: 'symbol', maximumFractionDigits: 2 }
        : undefined),
    [formatOptions, currency],
  );
  return (
    <I18nProvider locale={locale}>
      <RACNumberField
        {...props}
        isRequired={isRequired}
        formatOptions={format}
        className={composeRenderProps(className, (cn) => [fieldStyles.field, cn].filter(Boolean).join(' '))}
      >
        <FieldLabel label={label} description={description} isRequired={isRequired} />
        <Group className={styles.group()}>
          <Input placeholder={placeholder} className={styles.input} />
          {!hideStepper && (
            <>
              <RACButton slot="decrement" className={styles.stepper()}>
                <Icon icon="Minus" size="sm" />
              </RACButton>
              <RACButton slot="increment" className={styles.stepper()}>
                <Icon icon="Plus" size="sm" />
              </RACButton>
            </>
          )}
        </Group>
        <FieldError>{errorMessage}</FieldError>
      </RACNumberField>
    </I18nProvider>
  );
}
