import type { DateValue } from '@internationalized/date';
import {
  DateInput,
  DateRangePicker as RACDateRangePicker,
  DateSegment,
  Group,
  I18nProvider,
  RangeCalendar,
  composeRenderProps,
  type DateRange,
  type DateRangePickerProps as RACDateRangePickerProps,
} from 'react-aria-components';
import { FieldError } from '../TextField';
import { FieldLabel } from '../TextField/FieldLabel';
import * as fieldStyles from '../TextField/TextField.css';
import * as styles from './DateRangePicker.css';
import { CalendarButton, CalendarContent, CalendarPopover } from './CalendarContent';
import { DEFAULT_NAVIGATION_LABELS, type DateFieldOwnProps } from './DateFieldProps';

export type { DateRange };

export interface DateRangePickerProps<T extends DateValue = DateValue>
  extends Omit<RACDateRangePickerProps<T>, 'children' | 'onChange'>, DateFieldOwnProps {
  /**
   * Called with a complete, well-ordered range, or null when cleared. A range whose start is after its end is
   * refused: it is not reported, and the field shows an error until it is fixed.
   */
  onChange?: (value: DateRange | null) => void;
}

/**
 * A start and end date typed in segments or picked on a calendar (RAC DateRangePicker), in en-GB by default.
 * Validation is live (`validationBehavior="aria"`): a start after the end, or a date outside
 * `minValue`/`maxValue`, marks the field invalid and shows the error.
 */
export function DateRangePicker<T extends DateValue = DateValue>({
  label,
  description,
  errorMessage,
  onChange,
  locale = 'en-GB',
  navigationLabels = DEFAULT_NAVIGATION_LABELS,
  validationBehavior = 'aria',
  className,
  isRequired,
  ...props
}: DateRangePickerProps<T>) {
  return (
    <I18nProvider locale={locale}>
      <RACDateRangePicker<T>
        {...props}
        isRequired={isRequired}
        validationBehavior={validationBehavior}
        onChange={(range) => {
          if (range && range.end.compare(range.start) < 0) return;
          onChange?.(range);
        }}
        className={composeRenderProps(className, (cn) => [fieldStyles.field, cn].filter(Boolean).join(' '))}
      >
        <FieldLabel label={label} description={description} isRequired={isRequired} />
        <Group className={styles.group()}>
          <DateInput slot="start" className={styles.dateInput}>
            {(segment) => <DateSegment segment={segment} className={styles.segment()} />}
          </DateInput>
          <span aria-hidden="true" className={styles.separator}>
            –
          </span>
          <DateInput slot="end" className={styles.dateInput}>
            {(segment) => <DateSegment segment={segment} className={styles.segment()} />}
          </DateInput>
          <CalendarButton />
        </Group>
        <FieldError>{errorMessage}</FieldError>
        <CalendarPopover>
          <RangeCalendar>
            <CalendarContent navigationLabels={navigationLabels} />
          </RangeCalendar>
        </CalendarPopover>
      </RACDateRangePicker>
    </I18nProvider>
  );
}
