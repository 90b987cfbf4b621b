import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const card = style({ height: '100%' });

export const figure = style({
  display: 'flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: `0 0 ${vars.space.md}`,
});

export const figureValue = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.primary,
});

export const figureLabel = style({ fontSize: vars.font.size.sm, color: vars.color.text.secondary });

export const description = style({ margin: `0 0 ${vars.space.md}`, fontSize: vars.font.size.sm, color: vars.color.text.secondary });

export const empty = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.secondary, lineHeight: vars.font.lineHeight.normal });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  padding: `${vars.space.sm} 0`,
  borderTop: `1px solid ${vars.color.border.subtle}`,
  selectors: { '&:first-child': { borderTop: 'none', paddingTop: 0 } },
});

export const itemMain = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0, flex: '1 1 16rem' });

export const itemTitle = style({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.medium, overflowWrap: 'anywhere' });

export const itemMeta = style({ fontSize: vars.font.size.sm, color: vars.color.text.secondary, overflowWrap: 'anywhere' });

export const itemAside = style({ fontSize: vars.font.size.sm, color: vars.color.text.secondary, whiteSpace: 'nowrap' });
