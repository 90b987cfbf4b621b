import { style } from '@vanilla-extract/css';
import { vars } from '@tenderlens/ui';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  padding: `${vars.space.xl} ${vars.space.xxl}`,
  minWidth: 0,
  maxWidth: '1200px',
});
export const header = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.lg, flexWrap: 'wrap' });
export const titleBlock = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xs, minWidth: 0 });
export const back = style({ color: vars.color.text.link, fontSize: vars.font.size.sm });
export const heading = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
  overflowWrap: 'anywhere',
});
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 280px',
  gap: vars.space.xl,
  '@media': { 'screen and (max-width: 992px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minWidth: 0 });
export const side = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const fields = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: vars.space.md, margin: 0 });
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });
export const label = style({ fontSize: vars.font.size.sm, color: vars.color.text.secondary });
export const value = style({ margin: 0, display: 'flex', alignItems: 'center', gap: vars.space.xs, color: vars.color.text.primary, overflowWrap: 'anywhere' });
export const editing = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const row = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', marginTop: vars.space.sm });
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const sectionHeading = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold, color: vars.color.text.primary });
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.base,
});
export const listItem = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border.subtle}` } },
});
export const link = style({ color: vars.color.text.link, fontWeight: vars.font.weight.semibold, flex: '1 1 auto', minWidth: 0 });
export const meta = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.secondary });

export const headerActions = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center' });
