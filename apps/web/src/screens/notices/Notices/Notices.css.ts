import { style } from '@vanilla-extract/css';
import { vars } from '@tenderlens/ui';
import { belowWideMedia, phoneMedia } from '../../../pageParts/layout/breakpoints';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: `${vars.space.xl} ${vars.space.xxl}`,
  minWidth: 0,
  '@media': {
    // Below 1600 px the table needs the room: the default columns fit 1440 px with this padding.
    [belowWideMedia]: { padding: `${vars.space.xl} ${vars.space.lg}` },
    [phoneMedia]: { padding: `${vars.space.lg} ${vars.space.md}` },
  },
});
export const header = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.lg, flexWrap: 'wrap' });
export const heading = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
});
export const toolbar = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.md, flexWrap: 'wrap' });
export const search = style({ flex: '1 1 320px', maxWidth: '560px' });
/** The title cell: the link is cut with an ellipsis inside the column (its box never runs under the next cell). */
export const titleCell = style({ display: 'flex', alignItems: 'center', minWidth: 0 });
export const titleLink = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.text.link,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' }, '&:focus-visible': { textDecoration: 'underline' } },
});
export const fieldset = style({
  border: 0,
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.primary,
});
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const row = style({ display: 'flex', gap: vars.space.md, flexWrap: 'wrap' });
export const redacted = style({ display: 'inline-flex', alignItems: 'center', color: vars.color.text.secondary });
export const hiddenTag = style({ marginLeft: vars.space.xs, flexShrink: 0 });
export const lockedNote = style({ margin: 0, color: vars.color.text.secondary, display: 'flex', alignItems: 'center', gap: vars.space.xs });
/** A title with 'Also published on …' under it (the tag may be cut short in a narrow column; the title never is). */
export const titleStack = style({ display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: vars.space.xxs, minWidth: 0 });
export const alsoPublishedTag = style({ alignSelf: 'flex-start', maxWidth: '100%', minWidth: 0, overflow: 'hidden', whiteSpace: 'nowrap' });
