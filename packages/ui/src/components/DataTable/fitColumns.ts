/** A column as the fitting sees it: a preferred width in px (or a CSS length / nothing, left alone) and a floor. */
export interface FitColumn {
  width?: number | string;
  /** The narrowest the column may get, in px. @default width (the column does not shrink) */
  minWidth?: number;
}

export interface FitResult {
  /** Per column: px, the CSS length given, or undefined (the column shares what is left). */
  widths: (number | string | undefined)[];
  /** Sum of the px widths: the table's least width. Wider than `available` means the table scrolls sideways. */
  total: number;
  /** Whether even the floors do not fit: the table scrolls sideways (pinned columns stay). */
  overflows: boolean;
}

/**
 * Fits px columns into `available` px: each keeps its preferred width when all fit; otherwise every
 * shrinkable column gives up the same share of what it can spare (preferred − floor), so a title with a low
 * floor gives more than a date that cannot shrink. When even the floors do not fit, all sit at their floor
 * and the table scrolls. CSS-length and auto columns are left as they are (and not counted).
 */
export function fitColumns(columns: readonly FitColumn[], available: number | null): FitResult {
  const px = columns.map((c) => (typeof c.width === 'number' ? c.width : null));
  const preferred = px.reduce<number>((sum, w) => sum + (w ?? 0), 0);
  if (available == null || preferred <= available) {
    return { widths: columns.map((c) => c.width), total: preferred, overflows: false };
  }
  const floors = columns.map((c, i) => {
    const w = px[i];
    return w == null ? 0 : Math.min(w, c.minWidth ?? w);
  });
  const spare = px.reduce<number>((sum, w, i) => sum + (w == null ? 0 : w - floors[i]!), 0);
  const excess = preferred - available;
  const share = spare > 0 ? Math.min(1, excess / spare) : 0;
  const widths = columns.map((c, i) => {
    const w = px[i];
    return w == null ? c.width : Math.floor(w - (w - floors[i]!) * share);
  });
  const total = widths.reduce<number>((sum, w) => sum + (typeof w === 'number' ? w : 0), 0);
  return { widths, total, overflows: total > available };
}
