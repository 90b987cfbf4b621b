import { style } from '@vanilla-extract/css';
import { vars } from '@tenderlens/ui';

export const popoverBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '320px',
});
export const groupTitle = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.secondary,
});
export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: `${vars.space.xs} 0 0`,
  padding: 0,
});
export const noMatch = style({ margin: 0, color: vars.color.text.secondary });
export const link = style({ color: vars.color.text.link });
