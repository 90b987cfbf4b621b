import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ResultCount, formatResultCount } from './ResultCount';

describe('formatResultCount', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [999, '999'],
    [1234, '1,234'],
    [999_999, '999,999'],
    [1_000_000, '1,000,000+'],
    [25_000_000, '1,000,000+'],
  ])('formats %d as %s', (count, expected) => {
    expect(formatResultCount(count)).toBe(expected);
  });
});

describe('ResultCount', () => {
  it('uses the singular label only for exactly one', () => {
    const { rerender, container } = render(<ResultCount count={1} />);
    expect(container).toHaveTextContent('1 result');
    expect(container).not.toHaveTextContent('results');
    rerender(<ResultCount count={0} />);
    expect(container).toHaveTextContent('0 results');
    rerender(<ResultCount count={1234} singular="row" plural="rows" />);
    expect(container).toHaveTextContent('1,234 rows');
    rerender(<ResultCount count={2_000_000} />);
    expect(container).toHaveTextContent('1,000,000+ results');
  });

  it('can announce changes politely', () => {
    render(<ResultCount count={12} announce />);
    expect(screen.getByText('12').parentElement).toHaveAttribute('aria-live', 'polite');
  });
});
