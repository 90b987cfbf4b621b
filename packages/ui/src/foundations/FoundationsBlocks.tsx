/**
 * Blocks rendered by the Foundations/* MDX pages. Written in TSX (not inline in MDX) so they are typed,
 * linted and tested like the rest of the kit. Not part of the public surface.
 */
import { Icon, Icons, type IconName } from '../components/Icon';
import { contrastPairs, contrastRatio, formatContrastRatio } from '../theme/contrast';
import { breakpoints, timings, tokens } from '../theme/tokens';
import * as styles from './FoundationsBlocks.css';

/** WCAG AA for normal-size text. */
export const minimumContrast = 4.5;

/** Every text role on its surface with its contrast ratio and an AA pass/fail. */
export function ContrastTable() {
  return (
    <table className={styles.table}>
      <caption>Text colour roles on their surfaces (WCAG 2 contrast; AA needs {minimumContrast}:1)</caption>
      <thead>
        <tr>
          <th className={styles.cell} scope="col">Sample</th>
          <th className={styles.cell} scope="col">Text role</th>
          <th className={styles.cell} scope="col">Surface role</th>
          <th className={styles.cell} scope="col">Ratio</th>
          <th className={styles.cell} scope="col">AA</th>
        </tr>
      </thead>
      <tbody>
        {contrastPairs.map((p) => {
          const ratio = contrastRatio(p.fg, p.bg);
          const pass = ratio >= minimumContrast;
          return (
            <tr key={`${p.text}|${p.surface}`}>
              <td className={styles.cell}>
                {/* Raw values are allowed here: this page documents the tokens themselves. */}
                <span className={styles.sample} style={{ color: p.fg, background: p.bg }}>
                  Aa
                </span>
              </td>
              <td className={styles.cell}>
                <code className={styles.code}>{p.text}</code> {p.fg}
              </td>
              <td className={styles.cell}>
                <code className={styles.code}>{p.surface}</code> {p.bg}
              </td>
              <td className={styles.cell}>{formatContrastRatio(ratio)}</td>
              <td className={styles.cell}>
                <span className={styles.result({ pass })}>{pass ? 'Pass' : 'Fail'}</span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The spacing scale, each step drawn to size. */
export function SpacingScale() {
  return (
    <table className={styles.table}>
      <caption>Spacing tokens (vars.space.*)</caption>
      <thead>
        <tr>
          <th className={styles.cell} scope="col">Token</th>
          <th className={styles.cell} scope="col">Value</th>
          <th className={styles.cell} scope="col">Size</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(tokens.space).map(([name, value]) => (
          <tr key={name}>
            <td className={styles.cell}>
              <code className={styles.code}>space.{name}</code>
            </td>
            <td className={styles.cell}>{value}</td>
            <td className={styles.cell}>
              <span
                className={styles.spaceBar}
                style={{ width: value }}
                aria-hidden="true"
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Rows of a two-column name/value table. */
function ValueTable({ caption, rows }: { caption: string; rows: readonly (readonly [string, string, string])[] }) {
  return (
    <table className={styles.table}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th className={styles.cell} scope="col">Token</th>
          <th className={styles.cell} scope="col">Value</th>
          <th className={styles.cell} scope="col">Used for</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, value, use]) => (
          <tr key={name}>
            <td className={styles.cell}>
              <code className={styles.code}>{name}</code>
            </td>
            <td className={styles.cell}>{value}</td>
            <td className={styles.cell}>{use}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Motion durations (CSS) and timings (JS). */
export function MotionTable() {
  return (
    <ValueTable
      caption="Durations and timings"
      rows={[
        ['duration.fast', tokens.duration.fast, 'Hover and press feedback, tooltip fade-in'],
        ['duration.normal', tokens.duration.normal, 'Small transitions (progress, segments)'],
        ['duration.collapse', tokens.duration.collapse, 'Collapsible sections open and close'],
        ['duration.pulse', tokens.duration.pulse, 'Skeleton pulse, spinner turn'],
        ['timings.collapseMs', `${timings.collapseMs} ms`, 'Collapse, in JS'],
        ['timings.tooltipDelayMs', `${timings.tooltipDelayMs} ms`, 'Tooltip delay on hover (default)'],
        ['timings.hoverTooltipDelayMs', `${timings.hoverTooltipDelayMs} ms`, 'Tooltip delay on hover (hover variant)'],
        ['timings.tooltipCloseDelayMs', `${timings.tooltipCloseDelayMs} ms`, 'Tooltip close delay'],
        ['timings.drawerClearMs', `${timings.drawerClearMs} ms`, 'Drawer clears its state after closing'],
        ['timings.toastFailureMs', `${timings.toastFailureMs} ms`, 'Failure toast (and copy message) stays'],
        ['timings.toastLongMs', `${timings.toastLongMs} ms`, 'Long toast stays'],
      ]}
    />
  );
}

/** Responsive breakpoints (min-width). */
export function BreakpointTable() {
  const uses: Record<keyof typeof breakpoints, string> = {
    sm: 'Large phones; below it, narrow layouts stack',
    md: 'Tablets',
    lg: 'Small laptops',
    xl: 'Desktops',
    xxl: 'Wide screens',
  };
  return (
    <ValueTable
      caption="Breakpoints (sprinkles conditions, min-width)"
      rows={(Object.keys(breakpoints) as (keyof typeof breakpoints)[]).map(
        (k) => [k, `${breakpoints[k]} px`, uses[k]] as const,
      )}
    />
  );
}

/** Type scale: sizes, weights and line heights. */
export function TypeTable() {
  return (
    <ValueTable
      caption="Type tokens"
      rows={[
        ...Object.entries(tokens.font.size).map(([k, v]) => [`font.size.${k}`, v, 'Font size'] as const),
        ...Object.entries(tokens.font.weight).map(([k, v]) => [`font.weight.${k}`, v, 'Font weight'] as const),
        ...Object.entries(tokens.font.lineHeight).map(([k, v]) => [`font.lineHeight.${k}`, v, 'Line height'] as const),
        ['font.family.body', tokens.font.family.body, 'Body text'],
        ['font.family.mono', tokens.font.family.mono, 'Code, identifiers'],
      ]}
    />
  );
}

/** Every icon of the curated set with its name. */
export function IconGallery() {
  return (
    <ul className={styles.iconGrid} aria-label="Icons">
      {(Object.keys(Icons) as IconName[]).map((name) => (
        <li key={name} className={styles.iconTile}>
          <Icon icon={name} size="lg" />
          {name}
        </li>
      ))}
    </ul>
  );
}
