import type { ReactNode } from 'react';
import { Label, Text } from 'react-aria-components';
import * as fieldStyles from './TextField.css';

export interface FieldLabelProps {
  /** The visible label. */
  label: ReactNode;
  /** Help text under the label. */
  description?: ReactNode;
  /** Shows the required mark after the label. @default false */
  isRequired?: boolean;
  /** The label's class (e.g. visually hidden). @default the field label style */
  labelClassName?: string;
}

/** A field's label (with the required mark) and description, inside a RAC field that provides their slots. */
export function FieldLabel({ label, description, isRequired = false, labelClassName = fieldStyles.label }: FieldLabelProps) {
  return (
    <>
      <Label className={labelClassName}>
        {label}
        {isRequired && (
          <span aria-hidden="true" className={fieldStyles.requiredMark}>
            *
          </span>
        )}
      </Label>
      {description != null && (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      )}
    </>
  );
}
