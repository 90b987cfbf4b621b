import { style } from '@vanilla-extract/css';
import { vars } from '@tenderlens/ui';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minHeight: '320px' });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm, maxHeight: '360px', overflowY: 'auto' });
