import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Badge, formatBadgeCount } from './Badge';

describe('Badge', () => {
  it('shows the count', () => {
    render(<Badge count={7} />);
    expect(screen.getByText('7')).toBeInTheDocument();
  });

  it('caps at max', () => {
    expect(formatBadgeCount(120)).toBe('99+');
    expect(formatBadgeCount(99)).toBe('99');
    render(<Badge count={12} max={9} />);
    expect(screen.getByText('9+')).toBeInTheDocument();
  });

  it('renders nothing for zero unless showZero', () => {
    const { container, rerender } = render(<Badge count={0} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Badge count={0} showZero />);
    expect(screen.getByText('0')).toBeInTheDocument();
  });

  it('reads its label instead of the bare number', () => {
    const { container } = render(<Badge count={3} label="3 unread" />);
    expect(container).toHaveTextContent('3 unread');
    expect(screen.getByText('3')).toHaveAttribute('aria-hidden', 'true');
  });
});
