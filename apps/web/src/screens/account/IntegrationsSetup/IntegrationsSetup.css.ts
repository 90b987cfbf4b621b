import { style } from '@vanilla-extract/css';
import { vars } from '@tenderlens/ui';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  padding: `${vars.space.xl} ${vars.space.xxl}`,
  minWidth: 0,
  maxWidth: '960px',
});
export const heading = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
});
export const intro = style({ margin: 0, color: vars.color.text.secondary });
export const providers = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))',
  gap: vars.space.lg,
});
export const card = style({
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.base,
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
export const cardHeading = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
});
export const muted = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.sm });
export const row = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-end', flexWrap: 'wrap' });
export const mapping = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
  gap: vars.space.md,
});
export const facts = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.lg}`,
});
export const term = style({ color: vars.color.text.secondary, fontSize: vars.font.size.sm });
export const definition = style({ margin: 0, color: vars.color.text.primary });
