import { style } from '@vanilla-extract/css';
import { vars } from '@tenderlens/ui';

export { page, heading, muted } from '../../../pageParts/layout/screen.css';

export const intro = style({ margin: 0, color: vars.color.text.secondary, maxWidth: '720px' });
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(320px, 1fr) minmax(320px, 1fr)',
  gap: vars.space.xxl,
  alignItems: 'start',
  '@media': { 'screen and (max-width: 1200px)': { gridTemplateColumns: '1fr' } },
});
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minWidth: 0 });
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
});
export const sectionTitle = style({
  margin: 0,
  padding: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
});
export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const supplierTag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.xs} ${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface.sunken,
  color: vars.color.text.primary,
  fontSize: vars.font.size.sm,
});
export const actions = style({
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'center',
  position: 'sticky',
  bottom: 0,
  background: vars.color.surface.page,
  padding: `${vars.space.md} 0`,
});
export const preview = style({ position: 'sticky', top: vars.space.lg, minWidth: 0 });
export const pickerBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minHeight: '320px',
});
export const categoryList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const categoryButton = style({ width: '100%', justifyContent: 'space-between' });
export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  maxHeight: '360px',
  overflowY: 'auto',
});
export const optionMeta = style({ color: vars.color.text.secondary, fontSize: vars.font.size.sm });
