import { style } from '@vanilla-extract/css';
import { vars } from '@tenderlens/ui';

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxs });
export const hiddenBadge = style({ marginLeft: vars.space.xs });
export const assignTrigger = style({ maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
