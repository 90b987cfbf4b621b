import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const tooltip = recipe({
  base: {
    maxWidth: vars.size.tooltipMaxWidth,
    padding: `${vars.space.xs} ${vars.space.sm}`,
    borderRadius: vars.radius.sm,
    background: vars.color.surface.inverse,
    color: vars.color.text.inverse,
    boxShadow: vars.shadow.md,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.regular,
    lineHeight: vars.font.lineHeight.normal,
    textAlign: 'start',
    whiteSpace: 'normal',
    overflowWrap: 'break-word',
    zIndex: vars.zIndex.popover,
    outline: 'none',
    selectors: {
      '&[data-entering]': { animation: `${fadeIn} ${vars.duration.fast} ease-out` },
    },
    '@media': {
      '(prefers-reduced-motion: reduce)': { selectors: { '&[data-entering]': { animation: 'none' } } },
    },
  },
});

export const arrow = style({
  display: 'block',
  fill: vars.color.surface.inverse,
  width: vars.space.sm,
  height: vars.space.sm,
  selectors: {
    '[data-placement=bottom] &': { transform: 'rotate(180deg)' },
    '[data-placement=left] &': { transform: 'rotate(-90deg)' },
    '[data-placement=right] &': { transform: 'rotate(90deg)' },
  },
});
