/**
 * Reference data loaders (pure, line-streaming): UK local authorities (mySociety CSV), central
 * government organisations (Open Register TSV) as buyer categories, NUTS 2018 regions (ONS CSVs).
 * CPV lives in cpv.ts.
 */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { normaliseOrgName } from './organisations.js';

/** Split one CSV line (RFC 4180 quoting). Returns undefined while a quoted field is still open. */
export function splitCsvLine(line: string, delimiter = ','): string[] | undefined {
  const out: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"') {
        if (line[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === delimiter) {
      out.push(field);
      field = '';
    } else field += ch;
  }
  if (quoted) return undefined;
  out.push(field);
  return out;
}

/** Stream rows of a delimited file as objects keyed by the header row (quoted newlines supported). */
export async function* readDelimited(path: string, delimiter = ','): AsyncGenerator<Record<string, string>> {
  const rl = createInterface({ input: createReadStream(path), crlfDelay: Infinity });
  let header: string[] | undefined;
  let pending = '';
  for await (const raw of rl) {
    const line = pending ? `${pending}\n${raw}` : raw.replace(/^\uFEFF/, '');
    // TSV files (Open Register) do not quote; only CSV needs the quote-aware splitter.
    const cells = delimiter === '\t' ? line.split('\t') : splitCsvLine(line, delimiter);
    if (!cells) {
      pending = line;
      continue;
    }
    pending = '';
    if (!header) {
      header = cells.map((c) => c.trim());
      continue;
    }
    if (cells.length === 1 && cells[0]?.trim() === '') continue;
    const row: Record<string, string> = {};
    header.forEach((h, i) => {
      row[h] = (cells[i] ?? '').trim();
    });
    yield row;
  }
}

export type BuyerCategory = 'Local authority' | 'Central government';

export interface BuyerReference {
  /** Register code: mySociety local-authority-code ('LDS') or Open Register id ('D2'). */
  code: string;
  name: string;
  category: BuyerCategory;
  /** E.g. 'Metropolitan district', 'London borough' / 'Ministerial department', 'Executive agency'. */
  subType: string;
  altNames: string[];
  nation?: string;
  region?: string;
  gssCode?: string;
  website?: string;
  startDate?: string;
  endDate?: string;
  /** Still in existence (no end date / current-authority True). */
  current: boolean;
}

export async function loadLocalAuthorities(path: string): Promise<BuyerReference[]> {
  const out: BuyerReference[] = [];
  for await (const row of readDelimited(path, ',')) {
    const name = row['official-name'];
    const code = row['local-authority-code'];
    if (!name || !code) continue;
    const alt = new Set<string>();
    for (const a of [row['nice-name'], ...(row['alt-names'] ?? '').split(',')]) {
      const t = a?.trim();
      if (t && t !== name) alt.add(t);
    }
    const ref: BuyerReference = {
      code,
      name,
      category: 'Local authority',
      subType: row['local-authority-type-name'] || row['local-authority-type'] || 'Local authority',
      altNames: [...alt],
      current: (row['current-authority'] ?? '').toLowerCase() === 'true' && !row['end-date'],
    };
    if (row.nation) ref.nation = row.nation;
    if (row.region) ref.region = row.region;
    if (row['gss-code']) ref.gssCode = row['gss-code'];
    if (row['start-date']) ref.startDate = row['start-date'];
    if (row['end-date']) ref.endDate = row['end-date'];
    out.push(ref);
  }
  return out;
}

/** Open Register id prefix → type of central-government body. */
export const GOVERNMENT_ORG_TYPES: Record<string, string> = {
  D: 'Department',
  EA: 'Executive agency',
  PB: 'Non-departmental public body',
  PC: 'Public corporation',
  DA: 'Devolved administration',
  IM: 'Independent monitoring body',
  CO: 'Civil service',
  CS: 'Civil service',
  EO: 'Executive office',
  OT: 'Other government body',
};

