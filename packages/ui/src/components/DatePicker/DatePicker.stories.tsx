import type { Meta, StoryObj } from '@storybook/react-vite';
import { parseDate } from '@internationalized/date';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DatePicker } from './DatePicker';

// Fixed dates only: the calendar opens on `placeholderValue`, never on today, so snapshots do not drift.
const openCalendar: Story['play'] = async ({ canvasElement }) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /Calendar/ }));
  await expect(within(canvasElement.ownerDocument.body).getByRole('dialog')).toBeVisible();
};

const meta = {
  title: 'UI/Forms/DatePicker',
  component: DatePicker,
  args: { label: 'From', description: 'Day, month, year', placeholderValue: parseDate('2026-03-01') },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every prop on the controls panel. */
export const Playground: Story = {
  args: { isRequired: false, isDisabled: false, locale: 'en-GB', onChange: fn() },
};

/** The calendar open on a chosen date. */
export const Open: Story = { args: { defaultValue: parseDate('2026-03-10') }, play: openCalendar };

/** A rule of the caller's own broken (`isInvalid` + `errorMessage`). */
export const Invalid: Story = {
  args: { defaultValue: parseDate('2026-03-20'), isInvalid: true, errorMessage: 'The start date must not be after the end date' },
};
