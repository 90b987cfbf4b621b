import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { Button } from '../Button';
import { Card } from './Card';

describe('Card', () => {
  it('is a region named by its heading, with body and footer', () => {
    render(
      <Card title="Summary" subtitle="Last 3 years" footer={<a href="/more">See all</a>}>
        Body text
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Summary' });
    expect(within(region).getByRole('heading', { level: 3, name: 'Summary' })).toBeInTheDocument();
    expect(region).toHaveTextContent('Last 3 years');
    expect(region).toHaveTextContent('Body text');
    expect(within(region).getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/more');
  });

  it('takes a heading level', () => {
    render(<Card title="Title" headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Title');
  });

  it('is not a named region without a title', () => {
    render(<Card>Only body</Card>);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByText('Only body')).toBeInTheDocument();
  });

  it('puts actions in the tab order after the heading', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <Card title="Title" actions={<Button onPress={onPress}>Edit</Button>}>
        Body
      </Card>,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <Card title="Title" actions={<Button>Edit</Button>} footer="Footer">
        Body
      </Card>,
    );
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
