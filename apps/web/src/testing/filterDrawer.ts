import { userEvent, type within } from 'storybook/test';

/** Opens a filter drawer group by its title (stories; a group already open stays open). */
export async function expandGroup(drawer: ReturnType<typeof within>, name: string) {
  const trigger = drawer
    .getAllByRole('button', { name: new RegExp(`^${name}`) })
    .find((b: HTMLElement) => b.hasAttribute('aria-expanded'));
  if (trigger && trigger.getAttribute('aria-expanded') !== 'true') await userEvent.click(trigger);
}
