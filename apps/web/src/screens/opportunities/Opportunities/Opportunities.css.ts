import { style } from '@vanilla-extract/css';
import { vars } from '@tenderlens/ui';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: `${vars.space.xl} ${vars.space.xxl}`,
  minWidth: 0,
});
export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.lg, flexWrap: 'wrap' });
export const heading = style({
  margin: 0,
  flex: '1 1 auto',
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
});
export const filters = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'flex-end' });
export const filter = style({ minWidth: '180px', maxWidth: '260px' });
export const counts = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const countItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, fontSize: vars.font.size.sm, color: vars.color.text.secondary });
export const bulk = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface.sunken,
  borderRadius: vars.radius.md,
});
export const link = style({ color: vars.color.text.link, fontWeight: vars.font.weight.semibold, textDecoration: 'none', selectors: { '&:hover': { textDecoration: 'underline' } } });
export const cardMeta = style({ margin: `${vars.space.xxs} 0 0`, fontSize: vars.font.size.sm, color: vars.color.text.secondary });
