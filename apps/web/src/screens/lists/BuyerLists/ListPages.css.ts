import { style } from '@vanilla-extract/css';
import { vars } from '@tenderlens/ui';

export { page, header, rows, rowItem, rowLine } from '../../../pageParts/layout/rowListPage.css';

export const heading = style({
  margin: 0,
  flex: '1 1 auto',
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
  overflowWrap: 'anywhere',
});
export const sectionHeading = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
});
export const rowMain = style({
  flex: '1 1 240px',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});
export const link = style({
  color: vars.color.text.link,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { textDecoration: 'underline' },
  },
});
export const meta = style({ fontSize: vars.font.size.sm, color: vars.color.text.secondary });
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', alignItems: 'center' });
export const toolbar = style({
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'flex-end',
  flexWrap: 'wrap',
});
/** Stretches in a row; in a column it keeps its content height (flex-basis auto). */
export const grow = style({ flex: '1 1 auto', minWidth: '200px', maxWidth: '480px' });
export const preview = style({
  listStyle: 'none',
  margin: 0,
  padding: `0 0 0 ${vars.space.lg}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  borderLeft: `2px solid ${vars.color.border.subtle}`,
});
