import type { ReactNode } from 'react';
import {
  Button as RACButton,
  ListBox,
  ListBoxItem,
  Popover as RACPopover,
  Select as RACSelect,
  SelectValue,
  composeRenderProps,
  type Key,
  type SelectProps as RACSelectProps,
  type ValidationResult,
} from 'react-aria-components';
import { Icon } from '../Icon';
import * as menuStyles from '../Menu/Menu.css';
import { FieldError } from '../TextField';
import * as fieldStyles from '../TextField/TextField.css';
import * as styles from './Select.css';
import { FieldLabel } from '../TextField/FieldLabel';

export interface SelectOption {
  /** The key reported when chosen. */
  id: Key;
  /** The visible text (also used for typeahead). */
  label: string;
  /** Smaller text under the label. */
  description?: string;
  /** This option cannot be chosen. */
  isDisabled?: boolean;
}

export interface SelectProps extends Omit<
  RACSelectProps<SelectOption, 'single'>,
  'children' | 'items' | 'selectionMode'
> {
  /** The visible label. */
  label: ReactNode;
  /** Help text under the label. */
  description?: ReactNode;
  /** The error shown when the field is invalid. */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** The options. */
  items: SelectOption[];
  /**
   * Text shown while nothing is chosen.
   * @default 'Select an option'
   */
  placeholder?: string;
  /**
   * Shown in the open list when there are no options.
   * @default 'No options'
   */
  emptyText?: ReactNode;
}

/**
 * Lets the list open when there are no options, so `emptyText` can be seen. RAC's Select hands its props to
 * react-stately's useSelectState, which honours `allowsEmptyCollection` (as RAC's ComboBox does) but RAC does
 * not declare it on SelectProps. Covered by the "shows the empty text" tests of Select and MultiSelect.
 */
export const openWhenEmpty = { allowsEmptyCollection: true } as Record<string, unknown>;

/** Wraps the popover list shared by Select and MultiSelect. */
export function SelectPopover({ children }: { children: ReactNode }) {
  return (
    <RACPopover offset={4} className={[menuStyles.popover, styles.popover].join(' ')}>
      {children}
    </RACPopover>
  );
}

/** A labelled drop-down list of single-choice options (RAC Select: button + popover listbox, typeahead). */
export function Select({
  label,
  description,
  errorMessage,
  items,
  placeholder = 'Select an option',
  emptyText = 'No options',
  className,
  isRequired,
  ...props
}: SelectProps) {
  return (
    <RACSelect
      {...props}
      {...openWhenEmpty}
      placeholder={placeholder}
      isRequired={isRequired}
      className={composeRenderProps(className, (cn) => [fieldStyles.field, cn].filter(Boolean).join(' '))}
    >
      <FieldLabel label={label} description={description} isRequired={isRequired} />
      <RACButton className={styles.trigger()}>
        <SelectValue className={styles.value} />
        <Icon icon="ChevronDown" size="sm" className={styles.chevron} />
      </RACButton>
      <FieldError>{errorMessage}</FieldError>
      <SelectPopover>
        <ListBox
          items={items}
          className={styles.listBox}
          renderEmptyState={() => <div className={styles.emptyState}>{emptyText}</div>}
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
                  <span className={menuStyles.itemText}>
                    <span>{item.label}</span>
                    {item.description && (
                      <span className={menuStyles.itemDescription}>{item.description}</span>
                    )}
                  </span>
                  {isSelected && <Icon icon="Check" size="sm" className={styles.check} />}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </SelectPopover>
    </RACSelect>
  );
}
