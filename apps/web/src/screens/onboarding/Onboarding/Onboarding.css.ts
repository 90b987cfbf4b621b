import { style } from '@vanilla-extract/css';
import { vars } from '@tenderlens/ui';

export const layout = style({ display: 'grid', gap: vars.space.xl, gridTemplateColumns: 'minmax(0, 1fr)', '@media': { 'screen and (min-width: 1200px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } } });
export const step = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0, maxWidth: '720px' });
export const tags = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap', margin: 0, padding: 0, listStyle: 'none' });
export const nav = style({ position: 'sticky', bottom: 0, background: vars.color.surface.base, paddingBlock: vars.space.md });
