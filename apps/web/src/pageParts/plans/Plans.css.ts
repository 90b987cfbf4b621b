import { style } from '@vanilla-extract/css';
import { vars } from '@tenderlens/ui';

export const tableWrap = style({ overflowX: 'auto', minWidth: 0 });
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.md,
  color: vars.color.text.primary,
});
export const sectionRow = style({
  textAlign: 'left',
  padding: `${vars.space.md} ${vars.space.sm} ${vars.space.xs}`,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  borderBottom: `1px solid ${vars.color.border.default}`,
});
export const cell = style({
  padding: `${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  textAlign: 'center',
  verticalAlign: 'middle',
});
export const featureCell = style([cell, { textAlign: 'left', fontWeight: vars.font.weight.regular }]);
export const headCell = style([cell, { fontWeight: vars.font.weight.semibold }]);
export const current = style({ background: vars.color.brand.subtle });
export const currentTag = style({
  display: 'inline-block',
  marginInlineStart: vars.space.xs,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.brand.solid,
  color: vars.color.brand.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});
export const yes = style({ color: vars.color.text.primary });
export const no = style({ color: vars.color.text.secondary });
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, margin: 0 });
export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });
export const caption = style({
  captionSide: 'top',
  textAlign: 'left',
  padding: `${vars.space.sm} 0`,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
});
