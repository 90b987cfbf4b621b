import { describe, expect, it } from 'vitest';
import { CpvIndex } from './cpv.js';
import { noticeGuid } from './ids.js';
import { mapRecord } from './map.js';
import { compileReleases } from './merge.js';
import type { OcdsRelease, ReleaseSource } from './types.js';

const cpv = new CpvIndex({ '45000000-7': 'Construction work', '45210000-2': 'Building construction work', '71000000-8': 'Architectural services' });
const now = new Date('2025-03-12T00:00:00Z');
const source: ReleaseSource = { file: 'x_CFServer1.json', index: 0, package: { kind: 'releasePackage', publisher: { name: 'Pub' }, license: 'OGL' } };

const tender: OcdsRelease = {
  ocid: 'ocds-test-1',
  id: 't1',
  date: '2025-02-01T00:00:00Z',
  tag: ['tender'],
  buyer: { id: 'B1', name: 'Leeds City Council' },
  parties: [
    { id: 'B1', name: 'Leeds City Council', roles: ['buyer'], address: { locality: 'Leeds', countryName: 'United Kingdom' }, contactPoint: { name: 'Pat', email: 'pat@leeds.gov.uk', telephone: '0113' } },
    { id: 'R1', name: 'Court of Session', roles: ['reviewBody'] },
  ],
  tender: {
    id: 'T',
    title: 'New school',
    description: 'Build a school.rnThe works include a hall.',
    status: 'active',
    tenderPeriod: { endDate: '2025-04-01T12:00:00Z' },
    classification: { scheme: 'CPV', id: '45210000' },
    items: [
      { id: '1', relatedLot: 'L1', additionalClassifications: [{ scheme: 'CPV', id: '71000000' }, { scheme: 'CPV', id: '99999999' }, { scheme: 'CPVS', id: 'AA01' }] },
    ],
    lots: [{ id: 'L1', title: 'Lot 1', value: { amountGross: 1200, currency: 'GBP' }, contractPeriod: { startDate: '2025-06-01', endDate: '2027-05-31', maxExtentDate: '2029-05-31' } }],
    techniques: { hasFrameworkAgreement: true, frameworkAgreement: { maximumParticipants: 4 } },
    suitability: { sme: true, vcse: false },
    documents: [{ id: 'd', documentType: 'tenderNotice', url: 'https://example.org/notice/1' }],
    procurementMethod: 'open',
  },
  relatedProcesses: [{ id: '1', relationship: ['framework'], identifier: 'ocds-parent' }],
  bids: { statistics: [{ id: '1', measure: 'bids', value: 7 }] },
};
const award: OcdsRelease = {
  ocid: 'ocds-test-1',
  id: 'a1',
  date: '2025-05-01T00:00:00Z',
  tag: ['award'],
  parties: [{ id: 'S1', name: 'Builder Ltd', roles: ['supplier'], identifier: { scheme: 'GB-COH', id: '123' }, details: { scale: 'sme' } }],
  awards: [
    { id: 'A1', status: 'active', date: '2025-04-20', value: { amountGross: 1500, currency: 'GBP' }, suppliers: [{ id: 'S1', name: 'Builder Ltd' }, { name: 'Partner Co' }], contractPeriod: { endDate: '2027-05-31', maxExtentDate: '2029-05-31' }, relatedLots: ['L1'] },
  ],
};

