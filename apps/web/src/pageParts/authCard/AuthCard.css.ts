import { style } from '@vanilla-extract/css';
import { vars } from '@tenderlens/ui';

export const page = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.xl,
  background: vars.color.surface.page,
});
export const card = style({
  width: '100%',
  maxWidth: '420px',
  background: vars.color.surface.base,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  padding: vars.space.xxl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});
export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.brand.subtleText,
});
export const heading = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.semibold,
});
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const links = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
});
export const text = style({ margin: 0, color: vars.color.text.secondary, lineHeight: 1.5 });
