import { recipe } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const row = recipe({
  base: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${vars.space.xxs} ${vars.space.md}`,
    margin: 0,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
  },
  variants: {
    layout: {
      /** Label and value side by side (wraps at 400% zoom). */
      inline: { flexDirection: 'row', alignItems: 'baseline' },
      /** Label above value. */
      stacked: { flexDirection: 'column' },
    },
  },
  defaultVariants: { layout: 'inline' },
});

export const label = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontWeight: vars.font.weight.medium,
});

export const value = recipe({
  base: { margin: 0, color: vars.color.text.primary, overflowWrap: 'anywhere', minWidth: 0 },
  variants: {
    missing: { true: { color: vars.color.text.secondary }, false: {} },
    numeric: { true: { fontVariantNumeric: 'tabular-nums' }, false: {} },
  },
  defaultVariants: { missing: false, numeric: false },
});
