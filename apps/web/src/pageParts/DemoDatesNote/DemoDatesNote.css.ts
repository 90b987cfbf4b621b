import { style } from '@vanilla-extract/css';
import { vars } from '@tenderlens/ui';

export const note = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
});
