import { style } from '@vanilla-extract/css';
import { vars } from '@tenderlens/ui';

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.md });
export const th = style({
  textAlign: 'left',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  color: vars.color.text.secondary,
  fontWeight: vars.font.weight.semibold,
  whiteSpace: 'nowrap',
});
export const td = style({ padding: `${vars.space.sm} ${vars.space.md}`, borderBottom: `1px solid ${vars.color.border.subtle}`, verticalAlign: 'middle' });
export const tableWrap = style({ overflowX: 'auto' });
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', alignItems: 'center' });
export const muted = style({ color: vars.color.text.secondary });
export const cards = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))', gap: vars.space.lg });
export const list = style({ margin: 0, paddingLeft: vars.space.lg, lineHeight: 1.6 });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
