import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  margin: 0,
  fontFamily: vars.font.family.body,
  color: vars.color.text.primary,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});

export const toggle = style({ marginInlineStart: vars.space.xs, verticalAlign: 'baseline' });
