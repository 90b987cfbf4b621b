import type { Decorator } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria-components';

/**
 * Renders a story right to left, as for Hebrew (Latin digits, so figures stay comparable): `dir="rtl"` for the
 * CSS (the kit uses logical properties: inline-start/end) and RAC's locale for keyboard direction.
 */
export const withRightToLeft: Decorator = (Story) => (
  <I18nProvider locale="he-IL">
    <div dir="rtl" lang="he">
      <Story />
    </div>
  </I18nProvider>
);
