import type { Meta, StoryObj } from '@storybook/react-vite';
import { parseDate } from '@internationalized/date';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateRangePicker } from './DateRangePicker';

// Fixed dates only: the calendar opens on `placeholderValue`, never on today, so snapshots do not drift.
const march = { start: parseDate('2026-03-10'), end: parseDate('2026-03-20') };

const openCalendar: Story['play'] = async ({ canvasElement }) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /Calendar/ }));
  await expect(within(canvasElement.ownerDocument.body).getByRole('dialog')).toBeVisible();
};

const meta = {
  title: 'UI/Forms/DateRangePicker',
  component: DateRangePicker,
  args: { label: 'Published', description: 'Day, month, year', placeholderValue: parseDate('2026-03-01') },
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every prop on the controls panel. */
export const Playground: Story = {
  args: { isRequired: false, isDisabled: false, locale: 'en-GB', onChange: fn() },
};

/** The calendar open on a chosen range. */
export const Open: Story = { args: { defaultValue: march }, play: openCalendar };

export const Disabled: Story = { args: { isDisabled: true, defaultValue: march } };

/** A start after the end: refused, with the error shown. */
export const Invalid: Story = {
  args: {
    defaultValue: { start: parseDate('2026-03-20'), end: parseDate('2026-03-10') },
    errorMessage: 'The start date must be on or before the end date',
  },
};

/** Dates outside `minValue`/`maxValue` cannot be picked. */
export const MinMax: Story = {
  args: { minValue: parseDate('2026-03-05'), maxValue: parseDate('2026-03-25'), defaultValue: march },
  play: openCalendar,
};

export const Empty: Story = {};

export const Filled: Story = { args: { defaultValue: march } };
