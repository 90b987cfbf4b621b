/** CPV tree selection ↔ saved signal CPV codes (spec 2§2 "CPV category tree select"). */

/** A saved code as the tree's 8-digit id ('72' → '72000000'; '72400000-4' → '72400000'). */
export function cpvTreeId(code: string): string {
  const digits = code.replace(/-\d$/, '');
  return digits.length === 2 ? `${digits}000000` : digits;
}

/**
 * The tree checks a code with every descendant; the signal needs only the topmost checked codes (a
 * code covers its descendants), so the saved list stays short.
 */
export function topmostCodes(
  checked: readonly string[],
  parentOf: ReadonlyMap<string, string | null>,
): string[] {
  const set = new Set(checked);
  return checked.filter((code) => {
    let parent = parentOf.get(code) ?? null;
    while (parent) {
      if (set.has(parent)) return false;
      parent = parentOf.get(parent) ?? null;
    }
    return true;
  });
}

/** Saved codes → the tree's checked ids: each code and all its descendants. */
export function expandCodes(
  saved: readonly string[],
  childrenOf: ReadonlyMap<string, readonly string[]>,
): string[] {
  const out = new Set<string>();
  const stack = saved.map(cpvTreeId);
  while (stack.length) {
    const code = stack.pop() as string;
    if (out.has(code)) continue;
    out.add(code);
    stack.push(...(childrenOf.get(code) ?? []));
  }
  return [...out];
}
