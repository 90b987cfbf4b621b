import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { LabelledAttribute } from './LabelledAttribute';
import { clampPercent, formatDate, formatMoney, formatNumber, formatPercent } from './formatters';

describe('formatDate (dd LLL yyyy, en-GB)', () => {
  it.each([
    ['2024-03-05', '05 Mar 2024'],
    ['2024-09-30', '30 Sep 2024'],
    ['2023-12-31T23:30:00Z', '31 Dec 2023'],
    ['2024-07-01T23:30:00Z', '02 Jul 2024'], // 00:30 BST
    [new Date(Date.UTC(2025, 0, 9)), '09 Jan 2025'],
    [Date.UTC(2022, 10, 22), '22 Nov 2022'],
    ['', undefined],
    ['not a date', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('%s → %s', (input, expected) => {
    expect(formatDate(input)).toBe(expected);
  });

  it('takes a time zone', () => {
    expect(formatDate('2024-03-05T23:30:00Z', { timeZone: 'Asia/Tokyo' })).toBe('06 Mar 2024');
  });
});

describe('formatMoney', () => {
  it.each([
    [1250000, undefined, '£1,250,000'],
    [0, undefined, '£0'],
    [1234.5, { decimals: 2 }, '£1,234.50'],
    [-500, undefined, '-£500'],
    [1234, { currency: 'EUR' }, '€1,234'],
    [1234, { currency: 'USD' }, 'US$1,234'],
    [null, undefined, undefined],
    [Number.NaN, undefined, undefined],
  ])('%s %o → %s', (value, options, expected) => {
    expect(formatMoney(value, options)).toBe(expected);
  });
});

describe('formatNumber', () => {
  it.each([
    [1234567, undefined, '1,234,567'],
    [0, undefined, '0'],
    [12.345, { decimals: 1 }, '12.3'],
    [undefined, undefined, undefined],
  ])('%s %o → %s', (value, options, expected) => {
    expect(formatNumber(value, options)).toBe(expected);
  });
});

describe('percentages', () => {
  it.each([
    [12.345, { decimals: 1 }, '12.3%'],
    [null, { decimals: 1 }, '0.0%'],
    [undefined, { decimals: 1 }, '0.0%'],
    [Number.NaN, { decimals: 1 }, '0.0%'],
    [140, { decimals: 1 }, '100.0%'],
    [-3, undefined, '0%'],
    [140, { clamp: false }, '140%'],
    [33.3333, undefined, '33%'],
  ])('formatPercent(%s, %o) → %s', (value, options, expected) => {
    expect(formatPercent(value, options)).toBe(expected);
  });

  it.each([
    [-10, 0],
    [0, 0],
    [55.5, 55.5],
    [100, 100],
    [250, 100],
    [null, 0],
  ])('clampPercent(%s) → %s', (value, expected) => {
    expect(clampPercent(value)).toBe(expected);
  });
});

describe('LabelledAttribute', () => {
  it('renders a term and its formatted value', () => {
    render(<LabelledAttribute label="Start date" type="date" value="2024-03-05" />);
    expect(screen.getByRole('term')).toHaveTextContent('Start date');
    expect(screen.getByRole('definition')).toHaveTextContent('05 Mar 2024');
  });

  it.each([
    ['money', 1250000, {}, '£1,250,000'],
    ['money', 99.5, { currency: 'EUR', decimals: 2 }, '€99.50'],
    ['number', 4200, {}, '4,200'],
    ['text', 'Anything', {}, 'Anything'],
  ] as const)('formats %s %s', (type, value, extra, expected) => {
    render(<LabelledAttribute label="Value" type={type} value={value} {...extra} />);
    expect(screen.getByRole('definition')).toHaveTextContent(expected);
  });

  it('shows the placeholder when missing, with readable text for screen readers', () => {
    const { rerender } = render(<LabelledAttribute label="End date" type="date" value={null} />);
    const dd = screen.getByRole('definition');
    expect(dd).toHaveTextContent('--Not available');
    expect(dd.querySelector('[aria-hidden="true"]')).toHaveTextContent('--');
    rerender(<LabelledAttribute label="Value" type="money" value={undefined} placeholder="n/a" placeholderLabel="Unknown" />);
    expect(screen.getByRole('definition')).toHaveTextContent('n/aUnknown');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <div>
        <LabelledAttribute label="Value" type="money" value={10} />
        <LabelledAttribute label="End" type="date" />
      </div>,
    );
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
