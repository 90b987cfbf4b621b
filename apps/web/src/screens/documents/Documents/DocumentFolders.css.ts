import { style } from '@vanilla-extract/css';
import { vars } from '@tenderlens/ui';

/** A list of folders without bullets. */
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
/** A folder's line: its open button, then its actions. */
export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, flexWrap: 'wrap' });
export const dialogBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
/** The breadcrumb trail: the folders on one line, without list numbers. */
export const crumbs = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', alignItems: 'center', gap: vars.space.xs, flexWrap: 'wrap' });
