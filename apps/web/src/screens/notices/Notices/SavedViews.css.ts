import { style } from '@vanilla-extract/css';
import { vars } from '@tenderlens/ui';

export const bar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const subheading = style({ margin: `${vars.space.md} 0 ${vars.space.xs}`, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold, color: vars.color.text.primary });
export const muted = style({ margin: 0, color: vars.color.text.secondary });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const item = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });
export const name = style({ flex: 1, color: vars.color.text.primary });
