import { style } from '@vanilla-extract/css';
import { vars } from '@tenderlens/ui';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: `${vars.space.xl} ${vars.space.xxl}`,
  minWidth: 0,
});
export const header = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.lg,
  flexWrap: 'wrap',
});
export const heading = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
});
export const subheading = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
});
export const meta = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.md });
export const toolbar = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.md,
  flexWrap: 'wrap',
});
export const search = style({ flex: '1 1 320px', maxWidth: '560px' });
export const link = style({
  color: vars.color.text.link,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { textDecoration: 'underline' },
  },
});
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.base,
  minWidth: 0,
});
export const sectionHeader = style({
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
});
export const controls = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.md,
  flexWrap: 'wrap',
});
export const summaryGrid = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  minWidth: 0,
});
export const inlineButton = style({
  appearance: 'none',
  border: 0,
  padding: 0,
  background: 'none',
  font: 'inherit',
  color: vars.color.text.link,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  textAlign: 'start',
});
export const nameCell = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
});
export const details = style({ display: 'flex', gap: vars.space.xl, flexWrap: 'wrap', margin: 0 });
export const tabs = style({ display: 'flex', gap: vars.space.md, flexWrap: 'wrap' });
