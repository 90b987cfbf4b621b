import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { Icons } from '../components/Icon';
import { contrastPairs } from '../theme/contrast';
import { BreakpointTable, ContrastTable, IconGallery, MotionTable, SpacingScale, TypeTable } from './FoundationsBlocks';

describe('Foundations blocks', () => {
  it('lists every contrast pair, all passing AA', () => {
    render(<ContrastTable />);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(contrastPairs.length);
    expect(screen.queryByText('Fail')).not.toBeInTheDocument();
  });

  it('shows the breakpoints and motion timings of the spec', () => {
    render(
      <>
        <BreakpointTable />
        <MotionTable />
      </>,
    );
    for (const px of ['576 px', '768 px', '992 px', '1200 px', '1600 px', '300ms', '700 ms', '100 ms']) {
      expect(screen.getAllByText(px).length).toBeGreaterThan(0);
    }
  });

  it('renders every exported icon', () => {
    render(<IconGallery />);
    expect(within(screen.getByRole('list', { name: 'Icons' })).getAllByRole('listitem')).toHaveLength(
      Object.keys(Icons).length,
    );
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <>
        <ContrastTable />
        <SpacingScale />
        <TypeTable />
        <MotionTable />
        <BreakpointTable />
        <IconGallery />
      </>,
    );
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  }, 30_000); // axe over ~150 table rows and 60 icons is slow in jsdom on a shared machine
});
