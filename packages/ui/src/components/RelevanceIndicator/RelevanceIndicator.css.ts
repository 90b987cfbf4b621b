import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  color: vars.color.text.primary,
  verticalAlign: 'middle',
});

export const bars = style({ display: 'inline-flex', alignItems: 'flex-end', gap: vars.space.xxs });

/** One bar; the three bars rise in height. Filled bars use the level's colour; empty ones keep an outline (non-text contrast). */
export const bar = recipe({
  base: {
    display: 'block',
    width: vars.space.xs,
    borderRadius: vars.radius.sm,
    border: `1px solid ${vars.color.border.strong}`,
    background: vars.color.surface.base,
  },
  variants: {
    position: {
      1: { height: vars.space.sm },
      2: { height: vars.space.md },
      3: { height: vars.space.lg },
    },
    filled: { true: {}, false: {} },
    level: { none: {}, low: {}, medium: {}, high: {} },
  },
  compoundVariants: [
    { variants: { filled: true, level: 'low' }, style: { background: vars.color.tone.caution.solid, borderColor: vars.color.tone.caution.solid } },
    { variants: { filled: true, level: 'medium' }, style: { background: vars.color.tone.info.solid, borderColor: vars.color.tone.info.solid } },
    { variants: { filled: true, level: 'high' }, style: { background: vars.color.tone.positive.solid, borderColor: vars.color.tone.positive.solid } },
  ],
  defaultVariants: { position: 1, filled: false, level: 'none' },
});

export const label = style({ fontWeight: vars.font.weight.medium, whiteSpace: 'nowrap' });
