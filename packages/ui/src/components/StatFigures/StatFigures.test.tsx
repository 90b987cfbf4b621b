import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { formatMoney, formatNumber } from '../LabelledAttribute';
import { StatFigures, formatPercent } from '.';

const items = [
  { label: 'Items awarded', value: formatNumber(1234) },
  { label: 'Total value', value: formatMoney(25_400_000) },
  { label: 'Average value', value: formatMoney(20_583) },
  { label: 'Share to small firms', value: formatPercent(undefined, { decimals: 1 }) },
];

describe('StatFigures', () => {
  it('pairs each label (term) with its value (definition), in order', () => {
    render(<StatFigures items={items} aria-label="Summary" />);
    const list = screen.getByRole('group', { name: 'Summary' });
    const terms = within(list).getAllByRole('term').map((t) => t.textContent);
    const values = within(list).getAllByRole('definition').map((d) => d.textContent);
    expect(terms).toEqual(['Items awarded', 'Total value', 'Average value', 'Share to small firms']);
    expect(values).toEqual(['1,234', '£25,400,000', '£20,583', '0.0%']);
  });

  it('shows a placeholder for a missing value', () => {
    render(<StatFigures items={[{ label: 'Total', value: undefined }]} />);
    expect(screen.getByRole('definition')).toHaveTextContent('--Not available');
  });

  it('has no axe violations', async () => {
    const { container } = render(<StatFigures items={items} aria-label="Summary" />);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});

describe('formatPercent', () => {
  it.each([
    [undefined, '0.0%'],
    [null, '0.0%'],
    [0, '0.0%'],
    [12.345, '12.3%'],
    [12.35, '12.4%'],
    [100, '100.0%'],
    [101, '100.0%'],
    [-1, '0.0%'],
  ])('%s → %s with one decimal', (value, expected) => {
    expect(formatPercent(value, { decimals: 1 })).toBe(expected);
  });
});
