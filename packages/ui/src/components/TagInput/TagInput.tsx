import { useState, type ReactNode } from 'react';
import { TagInputField } from './TagInputField';

export interface TagInputProps {
  /** The visible label; also names the tag list. */
  label: ReactNode;
  /** Help text under the label. */
  description?: ReactNode;
  /** The error shown under the box; shown while `isInvalid` is true. */
  errorMessage?: ReactNode;
  /**
   * Mark the field invalid and show `errorMessage`.
   * @default false
   */
  isInvalid?: boolean;
  /** The tags (controlled). */
  value?: string[];
  /**
   * The tags at first (uncontrolled).
   * @default []
   */
  defaultValue?: string[];
  /** Called with the new list whenever a tag is added or removed. */
  onChange?: (value: string[]) => void;
  /** Placeholder of the text input. */
  placeholder?: string;
  /**
   * No typing, no removing.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Shows the required mark.
   * @default false
   */
  isRequired?: boolean;
  /**
   * Accessible name of a tag's remove button; the tag's text is appended ("Remove roads").
   * @default 'Remove'
   */
  removeLabel?: string;
  /** Extra class on the field. */
  className?: string;
}

/**
 * Free-text tags: Enter adds the trimmed text as a tag (empty text and duplicates are ignored), each tag has
 * a remove button, and Backspace in the empty input removes the last tag. Tags are a RAC TagGroup.
 */
export function TagInput({
  label,
  description,
  errorMessage,
  isInvalid = false,
  value,
  defaultValue = [],
  onChange,
  placeholder,
  isDisabled = false,
  isRequired = false,
  removeLabel = 'Remove',
  className,
}: TagInputProps) {
  const [inner, setInner] = useState<string[]>(defaultValue);
  const [text, setText] = useState('');
  const tags = value ?? inner;
  const update = (next: string[]) => {
    if (value === undefined) setInner(next);
    onChange?.(next);
  };
  return (
    <TagInputField
      label={label}
      description={description}
      error={isInvalid ? (errorMessage ?? null) : null}
      isDisabled={isDisabled}
      isRequired={isRequired}
      className={className}
      tags={tags.map((t) => ({ id: t, label: t }))}
      onRemove={(ids) => update(tags.filter((t) => !ids.includes(t)))}
      removeLabel={removeLabel}
      inputProps={{
        value: text,
        placeholder,
        onChange: (e) => setText(e.target.value),
        onKeyDown: (e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            const tag = text.trim();
            if (tag && !tags.includes(tag)) update([...tags, tag]);
            if (tag) setText('');
          } else if (e.key === 'Backspace' && text === '' && tags.length > 0) {
            e.preventDefault();
            update(tags.slice(0, -1));
          }
        },
      }}
    />
  );
}
