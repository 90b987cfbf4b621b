import { useId, useState, type ReactNode } from 'react';
import {
  Button as RACButton,
  ListBox,
  ListBoxItem,
  Select as RACSelect,
  SelectValue,
  type Key,
  type SelectProps as RACSelectProps,
  type ValidationResult,
} from 'react-aria-components';
import { Icon } from '../Icon';
import * as menuStyles from '../Menu/Menu.css';
import { SelectPopover, openWhenEmpty } from '../Select/Select';
import * as selectStyles from '../Select/Select.css';
import type { SelectOption } from '../Select';
import { TagInputTags } from '../TagInput/TagInputTags';
import { FieldError } from '../TextField';
import * as fieldStyles from '../TextField/TextField.css';
import * as styles from './MultiSelect.css';
import { FieldLabel } from '../TextField/FieldLabel';

export interface MultiSelectProps extends Omit<
  RACSelectProps<SelectOption, 'multiple'>,
  'children' | 'items' | 'selectionMode' | 'value' | 'defaultValue' | 'onChange' | 'className'
> {
  /** Extra class on the field. */
  className?: string;
  /** The visible label. */
  label: ReactNode;
  /** Help text under the label. */
  description?: ReactNode;
  /** The error shown when the field is invalid. */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** The options. */
  items: SelectOption[];
  /** The chosen keys (controlled). */
  value?: Key[];
  /**
   * The chosen keys at first (uncontrolled).
   * @default []
   */
  defaultValue?: Key[];
  /** Called with the chosen keys, in option order. */
  onChange?: (value: Key[]) => void;
  /**
   * Text shown while nothing is chosen.
   * @default 'Select options'
   */
  placeholder?: string;
  /**
   * Text of the button when more than one option is chosen.
   * @default (count) => `${count} selected`
   */
  formatSelected?: (count: number) => string;
  /**
   * Show the chosen options as removable tags under the button.
   * @default true
   */
  showTags?: boolean;
  /**
   * Accessible name of a tag's remove button; the option's text is appended.
   * @default 'Remove'
   */
  removeLabel?: string;
  /**
   * Shown in the open list when there are no options.
   * @default 'No options'
   */
  emptyText?: ReactNode;
}

const defaultFormatSelected = (count: number) => `${count} selected`;

/**
 * A drop-down list where several options can be chosen (RAC Select, multiple selection): options show a
 * checkbox, the button says "N selected", and the choices appear as removable tags under it.
 */
export function MultiSelect({
  label,
  description,
  errorMessage,
  items,
  value,
  defaultValue,
  onChange,
  placeholder = 'Select options',
  formatSelected = defaultFormatSelected,
  showTags = true,
  removeLabel = 'Remove',
  emptyText = 'No options',
  className,
  isRequired,
  isDisabled,
  ...props
}: MultiSelectProps) {
  const tagsLabelId = useId();
  const [inner, setInner] = useState<Key[]>(defaultValue ?? []);
  const current = value ?? inner;
  const update = (next: Key[]) => {
    if (value === undefined) setInner(next);
    onChange?.(next);
  };
  // Chosen options in option order.
  const selected = items.filter((i) => current.includes(i.id));
  return (
    // The tags sit outside RAC Select: a TagList inside it would join the Select's collection.
    <div className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      <RACSelect<SelectOption, 'multiple'>
        {...props}
        {...openWhenEmpty}
        selectionMode="multiple"
        value={current}
        onChange={(keys) => update(items.filter((i) => keys.includes(i.id)).map((i) => i.id))}
        placeholder={placeholder}
        isRequired={isRequired}
        isDisabled={isDisabled}
        className={fieldStyles.field}
      >
        <>
          <FieldLabel label={label} description={description} isRequired={isRequired} />
          <RACButton className={selectStyles.trigger()}>
            <SelectValue className={selectStyles.value}>
              {({ isPlaceholder }) =>
                isPlaceholder
                  ? placeholder
                  : selected.length === 1
                    ? selected[0]?.label
                    : formatSelected(selected.length)
              }
            </SelectValue>
            <Icon icon="ChevronDown" size="sm" className={selectStyles.chevron} />
          </RACButton>
          <FieldError>{errorMessage}</FieldError>
          <SelectPopover>
            <ListBox
              items={items}
              className={selectStyles.listBox}
              renderEmptyState={() => <div className={selectStyles.emptyState}>{emptyText}</div>}
            >
              {(item) => (
                <ListBoxItem
                  id={item.id}
                  textValue={item.label}
                  isDisabled={item.isDisabled}
                  className={menuStyles.item()}
                >
                  {({ isSelected }) => (
                    <>
                      <span className={styles.optionBox()} aria-hidden="true">
                        {isSelected && <Icon icon="Check" size="sm" />}
                      </span>
                      <span className={menuStyles.itemText}>
                        <span>{item.label}</span>
                        {item.description && (
                          <span className={menuStyles.itemDescription}>{item.description}</span>
                        )}
                      </span>
                    </>
                  )}
                </ListBoxItem>
              )}
            </ListBox>
          </SelectPopover>
        </>
      </RACSelect>
      {showTags && selected.length > 0 && (
        <div className={styles.tags}>
          <span id={tagsLabelId} hidden>
            {typeof label === 'string' ? label : 'Selected'}
          </span>
          <TagInputTags
            aria-labelledby={tagsLabelId}
            items={selected.map((i) => ({ id: String(i.id), label: i.label }))}
            removeLabel={removeLabel}
            isDisabled={isDisabled}
            onRemove={(ids) => {
              update(current.filter((k) => !ids.includes(String(k))));
            }}
          />
        </div>
      )}
    </div>
  );
}
