import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  color: vars.color.text.primary,
});

export const cell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  textAlign: 'start',
  verticalAlign: 'middle',
});

export const code = style({ fontFamily: vars.font.family.mono, fontSize: vars.font.size.xs });

export const sample = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border.subtle}`,
  fontWeight: vars.font.weight.medium,
});

export const result = recipe({
  base: { fontWeight: vars.font.weight.semibold },
  variants: {
    pass: { true: { color: vars.color.tone.positive.text }, false: { color: vars.color.tone.critical.text } },
  },
});

export const spaceBar = style({
  display: 'block',
  height: vars.space.md,
  background: vars.color.brand.solid,
});

export const iconGrid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${vars.size.illustration}, 1fr))`,
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const iconTile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xs,
  color: vars.color.text.primary,
  overflowWrap: 'anywhere',
  textAlign: 'center',
});
