import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { Avatar, avatarColour, getInitials } from './Avatar';

describe('getInitials', () => {
  it.each([
    ['Ada Lovelace', 'AL'],
    ['Ada King Lovelace', 'AL'],
    ['ada', 'A'],
    ['  grace   hopper ', 'GH'],
    ['jo.bloggs@example.com', 'JC'],
    ['Élodie Ørsted', 'ÉØ'],
    ['', '?'],
  ])('%s → %s', (name, initials) => {
    expect(getInitials(name)).toBe(initials);
  });
});

describe('avatarColour', () => {
  it('is deterministic and case-insensitive', () => {
    expect(avatarColour('Ada Lovelace')).toBe(avatarColour('ada lovelace'));
    expect(avatarColour('Ada Lovelace')).toBe(avatarColour('Ada Lovelace'));
  });

  it('spreads names over several colours', () => {
    const names = [
      'Ada',
      'Grace',
      'Alan',
      'Barbara',
      'Edsger',
      'Frances',
      'Donald',
      'Margaret',
      'Ken',
      'Radia',
    ];
    expect(new Set(names.map(avatarColour)).size).toBeGreaterThan(2);
  });
});

describe('Avatar', () => {
  it('is an image named by the person, showing initials', () => {
    render(<Avatar name="Ada Lovelace" />);
    const img = screen.getByRole('img', { name: 'Ada Lovelace' });
    expect(img).toHaveTextContent('AL');
    expect(img).toHaveAttribute('data-colour', avatarColour('Ada Lovelace'));
  });

  it('shows the photo, and falls back to initials when it fails', () => {
    const { container } = render(<Avatar name="Ada Lovelace" src="/ada.png" />);
    const photo = container.querySelector('img');
    expect(photo).toHaveAttribute('src', '/ada.png');
    expect(photo).toHaveAttribute('alt', '');
    fireEvent.error(photo!);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('AL');
  });

  it('is still named when the name is empty', () => {
    render(<Avatar name="  " />);
    expect(screen.getByRole('img', { name: 'Unknown' })).toHaveTextContent('?');
  });

  it('can be decorative', () => {
    render(<Avatar name="Ada Lovelace" decorative />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <div>
        <Avatar name="Ada Lovelace" />
        <Avatar name="Grace Hopper" src="/grace.png" />
        <Avatar name="" />
      </div>,
    );
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
