import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@tenderlens/ui';
import { phoneMedia } from '../../../pageParts/layout/breakpoints';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: `${vars.space.xl} ${vars.space.xxl}`,
  minWidth: 0,
  '@media': { [phoneMedia]: { padding: `${vars.space.lg} ${vars.space.md}` } },
});
export const previewBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });
export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });
export const headerTop = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  justifyContent: 'space-between',
  // On a phone the actions go under the title, which keeps the full width.
  '@media': { [phoneMedia]: { flexDirection: 'column' } },
});
export const heading = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
  overflowWrap: 'anywhere',
  '@media': { [phoneMedia]: { fontSize: vars.font.size.xl } },
});
export const meta = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap', color: vars.color.text.secondary });
export const headerActions = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexShrink: 0 });
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(280px, 360px)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { 'screen and (max-width: 992px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });
export const aside = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });
export const tabPanel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, paddingTop: vars.space.lg });
export const description = style({ margin: 0, whiteSpace: 'pre-line', color: vars.color.text.primary, lineHeight: 1.5 });
export const attributes = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, margin: 0 });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const item = style({
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const itemTitle = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold, color: vars.color.text.primary });
export const row = style({ display: 'flex', gap: vars.space.lg, flexWrap: 'wrap' });
export const chips = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });
export const sectionHeading = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold, color: vars.color.text.primary });
export const muted = style({ margin: 0, color: vars.color.text.secondary });
export const link = style({
  color: vars.color.text.link,
  textDecoration: 'underline',
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { textDecoration: 'none' } },
});
/** Each label sits apart from the paragraph before it (a section's own label stays close to its text). */
export const summarySections = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const summarySection = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const summaryLabel = style({ margin: 0, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold, color: vars.color.text.secondary });
export const summaryText = style({ margin: 0, color: vars.color.text.primary });
export const commentsRegion = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const warning = style({ color: vars.color.text.primary, fontWeight: vars.font.weight.medium });
globalStyle(`${list} > li`, { margin: 0 });
