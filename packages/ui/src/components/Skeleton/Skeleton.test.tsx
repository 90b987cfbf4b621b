import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Skeleton, SkeletonGroup } from './Skeleton';

describe('Skeleton', () => {
  it('draws hidden placeholder shapes, one per text line', () => {
    const { container } = render(<Skeleton lines={3} />);
    const wrapper = container.firstElementChild;
    expect(wrapper).toHaveAttribute('aria-hidden', 'true');
    expect(wrapper?.children).toHaveLength(3);
  });

  it('SkeletonGroup marks the area busy and says it is loading', () => {
    const { rerender } = render(
      <SkeletonGroup>
        <Skeleton variant="circle" />
        <Skeleton variant="block" height="80px" />
      </SkeletonGroup>,
    );
    const label = screen.getByText('Loading');
    expect(label.parentElement).toHaveAttribute('aria-busy', 'true');
    rerender(
      <SkeletonGroup isLoading={false} label="Fetching">
        <p>Ready</p>
      </SkeletonGroup>,
    );
    expect(screen.queryByText('Fetching')).not.toBeInTheDocument();
    expect(screen.getByText('Ready').parentElement).not.toHaveAttribute('aria-busy');
  });
});
