import { style } from '@vanilla-extract/css';
import { vars } from '@tenderlens/ui';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const tight = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.md} 0`,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});
export const itemText = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});
export const itemName = style({
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.primary,
  overflowWrap: 'anywhere',
});
export const meta = style({ fontSize: vars.font.size.sm, color: vars.color.text.secondary });
export const groupHeading = style({
  margin: `${vars.space.md} 0 0`,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.secondary,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});
export const row = style({ display: 'flex', gap: vars.space.md, alignItems: 'flex-end', flexWrap: 'wrap' });
/** Stretches in a row; in a column it keeps its content height (flex-basis auto). */
export const grow = style({ flex: '1 1 auto', minWidth: '160px' });
export const between = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
});
