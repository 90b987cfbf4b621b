import { vars } from '@tenderlens/ui';
import { style } from '@vanilla-extract/css';

export const exportNote = style({ color: vars.color.text.secondary, fontSize: vars.font.size.sm });
