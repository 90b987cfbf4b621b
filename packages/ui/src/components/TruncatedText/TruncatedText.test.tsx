import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { TruncatedText, truncateText } from './TruncatedText';

const long = 'word '.repeat(120).trim(); // 599 characters

describe('truncateText', () => {
  it.each([
    ['short', 10, 'short'],
    ['exactly ten', 11, 'exactly ten'],
    ['alpha beta gamma delta', 20, 'alpha beta gamma'],
    ['abcdefghijklmnop', 5, 'abcde'],
    ['ab cdefghijklmnop', 10, 'ab cdefghi'],
  ])('%s cut at %s → %s', (text, max, expected) => {
    expect(truncateText(text, max)).toBe(expected);
  });
});

describe('TruncatedText', () => {
  it('shows short text in full with no toggle', () => {
    render(<TruncatedText text="A short comment." />);
    expect(screen.getByText('A short comment.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('does not cut text of exactly maxLength', () => {
    render(<TruncatedText text={'x'.repeat(500)} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('cuts long text and toggles with the keyboard, updating aria-expanded', async () => {
    const user = userEvent.setup();
    const { container } = render(<TruncatedText text={long} maxLength={500} />);
    const toggle = screen.getByRole('button', { name: 'Read more' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const textEl = document.getElementById(toggle.getAttribute('aria-controls')!);
    expect(textEl?.textContent?.length).toBeLessThanOrEqual(501);
    expect(textEl?.textContent?.endsWith('…')).toBe(true);

    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    const less = screen.getByRole('button', { name: 'Read less' });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    expect(container).toHaveTextContent(long);

    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Read more' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('takes labels and can start expanded', () => {
    render(<TruncatedText text={long} maxLength={10} defaultExpanded moreLabel="Show all" lessLabel="Show less" />);
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('has no axe violations', async () => {
    const { container } = render(<TruncatedText text={long} maxLength={50} />);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
