import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const switchRoot = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  color: vars.color.text.primary,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' } },
});

/** Track and thumb follow the root's RAC state attributes. The off track uses `border.strong` (3:1 non-text contrast). */
export const track = recipe({
  base: {
    flexShrink: 0,
    position: 'relative',
    width: `calc(${vars.size.iconMd} * 2)`,
    height: vars.size.iconMd,
    borderRadius: vars.radius.full,
    background: vars.color.border.strong,
    transitionProperty: 'background-color',
    transitionDuration: vars.duration.fast,
    selectors: {
      [`${switchRoot}[data-selected] &`]: { background: vars.color.brand.solid },
      [`${switchRoot}[data-hovered][data-selected] &`]: { background: vars.color.brand.solidHover },
      [`${switchRoot}[data-focus-visible] &`]: {
        outline: `2px solid ${vars.color.border.focus}`,
        outlineOffset: '2px',
      },
      [`${switchRoot}[data-disabled] &`]: { background: vars.color.border.default },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' } },
  },
});

export const thumb = recipe({
  base: {
    position: 'absolute',
    top: vars.space.xxs,
    insetInlineStart: vars.space.xxs,
    width: `calc(${vars.size.iconMd} - ${vars.space.xxs} * 2)`,
    height: `calc(${vars.size.iconMd} - ${vars.space.xxs} * 2)`,
    borderRadius: vars.radius.full,
    background: vars.color.surface.base,
    boxShadow: vars.shadow.sm,
    transitionProperty: 'transform',
    transitionDuration: vars.duration.fast,
    selectors: {
      [`${switchRoot}[data-selected] &`]: { transform: `translateX(${vars.size.iconMd})` },
      // Right to left: the thumb starts on the right and moves left.
      [`[dir=rtl] ${switchRoot}[data-selected] &`]: {
        transform: `translateX(calc(-1 * ${vars.size.iconMd}))`,
      },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' } },
  },
});

export const withDescription = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const description = style({
  paddingInlineStart: `calc(${vars.size.iconMd} * 2 + ${vars.space.sm})`,
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
});
