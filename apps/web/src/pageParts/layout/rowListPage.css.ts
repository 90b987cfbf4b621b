import { style } from '@vanilla-extract/css';
import { vars } from '@tenderlens/ui';

// A narrow page of bordered row lists (notification settings, buyer and notice lists): its frame, header and rows.
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  padding: `${vars.space.xl} ${vars.space.xxl}`,
  minWidth: 0,
  maxWidth: '1100px',
});
export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.lg, flexWrap: 'wrap' });
export const rows = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.base,
});
export const rowItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border.subtle}` } },
});
export const rowLine = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });
