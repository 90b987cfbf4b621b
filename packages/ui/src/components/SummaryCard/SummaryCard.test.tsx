import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { SummaryCard, SummaryList, SummaryListItem } from './SummaryCard';

describe('SummaryCard', () => {
  it('is a region named by its title, with the figure, the list and the footer link', async () => {
    const { container } = render(
      <SummaryCard title="New notices" figure={12} figureLabel="since Wednesday" action={<a href="/all">See all 12</a>}>
        <SummaryList label="Newest">
          <SummaryListItem title={<a href="/one">Cloud hosting</a>} meta="Leeds City Council" aside="Today" />
        </SummaryList>
      </SummaryCard>,
    );
    const region = screen.getByRole('region', { name: 'New notices' });
    expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent('New notices');
    expect(region).toHaveTextContent('12since Wednesday');
    const list = within(region).getByRole('list', { name: 'Newest' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByRole('link', { name: 'Cloud hosting' })).toHaveAttribute('href', '/one');
    expect(within(region).getByRole('link', { name: 'See all 12' })).toHaveAttribute('href', '/all');
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('shows the empty content when there is no list', () => {
    render(<SummaryCard title="Leads" empty="Nothing closes soon." figure={0} />);
    expect(screen.getByRole('region', { name: 'Leads' })).toHaveTextContent('Nothing closes soon.');
  });

  it('shows only the lock when locked: no figure, list or footer action', () => {
    render(
      <SummaryCard title="Contracts" figure={3} action={<a href="/all">See all</a>} locked={<p>Upgrade to see contracts</p>}>
        <SummaryList label="Rows">
          <SummaryListItem title="Hidden" />
        </SummaryList>
      </SummaryCard>,
    );
    const region = screen.getByRole('region', { name: 'Contracts' });
    expect(region).toHaveTextContent('Upgrade to see contracts');
    expect(within(region).queryByRole('list')).toBeNull();
    expect(within(region).queryByRole('link')).toBeNull();
    expect(region).not.toHaveTextContent('3');
  });
});
