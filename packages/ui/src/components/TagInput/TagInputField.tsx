import { useId, useRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { Icon } from '../Icon';
import * as fieldStyles from '../TextField/TextField.css';
import * as styles from './TagInput.css';
import { TagInputTags, type TagInputTagItem } from './TagInputTags';

export interface TagInputFieldProps {
  label: ReactNode;
  description?: ReactNode;
  /** The error shown under the box; the field is marked invalid while it is set. */
  error?: ReactNode;
  isDisabled?: boolean;
  isRequired?: boolean;
  tags: TagInputTagItem[];
  onRemove: (ids: string[]) => void;
  removeLabel: string;
  invalidLabel?: string;
  inputProps: InputHTMLAttributes<HTMLInputElement>;
  className?: string;
}

/** Label, description, tag box and error laid out like TextField. Internal to the token inputs. */
export function TagInputField({
  label,
  description,
  error,
  isDisabled = false,
  isRequired = false,
  tags,
  onRemove,
  removeLabel,
  invalidLabel,
  inputProps,
  className,
}: TagInputFieldProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const isInvalid = error != null && error !== false;
  return (
    <div className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      <label id={labelId} htmlFor={inputId} className={fieldStyles.label}>
        {label}
        {isRequired && (
          <span aria-hidden="true" className={fieldStyles.requiredMark}>
            *
          </span>
        )}
      </label>
      {description != null && (
        <span id={descriptionId} className={fieldStyles.description}>
          {description}
        </span>
      )}
      {/* Clicking the box's padding focuses the input; keyboard users reach the input by Tab. */}
      <div
        className={styles.box()}
        data-invalid={isInvalid || undefined}
        data-disabled={isDisabled || undefined}
        onClick={(e) => {
          if (e.target === e.currentTarget) inputRef.current?.focus();
        }}
      >
        <TagInputTags
          items={tags}
          aria-labelledby={labelId}
          onRemove={(ids) => {
            onRemove(ids);
            inputRef.current?.focus();
          }}
          removeLabel={removeLabel}
          invalidLabel={invalidLabel}
          isDisabled={isDisabled}
        />
        <input
          {...inputProps}
          ref={inputRef}
          id={inputId}
          disabled={isDisabled}
          required={isRequired}
          aria-invalid={isInvalid || undefined}
          aria-describedby={
            [description != null && descriptionId, isInvalid && errorId].filter(Boolean).join(' ') ||
            undefined
          }
          className={styles.input}
        />
      </div>
      {isInvalid && (
        <div id={errorId} className={fieldStyles.fieldError}>
          <Icon icon="AlertCircle" size="sm" />
          <span>{error}</span>
        </div>
      )}
    </div>
  );
}
