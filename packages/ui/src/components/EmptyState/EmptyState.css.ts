import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: vars.space.md,
    padding: vars.space.xl,
    color: vars.color.text.primary,
    fontFamily: vars.font.family.body,
  },
  variants: {
    align: {
      center: { marginInline: 'auto', alignItems: 'center', textAlign: 'center' },
      start: { alignItems: 'flex-start', textAlign: 'start' },
    },
  },
  defaultVariants: { align: 'center' },
});

export const illustration = style({
  width: vars.size.illustration,
  height: vars.size.illustration,
  flexShrink: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});

export const description = style({
  margin: 0,
  maxWidth: '60ch',
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.secondary,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
  selectors: { '[data-align=start] > &': { justifyContent: 'flex-start' } },
});

/* Illustration paints: flat fills from the colour tokens. */
export const paint = {
  backdrop: style({ fill: vars.color.brand.subtle }),
  paper: style({ fill: vars.color.surface.base, stroke: vars.color.border.strong, strokeWidth: 2 }),
  line: style({ fill: 'none', stroke: vars.color.border.default, strokeWidth: 4, strokeLinecap: 'round' }),
  brand: style({ fill: vars.color.brand.solid }),
  brandStroke: style({
    fill: 'none',
    stroke: vars.color.brand.solid,
    strokeWidth: 6,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  }),
  inverseStroke: style({
    fill: 'none',
    stroke: vars.color.surface.base,
    strokeWidth: 6,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  }),
  positive: style({ fill: vars.color.tone.positive.solid }),
  caution: style({ fill: vars.color.tone.caution.solid }),
  critical: style({ fill: vars.color.tone.critical.solid }),
  muted: style({ fill: vars.color.border.default }),
  inverse: style({ fill: vars.color.surface.base }),
};
