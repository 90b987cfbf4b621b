import { style } from '@vanilla-extract/css';
import { vars } from '@tenderlens/ui';

export const panels = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(260px, 1fr) minmax(320px, 1.4fr)',
  gap: vars.space.xl,
  '@media': { 'screen and (max-width: 900px)': { gridTemplateColumns: '1fr' } },
});
export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
export const panelHeading = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
});
export const tones = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.xs,
  border: 0,
  padding: 0,
  margin: 0,
});
export const legend = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
  marginBottom: vars.space.xs,
});
export const error = style({ color: vars.color.tone.critical.text, fontSize: vars.font.size.sm, margin: 0 });
export const responses = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
export const response = style({
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const subject = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
});
export const body = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
  lineHeight: 1.5,
});
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
export const idle = style({ color: vars.color.text.secondary, fontSize: vars.font.size.sm, margin: 0 });
