import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { Mention } from './Mention';

describe('Mention', () => {
  it('shows the email on hover', async () => {
    const user = userEvent.setup();
    render(<Mention name="Ada" email="ada@example.com" />);
    const mention = screen.getByText('@Ada');
    // RAC only honours hover once it has seen a pointer move on the page: move over the body first.
    await user.pointer({ target: document.body });
    await user.hover(mention);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('ada@example.com');
  });

  it('renders @name', () => {
    render(<Mention name="Ada Lovelace" />);
    expect(screen.getByText('@Ada Lovelace')).toBeInTheDocument();
  });

  it('shows the email in a tooltip on keyboard focus, and hides it on Escape', async () => {
    const user = userEvent.setup();
    render(<Mention name="Ada Lovelace" email="ada@example.com" />);
    await user.tab();
    const mention = screen.getByText('@Ada Lovelace');
    expect(mention).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('ada@example.com');
    expect(mention).toHaveAttribute('aria-describedby', tooltip.id);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('is a button that shows the email when pressed (touch has no hover)', async () => {
    const user = userEvent.setup();
    render(<Mention name="Ada" email="ada@example.com" />);
    const mention = screen.getByRole('button', { name: '@Ada' });
    await user.keyboard('{Tab}{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('tooltip')).toHaveTextContent('ada@example.com');
    expect(mention).toHaveFocus();
  });

  it('is a link when given href', () => {
    render(<Mention name="Ada" email="ada@example.com" href="mailto:ada@example.com" />);
    expect(screen.getByRole('link', { name: '@Ada' })).toHaveAttribute('href', 'mailto:ada@example.com');
  });

  it('is not focusable without an email', async () => {
    const user = userEvent.setup();
    render(<Mention name="Ada" />);
    await user.tab();
    expect(document.body).toHaveFocus();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <p>
        Thanks <Mention name="Ada" email="ada@example.com" />!
      </p>,
    );
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
