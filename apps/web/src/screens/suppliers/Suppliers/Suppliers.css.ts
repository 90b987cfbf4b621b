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
export const search = style({ flex: '1 1 320px', maxWidth: '560px' });
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
export const nameCell = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minWidth: 0 });
export const link = style({
  color: vars.color.text.link,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { textDecoration: 'underline' },
  },
});
export const linkButton = style({
  background: 'none',
  border: 0,
  padding: 0,
  font: 'inherit',
  cursor: 'pointer',
  textAlign: 'start',
  color: vars.color.text.link,
  fontWeight: vars.font.weight.medium,
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const steps = style({
  margin: 0,
  paddingInlineStart: vars.space.xl,
  textAlign: 'start',
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.primary,
});
export const emptyBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  alignItems: 'center',
});
export const tabPanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingTop: vars.space.lg,
});
/** A locked figure: the lock is a button that opens the paywall. */
export const lockButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  background: 'none',
  border: 0,
  padding: vars.space.xxs,
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
});
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
/** The buyer search picker and its 'Browse buyers' button on one line. */
export const pickerRow = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});
export const picker = style({ flex: '1 1 280px' });
