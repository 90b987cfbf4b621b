import { style } from '@vanilla-extract/css';
import { vars } from '@tenderlens/ui';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md, flexWrap: 'wrap' });
export const heading = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold, color: vars.color.text.primary });
export const meta = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.secondary });
export const link = style({ color: vars.color.text.link, fontWeight: vars.font.weight.semibold });
export const row = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', flexWrap: 'wrap' });
export const sources = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const source = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', flexWrap: 'wrap', fontSize: vars.font.size.sm });
export const failed = style({ color: vars.color.tone.critical.text });
export const tableWrap = style({ overflowX: 'auto' });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.sm });
export const cell = style({
  textAlign: 'left',
  verticalAlign: 'top',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});
export const titleButton = style({
  background: 'none',
  border: 'none',
  padding: 0,
  font: 'inherit',
  textAlign: 'left',
  color: vars.color.text.link,
  cursor: 'pointer',
  textDecoration: 'underline',
});
export const editor = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 'min(640px, 80vw)' });
export const grid = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: vars.space.sm });
export const history = style({ margin: 0, paddingLeft: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.xs, fontSize: vars.font.size.sm });
