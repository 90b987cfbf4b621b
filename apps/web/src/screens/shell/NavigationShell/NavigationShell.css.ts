import { style } from '@vanilla-extract/css';
import { vars } from '@tenderlens/ui';
import { phoneMedia } from '../../../pageParts/layout/breakpoints';


/**
 * The frame is the window's height and only `main` scrolls: the navigation stays in place on long pages and its
 * footer (the user's team menu) stays on screen whatever the height (its items scroll inside it).
 */
export const frame = style({ display: 'flex', flexDirection: 'column', height: '100dvh', overflow: 'hidden' });
export const body = style({
  display: 'flex',
  flex: 1,
  minHeight: 0,
  '@media': { [phoneMedia]: { flexDirection: 'column' } },
});
export const main = style({
  flex: 1,
  minWidth: 0,
  minHeight: 0,
  overflow: 'auto',
  background: vars.color.surface.page,
  outline: 'none',
});
export const adminLink = style({
  color: 'inherit',
  background: 'none',
  border: 'none',
  padding: 0,
  cursor: 'pointer',
  font: 'inherit',
  textDecoration: 'underline',
  fontSize: vars.font.size.sm,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.text.inverse}`, outlineOffset: '2px' } },
});
export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.nav.text,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.lg,
  textDecoration: 'none',
});
export const teamButton = style({
  width: '100%',
  height: 'auto',
  alignItems: 'flex-start',
  textAlign: 'left',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  color: vars.color.nav.text,
  selectors: {
    '&[data-hovered], &:hover': { background: vars.color.surface.navHover, color: vars.color.nav.text },
    '&[data-focus-visible], &:focus-visible': {
      outline: `2px solid ${vars.color.nav.text}`,
      outlineOffset: '2px',
    },
  },
});
export const teamName = style({ fontWeight: vars.font.weight.semibold, fontSize: vars.font.size.sm });
export const teamMeta = style({ color: vars.color.nav.textMuted, fontSize: vars.font.size.xs });
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, margin: 0 });
export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });
