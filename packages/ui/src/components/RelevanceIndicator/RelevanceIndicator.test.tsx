import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { RelevanceIndicator, relevanceLevel } from './RelevanceIndicator';

describe('relevanceLevel', () => {
  it.each([
    [3, 'high'],
    [2, 'medium'],
    [1, 'low'],
    [0, 'none'],
    [4, 'none'],
    [-1, 'none'],
    [2.5, 'none'],
    [null, 'none'],
    [undefined, 'none'],
  ])('%s → %s', (score, level) => {
    expect(relevanceLevel(score)).toBe(level);
  });
});

describe('RelevanceIndicator', () => {
  it.each([
    [3, 'High', 3],
    [2, 'Medium', 2],
    [1, 'Low', 1],
    [0, 'None', 0],
  ])('score %s reads %s with %s filled bars', (score, word, filled) => {
    const { container } = render(<RelevanceIndicator score={score} />);
    expect(container).toHaveTextContent(word);
    expect(container.querySelectorAll('[data-filled]')).toHaveLength(filled);
    expect(container.querySelector('[aria-hidden="true"]')?.children).toHaveLength(3);
  });

  it('reads the prefix and keeps the word for screen readers when hidden', () => {
    render(<RelevanceIndicator score={3} prefix="Relevance" showLabel={false} />);
    expect(screen.getByText('Relevance:')).toBeInTheDocument();
    expect(screen.getByText('High')).toBeInTheDocument();
  });

  it('takes custom words', () => {
    const { container } = render(<RelevanceIndicator score={5} labels={{ none: 'No score' }} />);
    expect(container).toHaveTextContent('No score');
  });

  it('has no axe violations', async () => {
    const { container } = render(<RelevanceIndicator score={2} prefix="Relevance" />);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