describe('mapRecord', () => {
  const [tenderOnly] = compileReleases([{ release: tender, source }]);
  const [awarded] = compileReleases([
    { release: tender, source },
    { release: award, source },
  ]);
  if (!tenderOnly || !awarded) throw new Error('compile failed');

  it('maps an open tender', () => {
    const { notice, organisations, issues } = mapRecord(tenderOnly, { now, cpv });
    expect(notice).toMatchObject({
      ocid: 'ocds-test-1',
      guid: noticeGuid('ocds-test-1'),
      name: 'New school',
      description: 'Build a school.\nThe works include a hall.',
      stage: 'OPEN',
      closeDate: '2025-04-01T12:00:00Z',
      publishDate: '2025-02-01T00:00:00Z',
      tenderDate: '2025-02-01T00:00:00Z',
      tendersReceived: 7,
      country: 'United Kingdom',
      countryCode: 'GB',
      url: 'https://example.org/notice/1',
      procurementMethod: 'open',
      isSuitableForSme: true,
      isSuitableForVcse: false,
      buyerContact: { name: 'Pat', email: 'pat@leeds.gov.uk', telephone: '0113' },
      buyerPartyIds: ['B1'],
      expiryDate: '2027-05-31',
      unknownCpvCodes: ['99999999'],
      source: { file: 'x_CFServer1.json', publisher: 'Pub', license: 'OGL' },
    });
    expect(notice.cpvCodes.map((c) => [c.code, c.known, c.from])).toEqual([
      ['45210000', true, 'tender.classification'],
      ['71000000', true, 'items.additionalClassifications'],
      ['99999999', false, 'items.additionalClassifications'],
    ]);
    expect(notice.lots).toEqual([
      {
        id: 'L1',
        title: 'Lot 1',
        value: { amount: 1200, currency: 'GBP', source: 'lot.value.amountGross' },
        contractPeriod: { startDate: '2025-06-01', endDate: '2027-05-31', maxExtentDate: '2029-05-31' },
        cpvCodes: ['71000000', '99999999'],
      },
    ]);
    expect(notice.framework).toEqual({
      isFramework: true,
      isCallOff: true,
      maximumParticipants: 4,
      relatedProcesses: [{ id: '1', relationship: ['framework'], identifier: 'ocds-parent' }],
    });
    expect(organisations.map((o) => [o.partyId, o.roles])).toEqual([['B1', ['buyer']]]); // reviewBody dropped
    expect(issues.map((i) => i.reason)).toEqual(['unknown CPV code(s): 99999999']);
  });

  it('maps the award: stage, award value from amountGross, suppliers incl. one without a party entry', () => {
    const { notice, organisations } = mapRecord(awarded, { now, cpv });
    expect(notice.stage).toBe('AWARDED');
    expect(notice.awardDate).toBe('2025-04-20');
    expect(notice.expiryDate).toBe('2027-05-31');
    expect(notice.awards).toEqual([
      {
        id: 'A1',
        status: 'active',
        date: '2025-04-20',
        value: { amount: 1500, currency: 'GBP', source: 'award.value.amountGross' },
        suppliers: [{ partyId: 'S1', name: 'Builder Ltd' }, { partyId: 'supplier:Partner Co', name: 'Partner Co' }],
        contractPeriod: { endDate: '2027-05-31', maxExtentDate: '2029-05-31' },
        relatedLots: ['L1'],
      },
    ]);
    expect(notice.supplierPartyIds).toEqual(['S1', 'supplier:Partner Co']);
    expect(organisations.find((o) => o.partyId === 'S1')).toMatchObject({ companiesHouseId: '00000123', isSme: true });
    expect(notice.releaseIds).toEqual(['t1', 'a1']);
  });

  it('planning only → PRE_TENDER, or STALE_PRE_TENDER once older than 12 months', () => {
    const planning: OcdsRelease = { ocid: 'p', id: 'p1', date: '2024-01-10T00:00:00Z', tag: ['planning'], planning: { budget: { amount: { amount: 10, currency: 'GBP' } } }, tender: { title: 'Future works' } };
    const [rec] = compileReleases([planning]);
    if (!rec) throw new Error('compile failed');
    expect(mapRecord(rec, { now, cpv }).notice).toMatchObject({ stage: 'STALE_PRE_TENDER', name: 'Future works', value: { amount: 10, source: 'planning.budget.amount' } });
    expect(mapRecord(rec, { now: new Date('2024-06-01'), cpv }).notice.stage).toBe('PRE_TENDER');
    expect(mapRecord(rec, { now, cpv, staleAfterMonths: 24 }).notice.stage).toBe('PRE_TENDER');
  });

  it('OCDS 1.0 style embedded buyer becomes the buyer organisation; rn is left alone unless flagged', () => {
    const old: OcdsRelease = {
      ocid: 'old',
      date: '2014-12-17T00:00:00Z',
      tag: ['tender'],
      buyer: { name: 'Met Office', address: { locality: ' Exeter', countryName: ' United Kingdom' }, contactPoint: { email: 'x@metoffice.gov.uk' } },
      tender: { title: ' Climate ', description: 'Keep Glasgowrn as is', status: 'unsuccessful' },
    };
    const [rec] = compileReleases([old]);
    if (!rec) throw new Error('compile failed');
    const { notice, organisations } = mapRecord(rec, { now, cpv });
    expect(notice).toMatchObject({ name: 'Climate', description: 'Keep Glasgowrn as is', stage: 'CLOSED', countryCode: 'GB', buyerContact: { email: 'x@metoffice.gov.uk' } });
    expect(organisations).toMatchObject([{ partyId: 'buyer', name: 'Met Office', roles: ['buyer'], address: { town: 'Exeter' } }]);
  });
});
