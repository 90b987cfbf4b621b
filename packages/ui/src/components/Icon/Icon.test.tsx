import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Bell } from 'lucide-react';
import { Icon, Icons } from './Icon';

describe('Icon', () => {
  it('is decorative (aria-hidden) without a label', () => {
    const { container } = render(<Icon icon="Bell" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('is an image named by its label when given one', () => {
    render(<Icon icon="Lock" label="Locked" />);
    expect(screen.getByRole('img', { name: 'Locked' })).toBeInTheDocument();
  });

  it('accepts an icon component as well as a name', () => {
    const { container } = render(<Icon icon={Bell} size="lg" />);
    expect(container.querySelector('svg')).toBeInTheDocument();
  });

  it('exposes the curated set, including the names the product uses', () => {
    for (const name of ['Bell', 'Home', 'Gavel', 'PoundSterling', 'HelpCircle', 'MoreHorizontal', 'Trash2'] as const) {
      expect(Icons[name]).toBeDefined();
    }
  });
});
