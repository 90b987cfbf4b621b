import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseDate } from '@internationalized/date';
import { DatePicker } from './DatePicker';

const group = () => screen.getByRole('group', { name: 'From' });
const segments = () => within(group()).getAllByRole('spinbutton');

describe('DatePicker', () => {
  it('shows the date day/month/year (en-GB) and reports a typed date', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DatePicker label="From" onChange={onChange} />);
    expect(segments()).toHaveLength(3);
    await user.click(segments()[0]!);
    await user.keyboard('01022026');
    expect(onChange).toHaveBeenLastCalledWith(parseDate('2026-02-01'));
    expect(group()).toHaveTextContent('01/02/2026');
  });

  it('shows the caller’s error when marked invalid', () => {
    render(<DatePicker label="From" defaultValue={parseDate('2026-03-20')} isInvalid errorMessage="The start date must not be after the end date" />);
    expect(group()).toHaveAttribute('data-invalid');
    expect(screen.getByText('The start date must not be after the end date')).toBeInTheDocument();
  });
});
