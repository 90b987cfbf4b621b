import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import axe from 'axe-core';
import { SeenBy, seenByNames } from './SeenBy';

const ada = { id: 'u1', name: 'Ada Lovelace' };
const grace = { id: 'u2', name: 'Grace Hopper' };
const alan = { id: 'u3', name: 'Alan Turing' };

describe('seenByNames', () => {
  it.each([
    [[ada, grace], undefined, ['Ada Lovelace', 'Grace Hopper']],
    [[ada, grace], 'u2', ['you', 'Ada Lovelace']],
    [[ada, grace, ada, grace], 'u1', ['you', 'Grace Hopper']],
    [[ada], 'u9', ['Ada Lovelace']],
    [[], 'u1', []],
  ])('%j with current user %s → %j', (users, currentUserId, expected) => {
    expect(seenByNames(users, { currentUserId })).toEqual(expected);
  });
});

describe('SeenBy', () => {
  it('reads "Seen by" then the names, "you" first', () => {
    const { container } = render(<SeenBy users={[ada, grace, alan]} currentUserId="u3" />);
    expect(container).toHaveTextContent('Seen by you, Ada Lovelace and Grace Hopper');
  });

  it('lists each user once', () => {
    const { container } = render(<SeenBy users={[ada, ada, grace]} />);
    expect(container).toHaveTextContent('Seen by Ada Lovelace and Grace Hopper');
  });

  it('cuts a long list to "and N others"', () => {
    const { container } = render(<SeenBy users={[ada, grace, alan]} maxNames={1} />);
    expect(container).toHaveTextContent('Seen by Ada Lovelace and 2 others');
  });

  it('takes other words', () => {
    const { container } = render(<SeenBy users={[ada]} currentUserId="u1" label="Viewed by" youLabel="me" />);
    expect(container).toHaveTextContent('Viewed by me');
  });

  it('renders nothing when nobody has seen it', () => {
    const { container } = render(<SeenBy users={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('has no axe violations', async () => {
    const { container } = render(<SeenBy users={[ada, grace]} currentUserId="u1" />);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
