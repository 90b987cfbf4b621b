import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Radio, RadioGroup } from './RadioGroup';

const options = [
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly', description: 'Every Monday' },
  { value: 'never', label: 'Never', isDisabled: true },
];

describe('RadioGroup', () => {
  it('is a named radio group whose options are chosen by click and arrow keys', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<RadioGroup label="Frequency" options={options} onChange={onChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Frequency' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Daily' }));
    expect(onChange).toHaveBeenLastCalledWith('daily');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: /Weekly/ })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('weekly');
    expect(screen.getByRole('radio', { name: 'Never' })).toBeDisabled();
  });

  it('accepts Radio children and shows an error', () => {
    render(
      <RadioGroup label="Plan" isInvalid errorMessage="Choose a plan">
        <Radio value="a">A</Radio>
        <Radio value="b">B</Radio>
      </RadioGroup>,
    );
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(screen.getByText('Choose a plan')).toBeInTheDocument();
    expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
  });
});
