import { style } from '@vanilla-extract/css';
import { vars } from '@tenderlens/ui';

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const item = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.surface.base,
});
export const meta = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space.sm, fontSize: vars.font.size.sm });
export const author = style({ fontWeight: vars.font.weight.semibold, color: vars.color.text.primary });
export const time = style({ color: vars.color.text.secondary });
export const content = style({ margin: `${vars.space.xs} 0 0`, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', color: vars.color.text.primary });
export const deleted = style({ margin: `${vars.space.xs} 0 0`, fontStyle: 'italic', color: vars.color.text.secondary });
export const actions = style({ display: 'flex', gap: vars.space.xs, marginTop: vars.space.xs });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const formActions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });
export const picker = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
  boxShadow: vars.shadow.md,
});
export const pickerOption = style({
  display: 'block',
  width: '100%',
  textAlign: 'left',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text.primary,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"], &:hover': { background: vars.color.brand.subtle, color: vars.color.brand.subtleText },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '1px' },
  },
});
export const pickerEmail = style({ display: 'block', fontSize: vars.font.size.xs, color: vars.color.text.secondary });
export const notice = style({ color: vars.color.text.secondary, margin: 0 });
