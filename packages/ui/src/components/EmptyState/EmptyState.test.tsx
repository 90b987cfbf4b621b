import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';
import { emptyStateIllustrationNames } from './EmptyStateIllustration';

describe('EmptyState', () => {
  it('has a heading, a description and actions; the illustration is decorative', () => {
    const { container } = render(
      <EmptyState
        illustration="noResults"
        title="No results"
        description="Try fewer filters."
        headingLevel={3}
        actions={<Button>Clear filters</Button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'No results' })).toBeInTheDocument();
    expect(screen.getByText('Try fewer filters.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
    expect(container.querySelector('svg[data-illustration="noResults"]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('has all eight illustrations and no axe violations with any of them', async () => {
    expect(emptyStateIllustrationNames).toEqual([
      'notifications',
      'noResults',
      'noDocuments',
      'startingState',
      'loadError',
      'userRequiredContent',
      'success',
      'download',
    ]);
    const { container } = render(
      <div>
        {emptyStateIllustrationNames.map((name) => (
          <EmptyState key={name} illustration={name} title={name} />
        ))}
      </div>,
    );
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
