import { useState, type ReactNode } from 'react';
import { TagInputField } from '../TagInput/TagInputField';
import * as styles from './EmailTokenInput.css';

/** A deliberately simple email shape check: something@something.tld, no spaces. */
export const emailPattern = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;

/** Whether `text` looks like an email address (see `emailPattern`). */
export function isValidEmail(text: string): boolean {
  return emailPattern.test(text);
}

const separators = /[\s,;]+/;

export interface EmailTokenInputProps {
  /** The visible label. */
  label: ReactNode;
  /** Help text under the label. */
  description?: ReactNode;
  /** The addresses, valid or not (controlled). */
  value?: string[];
  /**
   * The addresses at first (uncontrolled).
   * @default []
   */
  defaultValue?: string[];
  /** Called with every token whenever the list changes; invalid ones are included. */
  onChange?: (value: string[]) => void;
  /**
   * Shown once the field has been left empty (after blur) when `isRequired`, or at once with `showErrors`.
   * @default 'Please enter at least one email address'
   */
  requiredMessage?: ReactNode;
  /**
   * Shown while any token is not a valid address.
   * @default 'Please enter a valid email address'
   */
  invalidMessage?: ReactNode;
  /**
   * An error from outside (e.g. the server); shown while set, before the other messages.
   */
  errorMessage?: ReactNode;
  /**
   * At least one address is needed.
   * @default false
   */
  isRequired?: boolean;
  /**
   * Show the required error without waiting for the user to leave the field (e.g. after a submit attempt).
   * @default false
   */
  showErrors?: boolean;
  /** Placeholder of the text input. */
  placeholder?: string;
  /**
   * No typing, no removing.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Accessible name of a token's remove button; the address is appended.
   * @default 'Remove'
   */
  removeLabel?: string;
  /**
   * Read after an invalid token's text.
   * @default 'invalid'
   */
  invalidLabel?: string;
  /**
   * Stretch to the container's width.
   * @default false
   */
  fullWidth?: boolean;
}

/**
 * Email addresses as tokens. Typing or pasting a comma, semicolon, space or new line splits the text into
 * tokens; Enter or leaving the field commits the rest. Each token is checked against a simple pattern:
 * invalid ones are marked and `invalidMessage` is shown. Backspace on the empty input removes the last one.
 */
export function EmailTokenInput({
  label,
  description,
  value,
  defaultValue = [],
  onChange,
  requiredMessage = 'Please enter at least one email address',
  invalidMessage = 'Please enter a valid email address',
  errorMessage,
  isRequired = false,
  showErrors = false,
  placeholder,
  isDisabled = false,
  removeLabel = 'Remove',
  invalidLabel = 'invalid',
  fullWidth = false,
}: EmailTokenInputProps) {
  const [inner, setInner] = useState<string[]>(defaultValue);
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const tokens = value ?? inner;
  const update = (next: string[]) => {
    if (value === undefined) setInner(next);
    onChange?.(next);
  };
  /** Adds the non-empty, not yet present parts of `parts` to the list. */
  const commit = (parts: string[]) => {
    const seen = new Set(tokens.map((t) => t.toLowerCase()));
    const added: string[] = [];
    for (const part of parts) {
      const token = part.trim();
      if (token && !seen.has(token.toLowerCase())) {
        seen.add(token.toLowerCase());
        added.push(token);
      }
    }
    if (added.length > 0) update([...tokens, ...added]);
  };

  const hasInvalid = tokens.some((t) => !isValidEmail(t));
  const isEmpty = tokens.length === 0 && text.trim() === '';
  const error =
    errorMessage ??
    (hasInvalid ? invalidMessage : isRequired && isEmpty && (touched || showErrors) ? requiredMessage : null);

  return (
    <TagInputField
      label={label}
      description={description}
      error={error}
      isDisabled={isDisabled}
      isRequired={isRequired}
      className={styles.root({ fullWidth })}
      tags={tokens.map((t) => ({ id: t, label: t, isInvalid: !isValidEmail(t) }))}
      onRemove={(ids) => update(tokens.filter((t) => !ids.includes(t)))}
      removeLabel={removeLabel}
      invalidLabel={invalidLabel}
      inputProps={{
        type: 'text',
        inputMode: 'email',
        autoComplete: 'off',
        value: text,
        placeholder,
        onChange: (e) => {
          const parts = e.target.value.split(separators);
          const rest = parts.pop() ?? '';
          commit(parts);
          setText(rest);
        },
        onPaste: (e) => {
          const pasted = e.clipboardData.getData('text');
          if (!separators.test(pasted)) return;
          e.preventDefault();
          const input = e.currentTarget;
          const start = input.selectionStart ?? text.length;
          const end = input.selectionEnd ?? text.length;
          commit((text.slice(0, start) + pasted + text.slice(end)).split(separators));
          setText('');
        },
        onKeyDown: (e) => {
          if (e.key === 'Enter') {
            if (text.trim()) e.preventDefault();
            commit([text]);
            setText('');
          } else if (e.key === 'Backspace' && text === '' && tokens.length > 0) {
            e.preventDefault();
            update(tokens.slice(0, -1));
          }
        },
        onBlur: () => {
          commit([text]);
          setText('');
          setTouched(true);
        },
      }}
    />
  );
}
