import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { Button } from '../Button';
import { Form } from './Form';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is a textbox named by its label and described by its description', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TextField label="Email" type="email" description="We never share it." onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAccessibleDescription('We never share it.');
    await user.type(input, 'a@b.co');
    expect(onChange).toHaveBeenLastCalledWith('a@b.co');
  });

  it('shows the error message and marks the input invalid', () => {
    render(<TextField label="Name" isInvalid errorMessage="Enter your name" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter your name');
  });

  it('validates required fields on submit inside a Form', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((e: React.FormEvent) => e.preventDefault());
    render(
      <Form onSubmit={onSubmit}>
        <TextField label="Company name" name="company" isRequired errorMessage="Enter a company name" />
        <Button type="submit">Save</Button>
      </Form>,
    );
    const input = screen.getByRole('textbox', { name: /Company name/ });
    expect(input).toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Enter a company name')).toBeInTheDocument();
    expect(input).toHaveFocus();
  });

  it('password fields have a toggle that reveals the value', async () => {
    const user = userEvent.setup();
    render(<TextField label="Password" type="password" />);
    const input = screen.getByLabelText('Password', { selector: 'input' });
    expect(input).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <Form>
        <TextField label="Email" type="email" description="Work address" isRequired />
        <TextField label="Password" type="password" isInvalid errorMessage="Too short" />
      </Form>,
    );
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
