import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  ComboBox as RACComboBox,
  Input,
  ListBox,
  ListBoxItem,
  type ComboBoxProps as RACComboBoxProps,
  type Key,
  type ValidationResult,
} from 'react-aria-components';
import { Icon } from '../Icon';
import * as menuStyles from '../Menu/Menu.css';
import { useDebouncedCallback } from '../SearchField/useDebouncedCallback';
import { SelectPopover } from '../Select/Select';
import * as selectStyles from '../Select/Select.css';
import { FieldError } from '../TextField';
import * as fieldStyles from '../TextField/TextField.css';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import * as styles from './ComboBox.css';
import { FieldLabel } from '../TextField/FieldLabel';

export interface ComboBoxOption {
  /** The key reported when chosen. */
  id: Key;
  /** The visible text; it fills the input once chosen. */
  label: string;
  /** Smaller text under the label. */
  description?: string;
}

export type ComboBoxStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface ComboBoxProps<T extends ComboBoxOption = ComboBoxOption> extends Pick<
  RACComboBoxProps<T>,
  'isDisabled' | 'isRequired' | 'isInvalid' | 'name' | 'autoFocus' | 'validationBehavior' | 'aria-label'
> {
  /** The visible label. */
  label: ReactNode;
  /** Help text under the label. */
  description?: ReactNode;
  /** The error shown when the field is invalid. */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** Placeholder text of the input. */
  placeholder?: string;
  /**
   * Loads the options for what was typed. Called once typing pauses (`debounceMs`) and the text is at least
   * `minQueryLength` long; `signal` aborts when a newer query starts or the field unmounts.
   */
  loadOptions: (query: string, signal: AbortSignal) => Promise<T[]>;
  /**
   * Fewest characters before a query is sent.
   * @default 2
   */
  minQueryLength?: number;
  /**
   * Quiet time in ms after the last keystroke before `loadOptions` is called.
   * @default 500
   */
  debounceMs?: number;
  /** The chosen option's key (controlled). */
  selectedKey?: Key | null;
  /**
   * The chosen option at first (uncontrolled); its label fills the input.
   * @default null
   */
  defaultSelectedOption?: T | null;
  /** Called with the chosen key and option (null when cleared). */
  onSelectionChange?: (key: Key | null, option: T | null) => void;
  /**
   * Shown while fewer than `minQueryLength` characters are typed.
   * @default (min) => `Type at least ${min} characters`
   */
  hintText?: (minQueryLength: number) => ReactNode;
  /**
   * Shown while options load.
   * @default 'Loading…'
   */
  loadingText?: ReactNode;
  /**
   * Shown when a query finds nothing.
   * @default 'No results'
   */
  emptyText?: ReactNode;
  /**
   * Shown when `loadOptions` fails.
   * @default 'Could not load options. Try again.'
   */
  errorText?: ReactNode;
  /** Extra class on the field. */
  className?: string;
}

const defaultHint = (min: number) => `Type at least ${min} characters`;

/**
 * A text input with a list of options loaded as the user types (RAC ComboBox). Queries shorter than
 * `minQueryLength` are not sent; typing is debounced; stale requests are aborted. The open list shows a hint,
 * loading, empty or error text, and a polite live region repeats it for screen readers.
 */
export function ComboBox<T extends ComboBoxOption = ComboBoxOption>({
  label,
  description,
  errorMessage,
  placeholder,
  loadOptions,
  minQueryLength = 2,
  debounceMs = 500,
  selectedKey,
  defaultSelectedOption = null,
  onSelectionChange,
  hintText = defaultHint,
  loadingText = 'Loading…',
  emptyText = 'No results',
  errorText = 'Could not load options. Try again.',
  className,
  isRequired,
  ...props
}: ComboBoxProps<T>) {
  const [inputValue, setInputValue] = useState(defaultSelectedOption?.label ?? '');
  const [results, setResults] = useState<T[]>([]);
  const [status, setStatus] = useState<ComboBoxStatus>('idle');
  const [selected, setSelected] = useState<T | null>(defaultSelectedOption);
  const [isOpen, setOpen] = useState(false);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const load = useDebouncedCallback((query: string) => {
    controller.current?.abort();
    const ctrl = new AbortController();
    controller.current = ctrl;
    loadOptions(query, ctrl.signal).then(
      (options) => {
        if (ctrl.signal.aborted) return;
        setResults(options);
        setStatus('ready');
      },
      () => {
        if (ctrl.signal.aborted) return;
        setResults([]);
        setStatus('error');
      },
    );
  }, debounceMs);

  const onInputChange = (text: string) => {
    setInputValue(text);
    // Choosing an option writes its label into the input: that is not a new query.
    if (selected && text === selected.label) return;
    controller.current?.abort();
    if (text.trim().length < minQueryLength) {
      load.cancel();
      setResults([]);
      setStatus('idle');
    } else {
      setStatus('loading');
      load.run(text.trim());
    }
  };

  // While the list is closed, the collection is just the chosen option, so RAC keeps showing its label
  // (RAC resets the input to the selected item's text, looked up in the collection, on blur).
  const items = !isOpen && selected ? [selected] : status === 'ready' ? results : [];
  const statusMessage =
    status === 'loading'
      ? loadingText
      : status === 'error'
        ? errorText
        : status === 'ready' && results.length === 0
          ? emptyText
          : null;

  return (
    <RACComboBox<T>
      {...props}
      isRequired={isRequired}
      items={items}
      inputValue={inputValue}
      onInputChange={onInputChange}
      selectedKey={selectedKey !== undefined ? selectedKey : (selected?.id ?? null)}
      onSelectionChange={(key) => {
        const option = key == null ? null : (items.find((o) => o.id === key) ?? null);
        setSelected(option);
        if (option) setInputValue(option.label);
        onSelectionChange?.(key, option);
      }}
      onOpenChange={setOpen}
      allowsEmptyCollection
      menuTrigger="input"
      className={[fieldStyles.field, className].filter(Boolean).join(' ')}
    >
      <FieldLabel label={label} description={description} isRequired={isRequired} />
      <div className={fieldStyles.inputWrap}>
        <Input placeholder={placeholder} className={[fieldStyles.input(), styles.input()].join(' ')} />
        {status === 'loading' && <Icon icon="Loader" size="sm" className={styles.spinner} />}
      </div>
      <FieldError>{errorMessage}</FieldError>
      {/* data-live-announcer keeps this region audible while RAC hides everything outside the open list. */}
      <span role="status" data-live-announcer="true" className={visuallyHidden}>
        {statusMessage}
      </span>
      <SelectPopover>
        <ListBox<T>
          className={selectStyles.listBox}
          renderEmptyState={() =>
            status === 'loading' ? (
              <div className={styles.message()}>
                <Icon icon="Loader" size="sm" className={styles.spinning} />
                {loadingText}
              </div>
            ) : status === 'error' ? (
              <div className={styles.message({ tone: 'critical' })}>
                <Icon icon="AlertCircle" size="sm" />
                {errorText}
              </div>
            ) : status === 'ready' ? (
              <div className={styles.message()}>{emptyText}</div>
            ) : (
              <div className={styles.message()}>{hintText(minQueryLength)}</div>
            )
          }
        >
          {(item) => (
            <ListBoxItem id={item.id} textValue={item.label} className={menuStyles.item()}>
              <span className={menuStyles.itemText}>
                <span>{item.label}</span>
                {item.description && <span className={menuStyles.itemDescription}>{item.description}</span>}
              </span>
            </ListBoxItem>
          )}
        </ListBox>
      </SelectPopover>
    </RACComboBox>
  );
}
