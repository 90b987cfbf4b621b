import { style } from '@vanilla-extract/css';
import { vars } from '@tenderlens/ui';

export const disabledGroup = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs });
export const limitNote = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.md, maxWidth: '280px' });
export const limitText = style({ margin: 0, fontSize: vars.font.size.md, color: vars.color.text.primary });
export const progressText = style({ margin: `0 0 ${vars.space.lg}`, fontSize: vars.font.size.md, color: vars.color.text.secondary });
