import type { DateValue } from '@internationalized/date';
import {
  Calendar,
  DateInput,
  DatePicker as RACDatePicker,
  DateSegment,
  Group,
  I18nProvider,
  composeRenderProps,
  type DatePickerProps as RACDatePickerProps,
} from 'react-aria-components';
import { FieldError } from '../TextField';
import { FieldLabel } from '../TextField/FieldLabel';
import * as fieldStyles from '../TextField/TextField.css';
// One look for both date fields: the single date picker shares the range picker's styles.
import * as styles from '../DateRangePicker/DateRangePicker.css';
import { CalendarButton, CalendarContent, CalendarPopover } from '../DateRangePicker/CalendarContent';
import { DEFAULT_NAVIGATION_LABELS, type DateFieldOwnProps } from '../DateRangePicker/DateFieldProps';

export interface DatePickerProps<T extends DateValue = DateValue> extends Omit<RACDatePickerProps<T>, 'children'>, DateFieldOwnProps {}

/**
 * One date typed in segments or picked on a calendar (RAC DatePicker), in en-GB by default; `onChange`
 * gets the date, or null once cleared. Validation is live (`validationBehavior="aria"`).
 */
export function DatePicker<T extends DateValue = DateValue>({
  label,
  description,
  errorMessage,
  locale = 'en-GB',
  navigationLabels = DEFAULT_NAVIGATION_LABELS,
  validationBehavior = 'aria',
  className,
  isRequired,
  ...props
}: DatePickerProps<T>) {
  return (
    <I18nProvider locale={locale}>
      <RACDatePicker<T>
        {...props}
        isRequired={isRequired}
        validationBehavior={validationBehavior}
        className={composeRenderProps(className, (cn) => [fieldStyles.field, cn].filter(Boolean).join(' '))}
      >
        <FieldLabel label={label} description={description} isRequired={isRequired} />
        <Group className={styles.group()}>
          <DateInput className={styles.dateInput}>
            {(segment) => <DateSegment segment={segment} className={styles.segment()} />}
          </DateInput>
          <CalendarButton />
        </Group>
        <FieldError>{errorMessage}</FieldError>
        <CalendarPopover>
          <Calendar>
            <CalendarContent navigationLabels={navigationLabels} />
          </Calendar>
        </CalendarPopover>
      </RACDatePicker>
    </I18nProvider>
  );
}
