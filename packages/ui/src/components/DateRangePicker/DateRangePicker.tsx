import type { ReactNode } from 'react';
import type { DateValue } from '@internationalized/date';
import { Calendar as CalendarIcon } from 'lucide-react';
import {
  Button as RACButton,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  DateInput,
  DateRangePicker as RACDateRangePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  I18nProvider,
  Label,
  Popover as RACPopover,
  RangeCalendar,
  Text,
  composeRenderProps,
  type DateRange,
  type DateRangePickerProps as RACDateRangePickerProps,
  type ValidationResult,
} from 'react-aria-components';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import * as menuStyles from '../Menu/Menu.css';
import { FieldError } from '../TextField';
import * as fieldStyles from '../TextField/TextField.css';
import * as styles from './DateRangePicker.css';

export type { DateRange };

export interface DateRangePickerProps<T extends DateValue = DateValue> extends Omit<
  RACDateRangePickerProps<T>,
  'children' | 'onChange'
> {
  /** The visible label. */
  label: ReactNode;
  /** Help text under the label (e.g. the expected format). */
  description?: ReactNode;
  /**
   * The error shown when the range is invalid. By default RAC's message for the broken rule (start after end,
   * before `minValue`, after `maxValue`, unavailable date).
   */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /**
   * Called with a complete, well-ordered range, or null when cleared. A range whose start is after its end is
   * refused: it is not reported, and the field shows an error until it is fixed.
   */
  onChange?: (value: DateRange | null) => void;
  /**
   * Locale of the date format and calendar (day/month/year order for en-GB).
   * @default 'en-GB'
   */
  locale?: string;
  /**
   * Accessible names of the calendar's month buttons.
   * @default { previous: 'Previous month', next: 'Next month' }
   */
  navigationLabels?: { previous: string; next: string };
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
  navigationLabels = { previous: 'Previous month', next: 'Next month' },
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
        <Label className={fieldStyles.label}>
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
          <RACButton className={[menuStyles.item(), styles.calendarButton].join(' ')}>
            <Icon icon={CalendarIcon} size="sm" />
          </RACButton>
        </Group>
        <FieldError>{errorMessage}</FieldError>
        <RACPopover offset={4} className={menuStyles.popover}>
          <Dialog className={styles.calendar}>
            <RangeCalendar>
              <header className={styles.calendarHeader}>
                <IconButton
                  slot="previous"
                  icon="ChevronLeft"
                  size="sm"
                  aria-label={navigationLabels.previous}
                />
                <Heading className={styles.calendarHeading} />
                <IconButton slot="next" icon="ChevronRight" size="sm" aria-label={navigationLabels.next} />
              </header>
              <CalendarGrid className={styles.grid}>
                <CalendarGridHeader>
                  {(day) => <CalendarHeaderCell className={styles.headerCell}>{day}</CalendarHeaderCell>}
                </CalendarGridHeader>
                <CalendarGridBody>
                  {(date) => <CalendarCell date={date} className={styles.cell()} />}
                </CalendarGridBody>
              </CalendarGrid>
            </RangeCalendar>
          </Dialog>
        </RACPopover>
      </RACDateRangePicker>
    </I18nProvider>
  );
}
