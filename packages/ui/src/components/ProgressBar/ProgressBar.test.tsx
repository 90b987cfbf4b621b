import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('is a progressbar named by its label, with value and text', () => {
    render(<ProgressBar label="Uploading" value={45} />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading' });
    expect(bar).toHaveAttribute('aria-valuenow', '45');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '45%');
    expect(bar).toHaveTextContent('45%');
  });

  it.each([
    [3, 10, undefined, '30%'],
    [3, 10, '3 of 10 files', '3 of 10 files'],
    [150, 100, undefined, '100%'],
  ])('value %s of %s reads %s', (value, maxValue, valueLabel, expected) => {
    render(<ProgressBar aria-label="Progress" value={value} maxValue={maxValue} valueLabel={valueLabel} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', expected ?? valueLabel);
  });

  it('has no value when indeterminate', () => {
    render(<ProgressBar label="Loading" isIndeterminate />);
    const bar = screen.getByRole('progressbar', { name: 'Loading' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).toHaveAttribute('data-indeterminate', 'true');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <div>
        <ProgressBar label="Uploading" value={45} />
        <ProgressBar aria-label="Loading" isIndeterminate />
      </div>,
    );
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
