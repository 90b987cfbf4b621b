import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SegmentedControl } from './SegmentedControl';

const options = [
  { id: 'annual', label: 'Annual' },
  { id: 'monthly', label: 'Monthly' },
];

describe('SegmentedControl', () => {
  it('is a named radio group with the first segment chosen by default', () => {
    render(<SegmentedControl label="Billing period" options={options} />);
    expect(screen.getByRole('radiogroup', { name: 'Billing period' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Annual' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Monthly' })).not.toBeChecked();
  });

  it('changes by click and by arrow key + Space, and never empties', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(
      <SegmentedControl label="Billing period" options={options} onSelectionChange={onSelectionChange} />,
    );
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith('monthly');
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await user.keyboard('{ArrowLeft} ');
    expect(screen.getByRole('radio', { name: 'Annual' })).toBeChecked();
    expect(onSelectionChange).toHaveBeenLastCalledWith('annual');
  });

  it('can be disabled', () => {
    render(<SegmentedControl label="Billing period" options={options} isDisabled />);
    for (const r of screen.getAllByRole('radio')) expect(r).toBeDisabled();
  });
});
