import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';
import { focusRing } from '../../styles/focusRing.css';

const spin = keyframes({ from: { transform: 'rotate(0deg)' }, to: { transform: 'rotate(360deg)' } });

const solid = (bg: string, bgHover: string, fg: string) => ({
  background: bg,
  color: fg,
  borderColor: bg,
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: bgHover, borderColor: bgHover },
  },
});

/** Shared by Button, LinkButton and IconButton: states are keyed on RAC's data attributes. */
export const button = recipe({
  base: [
    focusRing,
    {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    transitionProperty: 'background-color, border-color, color, box-shadow',
    transitionDuration: vars.duration.fast,
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&[data-pressed]': { transform: 'translateY(1px)' },
      '&[data-disabled]': {
        cursor: 'not-allowed',
        background: vars.color.surface.sunken,
        borderColor: vars.color.border.subtle,
        color: vars.color.text.disabled,
      },
      '&[data-pending]': { cursor: 'progress' },
    },
    '@media': {
      '(prefers-reduced-motion: reduce)': { transitionDuration: '0s', selectors: { '&[data-pressed]': { transform: 'none' } } },
    },
    },
  ],
  variants: {
    variant: {
      primary: solid(vars.color.brand.solid, vars.color.brand.solidHover, vars.color.brand.text),
      secondary: {
        background: vars.color.surface.base,
        color: vars.color.text.primary,
        borderColor: vars.color.border.default,
        selectors: {
          '&[data-hovered], &[data-pressed]': { background: vars.color.surface.sunken, borderColor: vars.color.border.strong },
        },
      },
      tertiary: {
        background: 'transparent',
        color: vars.color.brand.subtleText,
        selectors: { '&[data-hovered], &[data-pressed]': { background: vars.color.brand.subtle } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.brand.subtleText,
        selectors: { '&[data-hovered], &[data-pressed]': { background: vars.color.brand.subtle } },
      },
      danger: solid(vars.color.tone.critical.solid, vars.color.tone.critical.text, vars.color.text.inverse),
      link: {
        background: 'transparent',
        color: vars.color.text.link,
        padding: 0,
        height: 'auto',
        minHeight: 0,
        fontWeight: vars.font.weight.medium,
        textDecoration: 'underline',
        textUnderlineOffset: '0.15em',
        selectors: {
          '&[data-hovered]': { textDecorationThickness: '2px' },
          '&[data-pressed]': { transform: 'none' },
          '&[data-disabled]': { background: 'transparent', borderColor: 'transparent' },
        },
      },
    },
    size: {
      sm: { minHeight: vars.size.controlHeightSm, padding: `0 ${vars.space.md}`, fontSize: vars.font.size.sm },
      md: { minHeight: vars.size.controlHeight, padding: `0 ${vars.space.lg}`, fontSize: vars.font.size.md },
    },
    /** Square buttons that hold only an icon. */
    iconOnly: {
      true: { padding: 0, gap: 0 },
      false: {},
    },
  },
  compoundVariants: [
    { variants: { iconOnly: true, size: 'sm' }, style: { width: vars.size.controlHeightSm } },
    { variants: { iconOnly: true, size: 'md' }, style: { width: vars.size.controlHeight } },
    { variants: { variant: 'link', size: 'sm' }, style: { padding: 0, minHeight: 0 } },
    { variants: { variant: 'link', size: 'md' }, style: { padding: 0, minHeight: 0 } },
  ],
  defaultVariants: { variant: 'primary', size: 'md', iconOnly: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

export const spinner = style({
  animation: `${spin} ${vars.duration.pulse} linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const progress = style({ display: 'inline-flex' });
