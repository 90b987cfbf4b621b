import {
  FieldError as RACFieldError,
  composeRenderProps,
  type FieldErrorProps as RACFieldErrorProps,
} from 'react-aria-components';
import { Icon } from '../Icon';
import * as styles from './TextField.css';

export type FieldErrorProps = RACFieldErrorProps;

/**
 * The error message of a field, styled in the critical tone with an icon so colour is not the only signal.
 * Shown by RAC only while the field is invalid; place it inside a RAC field (TextField, Checkbox group…).
 */
export function FieldError({ className, children, ...props }: FieldErrorProps) {
  return (
    <RACFieldError
      {...props}
      className={composeRenderProps(className, (cn) => [styles.fieldError, cn].filter(Boolean).join(' '))}
    >
      {composeRenderProps(children, (content, renderProps) => (
        <>
          <Icon icon="AlertCircle" size="sm" />
          <span>{content ?? renderProps.validationErrors.join(' ')}</span>
        </>
      ))}
    </RACFieldError>
  );
}
