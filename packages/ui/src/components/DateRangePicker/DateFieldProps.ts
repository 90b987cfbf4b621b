import type { ReactNode } from 'react';
import type { ValidationResult } from 'react-aria-components';

/** What the date fields (DatePicker, DateRangePicker) add to their RAC props. */
export interface DateFieldOwnProps {
  /** The visible label. */
  label: ReactNode;
  /** Help text under the label (e.g. the expected format). */
  description?: ReactNode;
  /**
   * The error shown when the value is invalid. By default RAC's message for the broken rule (a range's start after
   * its end, before `minValue`, after `maxValue`, unavailable date); pass `isInvalid` for a rule of your own.
   */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
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

export const DEFAULT_NAVIGATION_LABELS = { previous: 'Previous month', next: 'Next month' } as const;
