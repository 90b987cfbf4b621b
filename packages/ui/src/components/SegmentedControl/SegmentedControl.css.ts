import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const group = recipe({
  base: {
    display: 'inline-flex',
    padding: vars.space.xxs,
    gap: vars.space.xxs,
    background: vars.color.surface.sunken,
    border: `1px solid ${vars.color.border.default}`,
    borderRadius: vars.radius.md,
    selectors: { '&[data-disabled]': { opacity: 1 } },
  },
});

/** One segment; the selected one is raised on the sunken track. */
export const segment = recipe({
  base: {
    minHeight: vars.size.controlHeightSm,
    padding: `0 ${vars.space.md}`,
    border: '1px solid transparent',
    borderRadius: vars.radius.sm,
    background: 'transparent',
    color: vars.color.text.secondary,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.semibold,
    cursor: 'pointer',
    outline: 'none',
    transitionProperty: 'background-color, color',
    transitionDuration: vars.duration.fast,
    selectors: {
      '&[data-hovered]': { color: vars.color.text.primary },
      '&[data-selected]': {
        background: vars.color.surface.base,
        color: vars.color.brand.subtleText,
        borderColor: vars.color.border.default,
        boxShadow: vars.shadow.sm,
      },
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '1px' },
      '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' } },
  },
});
