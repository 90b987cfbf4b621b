import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({ fontSize: vars.font.size.sm, color: vars.color.text.secondary });
