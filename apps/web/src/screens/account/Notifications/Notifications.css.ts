import { style } from '@vanilla-extract/css';
import { vars } from '@tenderlens/ui';

export { page, header, rows, rowItem as row, rowLine } from '../../../pageParts/layout/rowListPage.css';

export const heading = style({
  margin: 0,
  flex: '1 1 auto',
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
});
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const sectionHeading = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
});
export const rowMain = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: '1 1 240px',
  minWidth: 0,
});
export const name = style({
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
  overflowWrap: 'anywhere',
});
export const meta = style({
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
