import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { Button } from 'react-aria-components';
import { formatPlanNote, type PaywallContentProps } from './PaywallContent';
import { PaywallModal } from './PaywallModal';
import { PaywallPage } from './PaywallPage';
import { PaywallPopover } from './PaywallPopover';

const content = (overrides: Partial<PaywallContentProps> = {}): PaywallContentProps => ({
  title: 'Unlock awards',
  description: 'See who won what.',
  bullets: ['Every award', 'Exports'],
  planNote: 'Available on our Growth plan',
  primaryAction: { label: 'Upgrade', onPress: vi.fn() },
  secondaryActions: [
    { label: 'View pricing', href: '/pricing' },
    { label: 'Compare all plans', onPress: vi.fn() },
  ],
  ...overrides,
});

describe('formatPlanNote', () => {
  it('says which plan includes the feature, or which it is an add on to', () => {
    expect(formatPlanNote({ plan: 'Growth' })).toBe('Available on our Growth plan');
    expect(formatPlanNote({ addOnTo: 'Growth' })).toBe('Available as an add on to Growth');
  });
});

describe('PaywallPage', () => {
  it('renders the title as h1, the bullets as a list, the plan note and the actions', () => {
    render(<PaywallPage {...content()} />);
    const region = screen.getByRole('region', { name: 'Unlock awards' });
    expect(within(region).getByRole('heading', { level: 1 })).toHaveTextContent('Unlock awards');
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Every award', 'Exports']);
    expect(region).toHaveTextContent('Available on our Growth plan');
    expect(screen.getByRole('button', { name: 'Upgrade' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View pricing' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('button', { name: 'Compare all plans' })).toBeInTheDocument();
  });

  it('actions are keyboard operable', async () => {
    const user = userEvent.setup();
    const props = content();
    render(<PaywallPage {...props} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Upgrade' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(props.primaryAction.onPress).toHaveBeenCalledTimes(1);
  });

  it('renders a video with controls and the fallback text', () => {
    const { container } = render(
      <PaywallPage
        {...content({
          media: { type: 'video', src: '/tour.mp4', poster: '/tour.png', captionsSrc: '/tour.vtt' },
        })}
      />,
    );
    const video = container.querySelector('video');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('src', '/tour.mp4');
    expect(video).toHaveAttribute('poster', '/tour.png');
    expect(video?.querySelector('track')).toHaveAttribute('kind', 'captions');
    expect(video).toHaveTextContent(/^Your browser does not support the video tag\.$/);
  });

  it('renders an image with its alt text', () => {
    render(
      <PaywallPage {...content({ media: { type: 'image', src: '/shot.png', alt: 'The awards table' } })} />,
    );
    expect(screen.getByRole('img', { name: 'The awards table' })).toHaveAttribute('src', '/shot.png');
  });

  it('throws when the image src is missing', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      render(<PaywallPage {...content({ media: { type: 'image', src: '', alt: 'x' } })} />),
    ).toThrow('Paywall image is missing');
    spy.mockRestore();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <PaywallPage {...content({ media: { type: 'image', src: '/a.png', alt: 'Preview' } })} />,
    );
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});

describe('PaywallModal', () => {
  it('is a dialog named by its title, closable with Escape', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<PaywallModal isOpen onOpenChange={onOpenChange} {...content()} />);
    const dialog = screen.getByRole('dialog', { name: 'Unlock awards' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(within(dialog).getByRole('button', { name: 'Upgrade' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

describe('PaywallPopover', () => {
  it('opens from its trigger, moves focus in, and returns it on Escape', async () => {
    const user = userEvent.setup();
    render(
      <PaywallPopover {...content()}>
        <Button>Awards</Button>
      </PaywallPopover>,
    );
    const trigger = screen.getByRole('button', { name: 'Awards' });
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Unlock awards' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(within(dialog).getByRole('link', { name: 'View pricing' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  });
});
