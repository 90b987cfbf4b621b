import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

const reducedMotion = { '(prefers-reduced-motion: reduce)': { transition: 'none' } };

/** On the dark navigation the focus ring uses the nav text colour (13:1 on surface.nav). */
const navFocus = {
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.nav.text}`, outlineOffset: '-2px' },
    '&:focus-visible': { outline: `2px solid ${vars.color.nav.text}`, outlineOffset: '-2px' },
  },
} as const;

export const nav = recipe({
  base: {
    position: 'relative',
    zIndex: vars.zIndex.nav,
    display: 'flex',
    flexDirection: 'column',
    flexShrink: 0,
    height: '100%',
    minHeight: 0,
    overflow: 'hidden',
    background: vars.color.surface.nav,
    color: vars.color.nav.text,
    fontSize: vars.font.size.md,
    transition: `width ${vars.duration.collapse} ease`,
    '@media': reducedMotion,
  },
  variants: {
    collapsed: {
      false: { width: vars.size.navExpanded },
      true: { width: vars.size.navCollapsed },
    },
    /** In the compact sheet: as wide as the sheet, its items scroll between header and footer. */
    compact: { true: { width: '100%', transition: 'none' }, false: {} },
  },
  defaultVariants: { collapsed: false, compact: false },
});

/** Compact (phone) layout: a top bar with the header slot and the menu button. */
export const topBar = style({
  position: 'relative',
  zIndex: vars.zIndex.nav,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexShrink: 0,
  minHeight: vars.size.tabBar,
  padding: `0 ${vars.space.md}`,
  background: vars.color.surface.nav,
  color: vars.color.nav.text,
});

export const sheetOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.drawer,
  background: vars.color.surface.overlay,
});

/** The sheet: the full navigation from the left edge, at most the expanded width, full height. */
export const sheet = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 0,
  width: `min(${vars.size.navExpanded}, 100vw)`,
  outline: 'none',
});

export const sheetDialog = style({ height: '100%', outline: 'none' });

export const header = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    padding: vars.space.md,
    minHeight: vars.size.tabBar,
  },
  variants: {
    collapsed: {
      false: { justifyContent: 'space-between' },
      true: { flexDirection: 'column', justifyContent: 'center' },
    },
  },
});

export const headerSlot = style({ minWidth: 0, flex: 1, display: 'flex', alignItems: 'center' });

export const iconButton = style({
  ...navFocus,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.controlHeight,
  height: vars.size.controlHeight,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.nav.textMuted,
  cursor: 'pointer',
  selectors: {
    ...navFocus.selectors,
    '&[data-hovered]': { background: vars.color.surface.navHover, color: vars.color.nav.text },
  },
});

export const icon = style({ width: vars.font.size.xl, height: vars.font.size.xl });

export const slot = style({ padding: `0 ${vars.space.md} ${vars.space.sm}` });

export const scroll = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  overflowX: 'hidden',
  padding: `0 ${vars.space.sm}`,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const subList = style([list, { marginTop: vars.space.xxs }]);

export const bottom = style({
  padding: vars.space.sm,
  borderTop: `1px solid ${vars.color.surface.navActive}`,
});

export const footer = style({
  padding: vars.space.sm,
  borderTop: `1px solid ${vars.color.surface.navActive}`,
});

export const rowWrap = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const row = recipe({
  base: {
    ...navFocus,
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    flex: 1,
    minWidth: 0,
    minHeight: vars.size.controlHeight,
    padding: `${vars.space.xs} ${vars.space.sm}`,
    border: 'none',
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: vars.color.nav.text,
    font: 'inherit',
    lineHeight: vars.font.lineHeight.tight,
    textAlign: 'start',
    textDecoration: 'none',
    cursor: 'pointer',
    selectors: {
      ...navFocus.selectors,
      '&:hover, &[data-hovered]': { background: vars.color.surface.navHover },
      '&[aria-current="page"]': {
        background: vars.color.surface.navActive,
        fontWeight: vars.font.weight.semibold,
        boxShadow: `inset ${vars.space.xs} 0 0 ${vars.color.nav.text}`,
      },
      '&[data-current-ancestor]': { fontWeight: vars.font.weight.semibold },
    },
  },
  variants: {
    depth: {
      0: {},
      1: { paddingInlineStart: `calc(${vars.space.sm} + ${vars.font.size.xl} + ${vars.space.sm})` },
    },
    collapsed: {
      true: { justifyContent: 'center', paddingInlineStart: vars.space.xs, paddingInlineEnd: vars.space.xs },
      false: {},
    },
    kind: {
      link: {},
      button: {},
      group: { color: vars.color.nav.textMuted, fontWeight: vars.font.weight.semibold },
      text: { cursor: 'default' },
    },
  },
  compoundVariants: [
    { variants: { depth: 1, collapsed: true }, style: { paddingInlineStart: vars.space.xs } },
  ],
});

export const iconBox = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.font.size.xl,
  height: vars.font.size.xl,
});

export const initial = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.font.size.xl,
  height: vars.font.size.xl,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.nav.textMuted}`,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
});

export const label = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: vars.font.size.xl,
    height: vars.font.size.xl,
    padding: `0 ${vars.space.xs}`,
    borderRadius: vars.radius.full,
    // nav.badge is tuned for 4.5:1 with inverse text.
    background: vars.color.nav.badge,
    color: vars.color.text.inverse,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.bold,
    lineHeight: 1,
  },
  variants: {
    placement: {
      inline: {},
      corner: {
        position: 'absolute',
        top: `calc(-1 * ${vars.space.sm})`,
        insetInlineEnd: `calc(-1 * ${vars.space.md})`,
        boxShadow: `0 0 0 ${vars.space.xxs} ${vars.color.surface.nav}`,
      },
    },
  },
  defaultVariants: { placement: 'inline' },
});

export const statusIcon = style({
  flexShrink: 0,
  width: vars.font.size.lg,
  height: vars.font.size.lg,
  color: vars.color.nav.textMuted,
});

export const cornerLock = style({
  position: 'absolute',
  insetInlineEnd: `calc(-1 * ${vars.space.sm})`,
  bottom: `calc(-1 * ${vars.space.xs})`,
  width: vars.font.size.md,
  height: vars.font.size.md,
  padding: vars.space.xxs,
  borderRadius: vars.radius.full,
  background: vars.color.surface.nav,
  color: vars.color.nav.text,
});

export const chevron = style({
  flexShrink: 0,
  width: vars.font.size.lg,
  height: vars.font.size.lg,
  transition: `transform ${vars.duration.normal} ease`,
  selectors: { '[aria-expanded="false"] > &': { transform: 'rotate(-90deg)' } },
  '@media': reducedMotion,
});

/** The BETA tag's own focus ring is blue; on the dark nav use the nav text colour instead. */
export const betaTag = style({
  flexShrink: 0,
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.nav.text}`, outlineOffset: '2px' },
  },
});

export const tooltip = style({
  maxWidth: `calc(${vars.size.navExpanded} - ${vars.space.xxl})`,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface.inverse,
  color: vars.color.text.inverse,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  boxShadow: vars.shadow.md,
  zIndex: vars.zIndex.popover,
});
