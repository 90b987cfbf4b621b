import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const intro = style({ marginBottom: vars.space.lg });

export const groups = style({
  display: 'flex',
  flexDirection: 'column',
  borderTop: `1px solid ${vars.color.border.subtle}`,
  marginInline: `calc(-1 * ${vars.space.lg})`,
});
