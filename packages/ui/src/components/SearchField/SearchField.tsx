import type { ReactNode } from 'react';
import {
  Input,
  SearchField as RACSearchField,
  composeRenderProps,
  type SearchFieldProps as RACSearchFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import { FieldError } from '../TextField';
import * as fieldStyles from '../TextField/TextField.css';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import * as styles from './SearchField.css';
import { useDebouncedCallback } from './useDebouncedCallback';
import { FieldLabel } from '../TextField/FieldLabel';

export interface SearchFieldProps extends Omit<RACSearchFieldProps, 'children'> {
  /** The visible label. Pass `hideLabel` to keep it for screen readers only. */
  label: ReactNode;
  /**
   * Keep the label for assistive technology only (the search icon and placeholder carry it visually).
   * @default false
   */
  hideLabel?: boolean;
  /** Help text under the label. */
  description?: ReactNode;
  /** The error shown when the field is invalid. */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** Placeholder text. Never a substitute for the label. */
  placeholder?: string;
  /**
   * Quiet time in ms after the last keystroke before `onDebouncedChange` fires.
   * @default 500
   */
  debounceMs?: number;
  /** Called with the text once typing pauses for `debounceMs`; at once on Enter, clear or Escape. */
  onDebouncedChange?: (value: string) => void;
  /**
   * Accessible name of the clear button.
   * @default 'Clear search'
   */
  clearLabel?: string;
}

/** A search box with a clear button, whose `onDebouncedChange` fires once typing pauses (RAC SearchField). */
export function SearchField({
  label,
  hideLabel = false,
  description,
  errorMessage,
  placeholder,
  debounceMs = 500,
  onDebouncedChange,
  clearLabel = 'Clear search',
  onChange,
  onSubmit,
  onClear,
  className,
  isRequired,
  ...props
}: SearchFieldProps) {
  const debounced = useDebouncedCallback((value: string) => onDebouncedChange?.(value), debounceMs);
  return (
    <RACSearchField
      {...props}
      isRequired={isRequired}
      onChange={(value) => {
        onChange?.(value);
        debounced.run(value);
      }}
      onSubmit={(value) => {
        debounced.cancel();
        onDebouncedChange?.(value);
        onSubmit?.(value);
      }}
      onClear={() => {
        debounced.cancel();
        onDebouncedChange?.('');
        onClear?.();
      }}
      className={composeRenderProps(className, (cn) =>
        [fieldStyles.field, styles.searchField, cn].filter(Boolean).join(' '),
      )}
    >
      <FieldLabel label={label} description={description} isRequired={isRequired} labelClassName={hideLabel ? visuallyHidden : fieldStyles.label} />
      <div className={fieldStyles.inputWrap}>
        <Icon icon="Search" size="sm" className={styles.searchIcon} />
        <Input placeholder={placeholder} className={[fieldStyles.input(), styles.input()].join(' ')} />
        <IconButton
          className={styles.clear()}
          size="sm"
          variant="tertiary"
          icon="X"
          aria-label={clearLabel}
        />
      </div>
      <FieldError>{errorMessage}</FieldError>
    </RACSearchField>
  );
}
