/**
 * CPV 2008 index. Keys in the reference list are 'NNNNNNNN-N' (8 digits + check digit); UK notices
 * give 8 digits without the check digit. The tree follows the leading digits: division = 2 significant
 * digits, group = 3, class = 4, category = 5 or more; the parent of a code is the nearest existing
 * code with fewer significant digits (padded with zeros).
 */
import { readFile } from 'node:fs/promises';
import { z } from 'zod';

export type CpvLevel = 'division' | 'group' | 'class' | 'category';

export interface CpvEntry {
  /** 8 digits, e.g. '44112200'. */
  code: string;
  /** As in the list, with check digit: '44112200-0'. */
  fullCode: string;
  name: string;
  level: CpvLevel;
  /** 8-digit code of the parent, absent for divisions. */
  parent?: string;
  division: string;
}

/** Normalise a CPV code as found in notices: '44112200', '44112200-0', ' 4411 2200 ', 3000000 (lost leading 0). */
export function normaliseCpvCode(raw: unknown): string | undefined {
  if (typeof raw !== 'string' && typeof raw !== 'number') return undefined;
  let s = String(raw).trim().replace(/\s+/g, '');
  s = s.replace(/-\d$/, '');
  if (/^\d{7}$/.test(s)) s = `0${s}`;
  return /^\d{8}$/.test(s) ? s : undefined;
}

function significantLength(code: string): number {
  const t = code.replace(/0+$/, '');
  return Math.max(2, t.length);
}

function levelOf(code: string): CpvLevel {
  const n = significantLength(code);
  return n <= 2 ? 'division' : n === 3 ? 'group' : n === 4 ? 'class' : 'category';
}

const CpvJson = z.record(z.string(), z.string());

export class CpvIndex {
  private readonly byCode = new Map<string, CpvEntry>();

  constructor(list: Record<string, string>) {
    const raw = new Map<string, { full: string; name: string }>();
    for (const [full, name] of Object.entries(list)) {
      const code = normaliseCpvCode(full);
      if (code) raw.set(code, { full, name });
    }
    for (const [code, { full, name }] of raw) {
      const entry: CpvEntry = { code, fullCode: full, name, level: levelOf(code), division: code.slice(0, 2) };
      const parent = CpvIndex.findParent(code, (c) => raw.has(c));
      if (parent) entry.parent = parent;
      this.byCode.set(code, entry);
    }
  }

  static async load(path: string): Promise<CpvIndex> {
    const parsed = CpvJson.parse(JSON.parse(await readFile(path, 'utf8')));
    return new CpvIndex(parsed);
  }

  /** Nearest existing shorter prefix (padded with zeros) of `code`, using `exists`. */
  static findParent(code: string, exists: (c: string) => boolean): string | undefined {
    for (let len = significantLength(code) - 1; len >= 2; len--) {
      const candidate = code.slice(0, len).padEnd(8, '0');
      if (candidate !== code && exists(candidate)) return candidate;
    }
    return undefined;
  }

  get size(): number {
    return this.byCode.size;
  }

  get(raw: unknown): CpvEntry | undefined {
    const code = normaliseCpvCode(raw);
    return code ? this.byCode.get(code) : undefined;
  }

  has(raw: unknown): boolean {
    return this.get(raw) !== undefined;
  }

  parentOf(raw: unknown): CpvEntry | undefined {
    const e = this.get(raw);
    return e?.parent ? this.byCode.get(e.parent) : undefined;
  }

  /** The chain from the division down to the code itself. */
  ancestors(raw: unknown): CpvEntry[] {
    const chain: CpvEntry[] = [];
    let e = this.get(raw);
    while (e) {
      chain.unshift(e);
      e = e.parent ? this.byCode.get(e.parent) : undefined;
    }
    return chain;
  }

  /** For an unknown code, the nearest known ancestor (useful to keep a notice filterable). */
  nearestKnown(raw: unknown): CpvEntry | undefined {
    const code = normaliseCpvCode(raw);
    if (!code) return undefined;
    const hit = this.byCode.get(code);
    if (hit) return hit;
    const p = CpvIndex.findParent(code, (c) => this.byCode.has(c));
    return p ? this.byCode.get(p) : undefined;
  }

  children(raw: unknown): CpvEntry[] {
    const code = normaliseCpvCode(raw);
    if (!code) return [];
    return [...this.byCode.values()].filter((e) => e.parent === code);
  }

  entries(): IterableIterator<CpvEntry> {
    return this.byCode.values();
  }
}
