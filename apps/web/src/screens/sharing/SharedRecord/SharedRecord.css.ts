import { style } from '@vanilla-extract/css';
import { vars } from '@tenderlens/ui';
import { description } from '../../records/Record/Record.css';

export const page = style({
  minHeight: '100vh',
  background: vars.color.surface.page,
  display: 'flex',
  flexDirection: 'column',
});
export const topBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.xl}`,
  background: vars.color.surface.base,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});
export const brand = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.brand.subtleText,
});
export const main = style({
  width: '100%',
  maxWidth: '1080px',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.xl} ${vars.space.xxl}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});
export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });
/** The sharer's message: the record's text style, set off as a quote. */
export const message = style([
  description,
  {
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderLeft: `4px solid ${vars.color.border.strong}`,
    background: vars.color.surface.base,
    overflowWrap: 'anywhere',
  },
]);
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
