import { style } from '@vanilla-extract/css';
import { vars } from '@tenderlens/ui';

export const main = style({ padding: `${vars.space.xl} ${vars.space.xxl}` });
export const heading = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
});