export async function loadGovernmentOrganisations(path: string): Promise<BuyerReference[]> {
  const out: BuyerReference[] = [];
  for await (const row of readDelimited(path, '\t')) {
    const code = row['government-organisation'];
    const name = row.name;
    if (!code || !name) continue;
    const prefix = code.replace(/\d+$/, '');
    const ref: BuyerReference = {
      code,
      name,
      category: 'Central government',
      subType: GOVERNMENT_ORG_TYPES[prefix] ?? 'Other government body',
      altNames: [],
      current: !row['end-date'],
    };
    if (row.website) ref.website = row.website;
    if (row['start-date']) ref.startDate = row['start-date'];
    if (row['end-date']) ref.endDate = row['end-date'];
    out.push(ref);
  }
  return out;
}

/**
 * Name → buyer category lookup over local authorities and government organisations. Matching is on
 * the normalised full name (official name and alt names), never on fragments, so 'Leeds City
 * Council' finds the council but 'Leeds Beckett University' finds nothing. Current bodies win.
 */
export class BuyerCategoryIndex {
  private readonly byName = new Map<string, BuyerReference>();

  constructor(refs: readonly BuyerReference[]) {
    const ordered = [...refs].sort((a, b) => Number(b.current) - Number(a.current));
    for (const ref of ordered) {
      for (const n of [ref.name, ...ref.altNames]) {
        const key = normaliseOrgName(n);
        // A bare place name ('Leeds') is too ambiguous to match an organisation by.
        if (ref.category === 'Local authority' && !/\b(council|borough|county|authority|corporation)\b/.test(key)) continue;
        if (key && !this.byName.has(key)) this.byName.set(key, ref);
      }
    }
  }

  match(name: string): BuyerReference | undefined {
    return this.byName.get(normaliseOrgName(name));
  }

  get size(): number {
    return this.byName.size;
  }
}

export interface NutsRegion {
  code: string;
  name: string;
  level: 1 | 2 | 3;
  parent?: string;
  country?: string;
}

/** NUTS 2018: level 1-2 CSV (NUTS218CD, NUTS218NM, NUTS118CD, NUTS118NM, Country) + level 3 CSV. */
export async function loadNutsRegions(level12Path: string, level3Path: string): Promise<NutsRegion[]> {
  const byCode = new Map<string, NutsRegion>();
  for await (const row of readDelimited(level12Path, ',')) {
    const l1 = row.NUTS118CD;
    const l2 = row.NUTS218CD;
    if (l1 && row.NUTS118NM && !byCode.has(l1)) {
      const r: NutsRegion = { code: l1, name: row.NUTS118NM, level: 1 };
      if (row.Country) r.country = row.Country;
      byCode.set(l1, r);
    }
    if (l2 && row.NUTS218NM) {
      const r: NutsRegion = { code: l2, name: row.NUTS218NM, level: 2 };
      if (l1) r.parent = l1;
      if (row.Country) r.country = row.Country;
      byCode.set(l2, r);
    }
  }
  for await (const row of readDelimited(level3Path, ',')) {
    const code = row.NUTS318CD;
    if (!code || !row.NUTS318NM) continue;
    const r: NutsRegion = { code, name: row.NUTS318NM, level: 3 };
    // Parent = the level-2 region with the first 4 characters; Northern Ireland breaks the pattern
    // (UKN0 → UKN06…UKN16), so fall back to the only level-2 region under the same level-1 code.
    let parent = byCode.get(code.slice(0, 4));
    if (parent?.level !== 2) {
      const siblings = [...byCode.values()].filter((x) => x.level === 2 && x.code.startsWith(code.slice(0, 3)));
      parent = siblings.length === 1 ? siblings[0] : undefined;
    }
    const parentCode = parent?.code;
    if (parent && parentCode) {
      r.parent = parentCode;
      if (parent.country) r.country = parent.country;
    }
    byCode.set(code, r);
  }
  return [...byCode.values()].sort((a, b) => a.code.localeCompare(b.code));
}
