import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmailTokenInput, isValidEmail } from './EmailTokenInput';

const rows = () => screen.queryAllByRole('row').map((r) => r.getAttribute('aria-label') ?? r.textContent);
const messages = {
  requiredMessage: 'Please enter at least one email address',
  invalidMessage: 'Please enter a valid email address',
};

describe('isValidEmail', () => {
  it.each([
    ['a@b.co', true],
    ['first.last@example.gov.uk', true],
    ['no-at-sign.com', false],
    ['a@b', false],
    ['a b@c.com', false],
    ['', false],
  ])('%s → %s', (text, expected) => expect(isValidEmail(text)).toBe(expected));
});

describe('EmailTokenInput', () => {
  it('splits typed text on comma, space and Enter', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<EmailTokenInput label="Invite" onChange={onChange} {...messages} />);
    const input = screen.getByRole('textbox', { name: 'Invite' });
    await user.type(input, 'a@b.co,c@d.co e@f.co{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['a@b.co', 'c@d.co', 'e@f.co']);
    expect(input).toHaveValue('');
    expect(screen.queryByText(messages.invalidMessage)).not.toBeInTheDocument();
  });

  it('splits pasted text on new lines, commas and spaces, ignoring duplicates', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<EmailTokenInput label="Invite" onChange={onChange} defaultValue={['a@b.co']} {...messages} />);
    await user.click(screen.getByRole('textbox'));
    await user.paste('x@y.co\nA@b.co, z@y.co  w@y.co');
    expect(onChange).toHaveBeenLastCalledWith(['a@b.co', 'x@y.co', 'z@y.co', 'w@y.co']);
  });

  it('marks invalid tokens and shows the invalid message until they are removed', async () => {
    const user = userEvent.setup();
    render(<EmailTokenInput label="Invite" {...messages} />);
    const input = screen.getByRole('textbox');
    await user.type(input, 'ok@x.co nope ');
    expect(rows()).toEqual(['ok@x.co', 'nope (invalid)']);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(messages.invalidMessage);
    await user.click(screen.getByRole('button', { name: /Remove nope/ }));
    expect(rows()).toEqual(['ok@x.co']);
    expect(screen.queryByText(messages.invalidMessage)).not.toBeInTheDocument();
  });

  it('shows the required message once left empty, and Backspace removes the last token', async () => {
    const user = userEvent.setup();
    render(<EmailTokenInput label="Invite" isRequired defaultValue={['a@b.co']} {...messages} />);
    await user.click(screen.getByRole('textbox'));
    await user.keyboard('{Backspace}');
    expect(rows()).toEqual([]);
    expect(screen.queryByText(messages.requiredMessage)).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText(messages.requiredMessage)).toBeInTheDocument();
  });

  it('commits the remaining text on blur', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<EmailTokenInput label="Invite" onChange={onChange} {...messages} />);
    await user.type(screen.getByRole('textbox'), 'last@x.co');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(['last@x.co']);
  });
});
