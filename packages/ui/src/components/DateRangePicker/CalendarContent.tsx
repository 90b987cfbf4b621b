import type { ReactNode } from 'react';
import { Calendar as CalendarIcon } from 'lucide-react';
import {
  Button as RACButton,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Dialog,
  Heading,
  Popover as RACPopover,
} from 'react-aria-components';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import * as menuStyles from '../Menu/Menu.css';
import * as styles from './DateRangePicker.css';

/** The button at the end of a date field that opens its calendar. */
export function CalendarButton() {
  return (
    <RACButton className={[menuStyles.item(), styles.calendarButton].join(' ')}>
      <Icon icon={CalendarIcon} size="sm" />
    </RACButton>
  );
}

/** The popover dialog that holds a date field's calendar. */
export function CalendarPopover({ children }: { children: ReactNode }) {
  return (
    <RACPopover offset={4} className={menuStyles.popover}>
      <Dialog className={styles.calendar}>{children}</Dialog>
    </RACPopover>
  );
}

/** The inside of a calendar (RAC Calendar or RangeCalendar): month heading with its buttons, and the day grid. */
export function CalendarContent({ navigationLabels }: { navigationLabels: { previous: string; next: string } }) {
  return (
    <>
      <header className={styles.calendarHeader}>
        <IconButton slot="previous" icon="ChevronLeft" size="sm" aria-label={navigationLabels.previous} />
        <Heading className={styles.calendarHeading} />
        <IconButton slot="next" icon="ChevronRight" size="sm" aria-label={navigationLabels.next} />
      </header>
      <CalendarGrid className={styles.grid}>
        <CalendarGridHeader>{(day) => <CalendarHeaderCell className={styles.headerCell}>{day}</CalendarHeaderCell>}</CalendarGridHeader>
        <CalendarGridBody>{(date) => <CalendarCell date={date} className={styles.cell()} />}</CalendarGridBody>
      </CalendarGrid>
    </>
  );
}
