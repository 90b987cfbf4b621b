import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { BetaTag } from './BetaTag';
import { Tag } from './Tag';

describe('Tag', () => {
  it('renders its label with the tone as data', () => {
    render(<Tag tone="positive">Open</Tag>);
    expect(screen.getByText('Open')).toHaveAttribute('data-tone', 'positive');
  });
});

describe('BetaTag', () => {
  it('is plain text without a note', () => {
    render(<BetaTag />);
    expect(screen.getByText('Beta')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows its note in a tooltip on keyboard focus', async () => {
    const user = userEvent.setup();
    render(<BetaTag note="We are still improving this feature." />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Beta' })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('We are still improving this feature.');
  });

  it('shows its note on press (click or tap) and Enter, and describes itself with it', async () => {
    const user = userEvent.setup();
    render(<BetaTag note="We are still improving this feature." />);
    const tag = screen.getByRole('button', { name: 'Beta' });
    expect(tag).toHaveAccessibleDescription('We are still improving this feature.');
    // (Hover needs real pointer events: the catalogue's BetaNoteOnHover story covers it in a browser.)
    await user.click(tag);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('We are still improving this feature.');
    // A second press keeps it open (a hover may have opened it just before the click); Escape closes it.
    await user.click(tag);
    expect(await screen.findByRole('tooltip')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    // Keyboard: Enter opens it again.
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('tooltip')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <div>
        <Tag tone="caution" icon="AlertTriangle">
          Closing soon
        </Tag>
        <BetaTag note="Early access" />
      </div>,
    );
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
