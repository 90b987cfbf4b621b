import { style } from '@vanilla-extract/css';
import { vars } from '@tenderlens/ui';

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  gap: vars.space.lg,
});
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.base,
});
export const currentCard = style([card, { borderColor: vars.color.brand.solid, borderWidth: '2px' }]);
export const cardTitle = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.semibold });
export const price = style({ margin: 0, fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold });
export const priceNote = style({ margin: 0, color: vars.color.text.secondary });
export const was = style({ color: vars.color.text.secondary, textDecoration: 'line-through', marginInlineStart: vars.space.sm, fontSize: vars.font.size.lg });
export const summary = style({ margin: 0, flex: 1 });
export const tag = style({
  alignSelf: 'flex-start',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.brand.solid,
  color: vars.color.brand.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});
export const banner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  flexWrap: 'wrap',
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.inverse,
  color: vars.color.text.inverse,
});
export const bannerHeading = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.semibold });
export const bannerText = style({ margin: 0 });
export const toolbar = style({ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: vars.space.md, flexWrap: 'wrap' });
