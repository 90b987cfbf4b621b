import { useId, type ReactNode } from 'react';
import {
  Checkbox as RACCheckbox,
  composeRenderProps,
  type CheckboxProps as RACCheckboxProps,
} from 'react-aria-components';
import { Icon } from '../Icon';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<RACCheckboxProps, 'children'> {
  /** The label (clicking it toggles the box). Without a label, give `aria-label`. */
  children?: ReactNode;
  /** Smaller help text under the label. */
  description?: ReactNode;
  /**
   * Mixed state ("some selected"): shows a dash and `aria-checked="mixed"`. It is a visual/ARIA state only;
   * the parent decides what a press does (usually select all).
   * @default false
   */
  isIndeterminate?: boolean;
}

/** A tri-state checkbox (checked, unchecked, indeterminate) with a label. Over RAC Checkbox. */
export function Checkbox({ children, description, className, ...props }: CheckboxProps) {
  const descriptionId = useId();
  const control = (
    <RACCheckbox
      {...props}
      aria-describedby={
        description != null ? [props['aria-describedby'], descriptionId].filter(Boolean).join(' ') : props['aria-describedby']
      }
      className={composeRenderProps(className, (cn) => [styles.checkbox, cn].filter(Boolean).join(' '))}
    >
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className={styles.box()}>
            {isIndeterminate ? (
              <Icon icon="Minus" size="sm" />
            ) : isSelected ? (
              <Icon icon="Check" size="sm" />
            ) : null}
          </span>
          {children}
        </>
      )}
    </RACCheckbox>
  );
  if (description == null) return control;
  return (
    <div className={styles.withDescription}>
      {control}
      <span id={descriptionId} className={styles.description}>
        {description}
      </span>
    </div>
  );
}
