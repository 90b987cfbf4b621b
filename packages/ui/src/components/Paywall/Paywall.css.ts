import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { breakpoints } from '../../theme/tokens';
import { vars } from '../../theme/vars.css';

const wide = `screen and (min-width: ${breakpoints.md}px)`;

/** Content beside media: stacked on narrow screens, two columns from breakpoints.md. */
export const layout = recipe({
  base: { display: 'grid', gap: vars.space.xl, alignItems: 'center' },
  variants: {
    hasMedia: {
      true: { '@media': { [wide]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } } },
      false: {},
    },
  },
  defaultVariants: { hasMedia: false },
});

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const title = recipe({
  base: { margin: 0, fontWeight: vars.font.weight.bold, lineHeight: vars.font.lineHeight.tight },
  variants: {
    size: {
      page: { fontSize: vars.font.size.display },
      modal: { fontSize: vars.font.size.xxl },
      compact: { fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold },
    },
  },
  defaultVariants: { size: 'modal' },
});

export const description = style({ margin: 0, color: vars.color.text.secondary });

export const bullets = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const bullet = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

export const bulletIcon = style({
  flexShrink: 0,
  width: vars.font.size.xl,
  height: vars.font.size.xl,
  color: vars.color.tone.positive.solid,
});

export const planNote = style({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.brand.subtle,
  color: vars.color.brand.subtleText,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const planIcon = style({ width: vars.font.size.md, height: vars.font.size.md });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});

export const media = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.md,
  background: vars.color.surface.sunken,
});

export const page = style({
  width: '100%',
  maxWidth: vars.size.drawerRecord,
  margin: '0 auto',
  padding: `${vars.space.xxxl} ${vars.space.xl}`,
});

export const pageCard = style({
  padding: vars.space.xxl,
  background: vars.color.surface.base,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const popover = style({
  width: `calc(${vars.size.modalConfirm} * 0.8)`,
  maxWidth: `calc(100vw - 2 * ${vars.space.lg})`,
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  outline: 'none',
  zIndex: vars.zIndex.popover,
});

export const popoverDialog = style({ padding: vars.space.lg, outline: 'none' });
