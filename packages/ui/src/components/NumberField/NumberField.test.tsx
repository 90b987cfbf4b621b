import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NumberField } from './NumberField';

describe('NumberField', () => {
  it('formats with en-GB grouping and parses typed values', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<NumberField label="Quantity" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Quantity' });
    await user.type(input, '1234567.5');
    await user.tab();
    expect(input).toHaveValue('1,234,567.5');
    expect(onChange).toHaveBeenLastCalledWith(1234567.5);
  });

  it('shows a currency in pounds', () => {
    render(<NumberField label="Value" currency="GBP" defaultValue={250000} />);
    expect(screen.getByRole('textbox', { name: 'Value' })).toHaveValue('£250,000.00');
  });

  it('steps with the buttons and the arrow keys, within min and max', async () => {
    const user = userEvent.setup();
    render(<NumberField label="Seats" defaultValue={9} minValue={0} maxValue={10} />);
    const input = screen.getByRole('textbox', { name: 'Seats' });
    await user.click(screen.getByRole('button', { name: /Increase/ }));
    expect(input).toHaveValue('10');
    expect(screen.getByRole('button', { name: /Increase/ })).toBeDisabled();
    await user.click(input);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveValue('8');
    await user.clear(input);
    await user.type(input, '50');
    await user.tab();
    expect(input).toHaveValue('10');
  });

  it('shows the error message when invalid', () => {
    render(<NumberField label="Seats" isInvalid errorMessage="Enter a number of seats" />);
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('Enter a number of seats');
  });

  it('can hide the steppers', () => {
    render(<NumberField label="Seats" hideStepper />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
