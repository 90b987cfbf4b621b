import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

const spin = keyframes({ from: { transform: 'rotate(0deg)' }, to: { transform: 'rotate(360deg)' } });

/** Room on the right for the busy indicator. */
export const input = recipe({ base: { paddingInlineEnd: vars.size.controlHeight } });

export const spinning = style({
  color: vars.color.text.secondary,
  animation: `${spin} 1s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

/** The busy indicator inside the input. */
export const spinner = style([
  spinning,
  { position: 'absolute', insetInlineEnd: vars.space.md, pointerEvents: 'none' },
]);

/** The message row shown in the open list when it has no options (hint, loading, empty, error). */
export const message = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    padding: `${vars.space.sm} ${vars.space.md}`,
    color: vars.color.text.secondary,
    fontSize: vars.font.size.md,
  },
  variants: {
    tone: { neutral: {}, critical: { color: vars.color.tone.critical.text } },
  },
  defaultVariants: { tone: 'neutral' },
});
