/** Layout pieces the screens share: the page column and its heading. */
import { style } from '@vanilla-extract/css';
import { vars } from '@tenderlens/ui';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: `${vars.space.xl} ${vars.space.xxl}`,
  minWidth: 0,
});
export const heading = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
});
export const muted = style({ margin: 0, color: vars.color.text.secondary });
