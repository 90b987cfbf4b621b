import { style } from '@vanilla-extract/css';
import { vars } from '@tenderlens/ui';

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
  gap: vars.space.lg,
});
export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
  selectors: { '&:focus-within': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' } },
});
export const title = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold });
/** The whole card is the link's target (the link's box stretches over it); the heading stays the link's name. */
export const link = style({
  color: vars.color.text.link,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: 'none' },
  },
});
export const description = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.md });
