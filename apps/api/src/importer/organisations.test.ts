import { describe, expect, it } from 'vitest';
import { OrganisationResolver, countryCodeOf, countryFromStreet, identifierKey, normaliseOrgName, partyToOrganisation } from './organisations.js';
import type { ImportedOrganisation } from './types.js';

const org = (name: string, extra: Partial<ImportedOrganisation> = {}): ImportedOrganisation => ({
  partyId: name,
  name,
  additionalIdentifiers: [],
  address: {},
  roles: ['buyer'],
  classifications: [],
  ...extra,
});

describe('normaliseOrgName', () => {
  it.each([
    ['Hennessy Flooring Ltd', 'hennessy flooring'],
    ['LGM Limited', 'lgm'],
    ['Axis Europe PLC', 'axis europe'],
    ['The North Yorkshire Council', 'north yorkshire council'],
    ['Police & Crime Commissioner for South Wales', 'police and crime commissioner for south wales'],
    ["King's College London", 'kings college london'],
    ['Council of the Isles of Scilly', 'isles of scilly council'],
    ['DENNIS EAGLE LIMITED (t/a Terberg Matec UK)', 'dennis eagle'],
    ["NHS National Services Scotland ('the Authority')", 'nhs national services scotland'],
  ])('%s → %s', (input, expected) => {
    expect(normaliseOrgName(input)).toBe(expected);
  });

  it('keeps the words that tell bodies apart', () => {
    expect(normaliseOrgName('Leeds City Council')).not.toBe(normaliseOrgName('Leeds Beckett University'));
    expect(normaliseOrgName('Leeds City Council')).not.toBe(normaliseOrgName('Leeds City College'));
    expect(normaliseOrgName('Leeds City Council')).not.toBe(normaliseOrgName('Leeds'));
  });
});

describe('OrganisationResolver', () => {
  it('matches on identifier first, recording other spellings as aliases', () => {
    const r = new OrganisationResolver();
    const a = r.resolve(org('DENNIS EAGLE LIMITED', { identifier: { scheme: 'GB-COH', id: '03794455' } }));
    const b = r.resolve(org('Terberg Matec UK', { identifier: { scheme: 'gb-coh', id: '3794455' } }));
    expect(b).toBe(a);
    expect(a.aliases).toEqual(['Terberg Matec UK']);
    expect(a.key).toBe('id:GB-COH:03794455');
  });

  it('then on normalised name', () => {
    const r = new OrganisationResolver();
    const a = r.resolve(org('Derby City Council'));
    expect(r.resolve(org('DERBY CITY COUNCIL'))).toBe(a);
    expect(r.resolve(org('The Derby City Council'))).toBe(a);
    expect(a.aliases).toEqual(['DERBY CITY COUNCIL', 'The Derby City Council']);
  });

  it("'Leeds City Council' and 'Leeds Beckett University' stay two organisations", () => {
    const r = new OrganisationResolver();
    const a = r.resolve(org('Leeds City Council'));
    const b = r.resolve(org('Leeds Beckett University'));
    expect(a).not.toBe(b);
    expect(r.size).toBe(2);
  });

  it('the same name with a conflicting identifier in the same scheme is a different body', () => {
    const r = new OrganisationResolver();
    const a = r.resolve(org('Acme Ltd', { identifier: { scheme: 'GB-COH', id: '00000001' } }));
    const b = r.resolve(org('Acme Limited', { identifier: { scheme: 'GB-COH', id: '00000002' } }));
    expect(b).not.toBe(a);
    // …but a sighting without an identifier joins the first match by name.
    expect(r.resolve(org('ACME LTD'))).toBe(a);
  });

  it('guids are deterministic and fill gaps from later sightings', () => {
    const run = () => {
      const r = new OrganisationResolver();
      r.resolve(org('Lincolnshire County Council', { address: { town: 'Lincoln' } }));
      return r.resolve(org('Lincolnshire County Council', { address: { town: 'Elsewhere', postalCode: 'LN1 1YL' }, url: 'https://www.lincolnshire.gov.uk' }));
    };
    const a = run();
    expect(run().guid).toBe(a.guid);
    expect(a.address).toEqual({ town: 'Lincoln', postalCode: 'LN1 1YL' });
    expect(a.url).toBe('https://www.lincolnshire.gov.uk');
    expect(a.mentions).toBe(2);
  });
});

