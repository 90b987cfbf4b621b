import { style } from '@vanilla-extract/css';
import { vars } from '@tenderlens/ui';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
export const headingRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});
export const heading = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
});
export const showing = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.md });
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  background: vars.color.surface.base,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
});
export const reasons = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const meta = style({
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'center',
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  flexWrap: 'wrap',
});
export const name = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
});
export const buyer = style({ margin: 0, color: vars.color.text.secondary });
export const footer = style({ display: 'flex', justifyContent: 'flex-end' });
export const description = style({
  margin: 0,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.primary,
  whiteSpace: 'pre-line',
});
export const mark = style({
  background: vars.color.tone.caution.subtle,
  color: vars.color.text.primary,
  fontWeight: vars.font.weight.semibold,
  padding: `0 ${vars.space.xxs}`,
});
export const previewTitle = style({ color: vars.color.text.link, fontWeight: vars.font.weight.semibold });
export const previewBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxWidth: vars.size.popoverMaxWidth,
});
export const sentinel = style({ height: '1px' });
export const caution = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxWidth: vars.size.popoverMaxWidth,
});
export const cautionText = style({ margin: 0, lineHeight: vars.font.lineHeight.normal });
