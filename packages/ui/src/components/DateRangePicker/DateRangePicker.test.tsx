import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseDate } from '@internationalized/date';
import { DateRangePicker } from './DateRangePicker';

const group = () => screen.getByRole('group', { name: 'Published' });
const segments = () => within(group()).getAllByRole('spinbutton');

describe('DateRangePicker', () => {
  it('shows the dates day/month/year (en-GB) and reports a typed range', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DateRangePicker label="Published" onChange={onChange} />);
    const [startDay] = segments();
    expect(segments().map((s) => s.getAttribute('aria-label') ?? s.textContent)).toHaveLength(6);
    await user.click(startDay!);
    await user.keyboard('01022026');
    await user.keyboard('15032026');
    expect(onChange).toHaveBeenLastCalledWith({
      start: parseDate('2026-02-01'),
      end: parseDate('2026-03-15'),
    });
    expect(group()).toHaveTextContent('01/02/2026–15/03/2026');
  });

  it('refuses an end before the start: shows an error and does not report it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <DateRangePicker
        label="Published"
        defaultValue={{ start: parseDate('2026-03-10'), end: parseDate('2026-03-20') }}
        onChange={onChange}
        errorMessage="The start date must be on or before the end date"
      />,
    );
    await user.click(segments()[3]!);
    await user.keyboard('05');
    expect(onChange).not.toHaveBeenCalled();
    expect(group()).toHaveAttribute('data-invalid');
    expect(screen.getByText('The start date must be on or before the end date')).toBeInTheDocument();
    await user.click(segments()[3]!);
    await user.keyboard('25');
    expect(screen.queryByText('The start date must be on or before the end date')).not.toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith({
      start: parseDate('2026-03-10'),
      end: parseDate('2026-03-25'),
    });
  });

  it('refuses a start after the end', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <DateRangePicker
        label="Published"
        defaultValue={{ start: parseDate('2026-03-10'), end: parseDate('2026-03-20') }}
        onChange={onChange}
      />,
    );
    await user.click(segments()[0]!);
    await user.keyboard('25');
    // Typing "2" gives 2 March (fine, reported); "25" gives 25 March, after the end: refused.
    for (const [range] of onChange.mock.calls) expect(range.start.compare(range.end)).toBeLessThanOrEqual(0);
    expect(onChange).not.toHaveBeenCalledWith(expect.objectContaining({ start: parseDate('2026-03-25') }));
    expect(group()).toHaveAttribute('data-invalid');
    expect(screen.getByText(/start date/i)).toBeInTheDocument();
  });

  it('honours minValue and maxValue in the fields and the calendar', async () => {
    const user = userEvent.setup();
    render(
      <DateRangePicker
        label="Published"
        minValue={parseDate('2026-03-05')}
        maxValue={parseDate('2026-03-25')}
        defaultValue={{ start: parseDate('2026-03-01'), end: parseDate('2026-03-20') }}
      />,
    );
    expect(group()).toHaveAttribute('data-invalid');
    await user.click(within(group()).getByRole('button', { name: /Calendar/ }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('button', { name: /(^|\s)4 March 2026/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(dialog).getByRole('button', { name: /(^|\s)26 March 2026/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('picks a range on the calendar with the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <DateRangePicker
        label="Published"
        onChange={onChange}
        placeholderValue={parseDate('2026-03-10')}
        defaultValue={{ start: parseDate('2026-03-10'), end: parseDate('2026-03-12') }}
      />,
    );
    await user.click(within(group()).getByRole('button', { name: /Calendar/ }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // Start on 11 March, then move two days with the keyboard and confirm: 11 → 13 March.
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: /(^|\s)11 March 2026/ }));
    await user.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({
      start: parseDate('2026-03-11'),
      end: parseDate('2026-03-13'),
    });
  });
});
