import { style } from '@vanilla-extract/css';
import { vars } from '@tenderlens/ui';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const accounts = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const hint = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.sm });
export const footer = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'flex-end' });
