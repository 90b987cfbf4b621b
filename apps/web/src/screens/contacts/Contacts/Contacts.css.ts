import { style } from '@vanilla-extract/css';
import { vars } from '@tenderlens/ui';

export { page, heading, muted } from '../../../pageParts/layout/screen.css';

export const header = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.lg,
  flexWrap: 'wrap',
});
export const toolbar = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.md,
  flexWrap: 'wrap',
});
export const search = style({ flex: '1 1 260px', maxWidth: '360px' });
export const dropdown = style({ flex: '0 1 220px', minWidth: '180px' });
export const spacer = style({ flex: 1 });
export const bulkBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  flexWrap: 'wrap',
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.brand.subtle,
  borderRadius: vars.radius.md,
  color: vars.color.brand.subtleText,
});
export const nameCell = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });
export const jobTitle = style({ fontWeight: vars.font.weight.medium, color: vars.color.text.primary });
export const personName = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.text.secondary,
  flexWrap: 'wrap',
});
export const infoCell = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  minWidth: 0,
});
export const copyButton = style({
  background: 'none',
  border: 0,
  padding: 0,
  font: 'inherit',
  cursor: 'pointer',
  textAlign: 'start',
  color: vars.color.text.link,
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { textDecoration: 'underline' },
  },
});
export const link = style({
  color: vars.color.text.link,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { textDecoration: 'underline' },
  },
});
export const rowActions = style({
  display: 'flex',
  gap: vars.space.xs,
  flexWrap: 'wrap',
  marginBlockStart: vars.space.xxs,
});
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const fieldRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  gap: vars.space.md,
});
export const requests = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  color: vars.color.text.secondary,
});
export const errorText = style({ color: vars.color.tone.critical.text, margin: 0 });
