import { style } from '@vanilla-extract/css';
import { vars } from '@tenderlens/ui';
import { PHONE_BELOW } from '../../../pageParts/layout/breakpoints';

/** One column on a phone; two from a tablet up (cards of a row share its height); the 1440 desktop fits two wide columns. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'stretch',
  '@media': { [`screen and (min-width: ${PHONE_BELOW}px)`]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const lock = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.sm });
export const lockTitle = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, margin: 0, fontWeight: vars.font.weight.semibold, color: vars.color.text.primary });
export const lockText = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.sm });
export const empty = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.sm, margin: 0 });
export const emptyText = style({ margin: 0 });

/** A link inside a sentence (team activity): underlined, so it is told apart from the text without colour. */
export const inlineLink = style({
  color: vars.color.text.link,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
});
