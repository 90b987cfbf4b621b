import { style } from '@vanilla-extract/css';
import { vars } from '@tenderlens/ui';

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.sm });
export const cell = style({ textAlign: 'left', padding: vars.space.sm, borderBottom: `1px solid ${vars.color.border.subtle}`, verticalAlign: 'top' });
export const error = style({ color: vars.color.tone.critical.text, overflowWrap: 'anywhere' });
