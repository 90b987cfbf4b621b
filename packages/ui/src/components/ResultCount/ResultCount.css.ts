import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  fontSize: vars.font.size.md,
  color: vars.color.text.secondary,
  fontVariantNumeric: 'tabular-nums',
});

export const number = style({ fontWeight: vars.font.weight.semibold, color: vars.color.text.primary });
