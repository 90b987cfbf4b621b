import { style } from '@vanilla-extract/css';
import { vars } from '@tenderlens/ui';

export const sections = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });
export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const headerTitle = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.semibold, color: vars.color.text.primary });
export const richText = style({ color: vars.color.text.primary, lineHeight: 1.6, overflowWrap: 'anywhere' });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const item = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, paddingBottom: vars.space.md, borderBottom: `1px solid ${vars.color.border.subtle}` });
export const itemMeta = style({ display: 'flex', gap: vars.space.md, flexWrap: 'wrap', color: vars.color.text.secondary, fontSize: vars.font.size.sm });
export const chips = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });
export const groups = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: vars.space.lg });
export const groupTitle = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold, color: vars.color.text.primary });
export const frame = style({ width: '100%', border: `1px solid ${vars.color.border.subtle}`, borderRadius: vars.radius.md });
export const answer = style({ margin: 0, color: vars.color.text.primary, lineHeight: 1.6 });
export const cards = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))', gap: vars.space.lg });
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.base,
});
export const cardTitle = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold });
