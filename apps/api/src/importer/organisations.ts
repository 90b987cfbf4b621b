/**
 * Organisations: parties[] → ImportedOrganisation, and the OrganisationResolver that makes the same
 * body across notices and files one organisation (identifier first, then normalised name).
 */
import { organisationGuid } from './ids.js';
import {
  EmbeddedOrgSchema,
  PartySchema,
  type Party,
} from './schemas.js';
import type { ImportedAddress, ImportedContact, ImportedIdentifier, ImportedOrganisation } from './types.js';
import type { z } from 'zod';

// ---------------------------------------------------------------------------------------------
// Countries

const COUNTRY_CODES: Record<string, string> = {
  'united kingdom': 'GB',
  uk: 'GB',
  gb: 'GB',
  gbr: 'GB',
  'great britain': 'GB',
  england: 'GB',
  eng: 'GB',
  scotland: 'GB',
  sct: 'GB',
  wales: 'GB',
  wls: 'GB',
  cymru: 'GB',
  'northern ireland': 'GB',
  nir: 'GB',
  ireland: 'IE',
  'republic of ireland': 'IE',
  ie: 'IE',
  france: 'FR',
  germany: 'DE',
  netherlands: 'NL',
  belgium: 'BE',
  spain: 'ES',
  italy: 'IT',
  'united states': 'US',
  usa: 'US',
  'isle of man': 'IM',
  jersey: 'JE',
  guernsey: 'GG',
};

/** ISO 3166-1 alpha-2 for a country name/code as written in notices (UK nations → GB); NUTS 'UK…' regions → GB. */
export function countryCodeOf(countryName?: string, region?: string): string | undefined {
  const n = countryName?.trim().toLowerCase().replace(/\s+/g, ' ');
  if (n) {
    const hit = COUNTRY_CODES[n];
    if (hit) return hit;
    if (/^[a-z]{2}$/.test(n)) return n.toUpperCase();
  }
  if (region && /^UK[A-N0-9]{0,3}$/.test(region.trim())) return 'GB';
  return undefined;
}

/** The name shown for a country derived from a street address (the supplier table's Country column). */
const COUNTRY_NAMES: Record<string, string> = {
  GB: 'United Kingdom',
  IE: 'Ireland',
  FR: 'France',
  DE: 'Germany',
  NL: 'Netherlands',
  BE: 'Belgium',
  ES: 'Spain',
  IT: 'Italy',
  US: 'United States',
  IM: 'Isle of Man',
  JE: 'Jersey',
  GG: 'Guernsey',
};
const UK_POSTCODE = /^[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}$/i;

/**
 * The country of an address that carries none but writes it in its one-line street address, as
 * Contracts Finder does for suppliers ('30 Lismore Drive, Birmingham, West Midlands, United Kingdom,
 * B17 0TP'): the last comma-separated part that names a country (of two-letter parts only 'UK':
 * 'Milton Keynes, MK' is not a code), else a UK postcode → GB. Undefined when neither.
 * Migration 0013 applies the same rule to organisations imported before it.
 */
export function countryFromStreet(street?: string): { countryName: string; countryCode: string } | undefined {
  if (!street) return undefined;
  const parts = street.split(',').map((p) => p.trim()).filter(Boolean).reverse();
  for (const part of parts) {
    const code = COUNTRY_CODES[part.toLowerCase().replace(/\s+/g, ' ')];
    if (code && (part.length > 2 || part.toUpperCase() === 'UK')) return { countryName: COUNTRY_NAMES[code] ?? part, countryCode: code };
  }
  if (parts.some((p) => UK_POSTCODE.test(p))) return { countryName: 'United Kingdom', countryCode: 'GB' };
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Names

const LEGAL_SUFFIXES = [
  'limited',
  'ltd',
  'plc',
  'llp',
  'lp',
  'inc',
  'incorporated',
  'cic',
  'cio',
  'co ltd',
  'company limited',
  'uk ltd',
  'uk limited',
];
const ROLE_PARENTHETICALS = /\((?:'|")?(?:the\s+)?(?:authority|council|buyer|contracting authority|purchaser|client|employer)(?:'|")?\)/gi;

/**
 * Normalised organisation name for matching: lower case, accents/punctuation removed, '&' → 'and',
 * a leading 'the' dropped, trailing legal forms ('ltd', 'limited', 'plc', 'llp'…) dropped, and
 * "Council of the X" written "X council". 'council', 'city', 'university'… are KEPT: they
 * distinguish bodies ('Leeds City Council' ≠ 'Leeds Beckett University' ≠ 'Leeds City College').
 */
export function normaliseOrgName(name: string): string {
  let s = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(ROLE_PARENTHETICALS, ' ')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’`]/g, '')
    .replace(/\bt\/a\b.*$/, ' ') // "X Ltd (t/a Y)" → trading name dropped
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  s = s.replace(/^the /, '');
  const councilOf = /^council of (?:the )?(.+)$/.exec(s);
  if (councilOf?.[1]) s = `${councilOf[1]} council`;
  let changed = true;
  while (changed) {
    changed = false;
    for (const suf of LEGAL_SUFFIXES) {
      if (s.endsWith(` ${suf}`) && s.length > suf.length + 1) {
        s = s.slice(0, -suf.length - 1).trim();
        changed = true;
      }
    }
  }
  return s;
}

/** Identifier key: 'GB-COH:01234567' (scheme upper-cased, spaces dropped, Companies House numbers padded to 8). */
export function identifierKey(id: { scheme: string; id: string }): string {
  const scheme = id.scheme.trim().toUpperCase();
  let value = id.id.trim().replace(/\s+/g, '').toUpperCase();
  if (scheme === 'GB-COH' && /^\d{1,7}$/.test(value)) value = value.padStart(8, '0');
  return `${scheme}:${value}`;
}

// ---------------------------------------------------------------------------------------------
// parties[] → ImportedOrganisation

const SME_SCALES = new Set(['sme', 'micro', 'small', 'medium']);

function address(a: z.output<typeof PartySchema>['address']): ImportedAddress {
  const out: ImportedAddress = {};
  if (!a) return out;
  if (a.streetAddress) out.street = a.streetAddress;
  if (a.locality) out.town = a.locality;
  if (a.postalCode) out.postalCode = a.postalCode.toUpperCase();
  if (a.region) out.region = a.region;
  const countryName = a.countryName ?? a.country;
  if (countryName) out.countryName = countryName;
  const cc = countryCodeOf(countryName, a.region);
  if (cc) out.countryCode = cc;
  if (!countryName && !cc) {
    const derived = countryFromStreet(a.streetAddress);
    if (derived) Object.assign(out, derived);
  }
  return out;
}

function contact(c: z.output<typeof PartySchema>['contactPoint']): ImportedContact | undefined {
  if (!c) return undefined;
  const out: ImportedContact = {};
  if (c.name) out.name = c.name;
  if (c.email) out.email = c.email;
  if (c.telephone) out.telephone = c.telephone;
  if (c.url) out.url = c.url;
  return Object.keys(out).length ? out : undefined;
}

function identifier(i: { scheme?: string | undefined; id?: string | undefined; legalName?: string | undefined; uri?: string | undefined } | undefined): ImportedIdentifier | undefined {
  if (!i?.scheme || !i.id) return undefined;
  const out: ImportedIdentifier = { scheme: i.scheme, id: i.id };
  if (i.legalName) out.legalName = i.legalName;
  if (i.uri) out.uri = i.uri;
  return out;
}

function build(p: {
  id?: string | undefined;
  name?: string | undefined;
  identifier?: { scheme?: string | undefined; id?: string | undefined; legalName?: string | undefined; uri?: string | undefined } | undefined;
  additionalIdentifiers: { scheme?: string | undefined; id?: string | undefined; legalName?: string | undefined; uri?: string | undefined }[];
  address?: z.output<typeof PartySchema>['address'];
  contactPoint?: z.output<typeof PartySchema>['contactPoint'];
  roles: string[];
  details?: Party['details'];
}, fallbackId: string): ImportedOrganisation | undefined {
  const name = p.name ?? p.identifier?.legalName;
  if (!name) return undefined;
  const ident = identifier(p.identifier);
  const additional = p.additionalIdentifiers.map(identifier).filter((x): x is ImportedIdentifier => x !== undefined);
  const org: ImportedOrganisation = {
    partyId: p.id ?? fallbackId,
    name: name.replace(/\s+/g, ' ').trim(),
    additionalIdentifiers: additional,
    address: address(p.address),
    roles: [...new Set(p.roles)],
    classifications: (p.details?.classifications ?? [])
      .filter((c) => c.scheme && c.id)
      .map((c) => ({ scheme: c.scheme ?? '', id: c.id ?? '', ...(c.description ? { description: c.description } : {}) })),
  };
  if (ident) org.identifier = ident;
  const coh = [ident, ...additional].find((i) => i?.scheme.toUpperCase() === 'GB-COH');
  if (coh) org.companiesHouseId = identifierKey(coh).slice('GB-COH:'.length);
  const cp = contact(p.contactPoint);
  if (cp) org.contactPoint = cp;
  const url = p.details?.url ?? p.identifier?.uri ?? undefined;
  if (url) org.url = url;
  const scale = p.details?.scale?.toLowerCase();
  if (scale) {
    org.scale = scale;
    org.isSme = SME_SCALES.has(scale) ? true : scale === 'large' ? false : undefined;
    if (org.isSme === undefined) delete org.isSme;
  }
  return org;
}

/** One OCDS party (already narrowed or raw) → ImportedOrganisation; undefined when it has no name. */
export function partyToOrganisation(raw: unknown, fallbackId = 'party'): ImportedOrganisation | undefined {
  const r = PartySchema.safeParse(raw);
  return r.success ? build(r.data, fallbackId) : undefined;
}

/** OCDS 1.0 style `release.buyer` carrying address/contactPoint when there is no parties[] entry. */
export function embeddedBuyerToOrganisation(raw: unknown): ImportedOrganisation | undefined {
  const r = EmbeddedOrgSchema.safeParse(raw);
  if (!r.success) return undefined;
  return build({ ...r.data, roles: ['buyer'] }, 'buyer');
}

// ---------------------------------------------------------------------------------------------
// Resolver

export interface ResolvedOrganisation {
  guid: string;
  /** The key the guid derives from: 'id:GB-COH:01234567' or 'name:leeds city council'. */
  key: string;
  name: string;
  normalisedName: string;
  /** Other spellings seen (exact strings, first-seen order). */
  aliases: string[];
  identifiers: ImportedIdentifier[];
  companiesHouseId?: string;
  address: ImportedAddress;
  contactPoint?: ImportedContact;
  url?: string;
  roles: string[];
  isSme?: boolean;
  scale?: string;
  /** Number of resolve() calls that landed here (one per notice-party). */
  mentions: number;
}

/**
 * Resolves organisations across notices and files: identifier (scheme + id, incl. additionalIdentifiers)
 * first, then the normalised name — unless the name-matched organisation already carries a different
 * identifier in the same scheme (then they are different bodies). The guid derives from the first key
 * (identifier if the first sighting had one, else the normalised name), so it is deterministic for a
 * given input order. First spelling wins as `name`; later fields fill gaps, never overwrite.
 */
export class OrganisationResolver {
  private readonly orgs: ResolvedOrganisation[] = [];
  private readonly byIdentifier = new Map<string, ResolvedOrganisation>();
  private readonly byName = new Map<string, ResolvedOrganisation[]>();

  resolve(org: ImportedOrganisation): ResolvedOrganisation {
    const idKeys = [org.identifier, ...org.additionalIdentifiers]
      .filter((i): i is ImportedIdentifier => i !== undefined)
      .map(identifierKey);
    const norm = normaliseOrgName(org.name);
    let hit: ResolvedOrganisation | undefined;
    for (const k of idKeys) {
      hit = this.byIdentifier.get(k);
      if (hit) break;
    }
    if (!hit && norm !== '') {
      const schemes = new Map(idKeys.map((k) => [k.slice(0, k.indexOf(':')), k]));
      hit = (this.byName.get(norm) ?? []).find((cand) =>
        cand.identifiers.every((i) => {
          const k = identifierKey(i);
          const mine = schemes.get(k.slice(0, k.indexOf(':')));
          return mine === undefined || mine === k;
        }),
      );
    }
    if (!hit) {
      const key = idKeys[0] !== undefined ? `id:${idKeys[0]}` : `name:${norm || org.name}`;
      hit = {
        guid: organisationGuid(key),
        key,
        name: org.name,
        normalisedName: norm,
        aliases: [],
        identifiers: [],
        address: { ...org.address },
        roles: [],
        mentions: 0,
      };
      this.orgs.push(hit);
      const list = this.byName.get(norm) ?? [];
      list.push(hit);
      this.byName.set(norm, list);
    }
    this.absorb(hit, org, idKeys, norm);
    return hit;
  }

  private absorb(t: ResolvedOrganisation, org: ImportedOrganisation, idKeys: string[], norm: string): void {
    t.mentions++;
    if (org.name !== t.name && !t.aliases.includes(org.name)) t.aliases.push(org.name);
    if (norm !== t.normalisedName && norm !== '') {
      const list = this.byName.get(norm) ?? [];
      if (!list.includes(t)) list.push(t);
      this.byName.set(norm, list);
    }
    for (const [i, ident] of [org.identifier, ...org.additionalIdentifiers].filter((x): x is ImportedIdentifier => !!x).entries()) {
      const k = idKeys[i];
      if (k && !this.byIdentifier.has(k)) {
        this.byIdentifier.set(k, t);
        t.identifiers.push(ident);
      }
    }
    if (!t.companiesHouseId && org.companiesHouseId) t.companiesHouseId = org.companiesHouseId;
    for (const [k, v] of Object.entries(org.address) as [keyof ImportedAddress, string][]) {
      if (t.address[k] === undefined) t.address[k] = v;
    }
    if (!t.contactPoint && org.contactPoint) t.contactPoint = { ...org.contactPoint };
    if (!t.url && org.url) t.url = org.url;
    for (const r of org.roles) if (!t.roles.includes(r)) t.roles.push(r);
    if (t.isSme === undefined && org.isSme !== undefined) t.isSme = org.isSme;
    if (!t.scale && org.scale) t.scale = org.scale;
  }

  /**
   * Registers an organisation resolved by an earlier run (read back from the database), so later
   * sightings join it by identifier, name or any alias instead of making a new one.
   */
  restore(known: ResolvedOrganisation): ResolvedOrganisation {
    const org: ResolvedOrganisation = {
      ...known,
      aliases: [...known.aliases],
      identifiers: [...known.identifiers],
      address: { ...known.address },
      roles: [...known.roles],
      ...(known.contactPoint ? { contactPoint: { ...known.contactPoint } } : {}),
    };
    this.orgs.push(org);
    for (const norm of new Set([org.normalisedName, ...org.aliases.map(normaliseOrgName)])) {
      if (norm === '') continue;
      const list = this.byName.get(norm) ?? [];
      list.push(org);
      this.byName.set(norm, list);
    }
    for (const ident of org.identifiers) {
      const k = identifierKey(ident);
      if (!this.byIdentifier.has(k)) this.byIdentifier.set(k, org);
    }
    return org;
  }

  all(): ResolvedOrganisation[] {
    return [...this.orgs];
  }

  get size(): number {
    return this.orgs.length;
  }
}
