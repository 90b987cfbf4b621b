import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';
import { focusRing } from '../../styles/focusRing.css';

export const mention = recipe({
  base: [
    focusRing,
    {
      display: 'inline',
      // Also a <button>: inherit the running text's font and sit on its baseline.
      border: 'none',
      font: 'inherit',
      lineHeight: 'inherit',
      verticalAlign: 'baseline',
      padding: `0 ${vars.space.xxs}`,
      borderRadius: vars.radius.sm,
      background: vars.color.brand.subtle,
      color: vars.color.brand.subtleText,
      fontWeight: vars.font.weight.semibold,
      textDecoration: 'none',
      cursor: 'default',
      selectors: {
        '&[data-hovered], &:hover': { textDecoration: 'underline' },
      },
    },
  ],
  variants: {
    link: { true: { cursor: 'pointer' }, false: {} },
  },
  defaultVariants: { link: false },
});