describe('partyToOrganisation', () => {
  it('maps a Contracts Finder party', () => {
    const o = partyToOrganisation({
      id: 'GB-COH-03794455',
      name: 'DENNIS EAGLE LIMITED',
      identifier: { scheme: 'GB-COH', id: '03794455', legalName: 'DENNIS EAGLE LIMITED' },
      address: { streetAddress: 'Heathcote Way', locality: 'Warwick', postalCode: 'cv34 6tb', countryName: 'England' },
      contactPoint: { name: 'A Person', email: 'a@example.org', telephone: '' },
      details: { scale: 'large' },
      roles: ['supplier'],
    });
    expect(o).toEqual({
      partyId: 'GB-COH-03794455',
      name: 'DENNIS EAGLE LIMITED',
      identifier: { scheme: 'GB-COH', id: '03794455', legalName: 'DENNIS EAGLE LIMITED' },
      companiesHouseId: '03794455',
      additionalIdentifiers: [],
      address: { street: 'Heathcote Way', town: 'Warwick', postalCode: 'CV34 6TB', countryName: 'England', countryCode: 'GB' },
      contactPoint: { name: 'A Person', email: 'a@example.org' },
      roles: ['supplier'],
      isSme: false,
      scale: 'large',
      classifications: [],
    });
  });

  it('SME flag from details.scale; no name → undefined', () => {
    for (const scale of ['sme', 'micro', 'small', 'medium']) expect(partyToOrganisation({ name: 'X', details: { scale }, roles: [] })?.isSme).toBe(true);
    expect(partyToOrganisation({ name: 'X', roles: [] })?.isSme).toBeUndefined();
    expect(partyToOrganisation({ id: 'GB-CFS-173', details: { scale: 'large' }, roles: ['supplier'] })).toBeUndefined();
  });

  it('country codes and identifier keys', () => {
    expect(['UK', 'United Kingdom', 'ENG', 'Wales', ' United Kingdom'].map((c) => countryCodeOf(c))).toEqual(['GB', 'GB', 'GB', 'GB', 'GB']);
    expect(countryCodeOf(undefined, 'UKM')).toBe('GB');
    expect(countryCodeOf('Narnia')).toBeUndefined();
  });

  it('derives the country from a one-line street address when the party gives none', () => {
    const gb = { countryName: 'United Kingdom', countryCode: 'GB' };
    const cases: [string | undefined, ReturnType<typeof countryFromStreet>][] = [
      ['30 Lismore Drive, Birmingham, West Midlands, United Kingdom, B17 0TP', gb],
      ['1 High Street, Cardiff, Wales, CF10 1AA', gb],
      ['Unit 2, Dublin 2, Ireland', { countryName: 'Ireland', countryCode: 'IE' }],
      ['10 Downing Street, London, UK', gb],
      ['4 Market Square, Kidderminster, DY11 7QY', gb],
      ['Rue de Rivoli, Paris, France, 75001', { countryName: 'France', countryCode: 'FR' }],
      ['Milton Keynes, MK', undefined],
      ['Somewhere, Narnia', undefined],
      ['', undefined],
      [undefined, undefined],
    ];
    for (const [street, expected] of cases) expect(countryFromStreet(street), String(street)).toEqual(expected);
    // A party with only a street address gets the derived country; a given country wins.
    const party = (address: Record<string, string>) => partyToOrganisation({ id: 'p', name: 'Acme Ltd', roles: ['supplier'], address });
    expect(party({ streetAddress: '30 Lismore Drive, Birmingham, United Kingdom, B17 0TP' })?.address).toMatchObject(gb);
    expect(party({ streetAddress: 'Paris, France', countryName: 'Ireland' })?.address).toMatchObject({ countryName: 'Ireland', countryCode: 'IE' });
    expect(identifierKey({ scheme: 'gb-coh', id: ' 123 ' })).toBe('GB-COH:00000123');
  });
});
