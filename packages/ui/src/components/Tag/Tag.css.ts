import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';
import { focusRing } from '../../styles/focusRing.css';

type ToneName = 'neutral' | 'info' | 'positive' | 'caution' | 'critical' | 'beta';
const tone = (name: ToneName) => ({
  background: vars.color.tone[name].subtle,
  color: vars.color.tone[name].text,
  borderColor: vars.color.tone[name].subtle,
});

export const tag = recipe({
  base: [
    focusRing,
    {
      display: 'inline-flex',
      alignItems: 'center',
      gap: vars.space.xs,
      border: '1px solid transparent',
      borderRadius: vars.radius.sm,
      fontFamily: vars.font.family.body,
      fontWeight: vars.font.weight.semibold,
      lineHeight: vars.font.lineHeight.tight,
      whiteSpace: 'nowrap',
      verticalAlign: 'middle',
    },
  ],
  variants: {
    tone: {
      neutral: tone('neutral'),
      info: tone('info'),
      positive: tone('positive'),
      caution: tone('caution'),
      critical: tone('critical'),
      beta: tone('beta'),
    },
    size: {
      sm: { padding: `${vars.space.xxs} ${vars.space.xs}`, fontSize: vars.font.size.xs },
      md: { padding: `${vars.space.xxs} ${vars.space.sm}`, fontSize: vars.font.size.sm },
    },
    /** Beta tags are set in capitals with a little tracking. */
    caps: { true: { textTransform: 'uppercase', letterSpacing: '0.04em' }, false: {} },
    /** The tag is a focusable trigger (BetaTag with a note). */
    interactive: {
      true: {
        cursor: 'help',
        selectors: { '&[data-hovered], &[data-focus-visible]': { borderColor: 'currentColor' } },
      },
      false: {},
    },
  },
  defaultVariants: { tone: 'neutral', size: 'md', caps: false, interactive: false },
});
