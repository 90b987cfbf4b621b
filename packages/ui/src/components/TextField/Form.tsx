import { Form as RACForm, type FormProps as RACFormProps } from 'react-aria-components';
import * as styles from './TextField.css';

export type FormProps = RACFormProps;

/**
 * RAC Form with the kit's field spacing. Fields inside validate natively (`validationBehavior="native"`
 * by default) and show their `errorMessage` on submit; pass `validationErrors` for server errors.
 */
export function Form({ className, ...props }: FormProps) {
  return <RACForm {...props} className={[styles.form, className].filter(Boolean).join(' ')} />;
}
