import { ORGANISATION_GUIDS } from '../../organisations/mocks/fixtures';
import type { ContactData, OutreachOpportunityData } from '../graphql/operations';
import type { JobFunction, Seniority } from '../rules/index';

const buyers = {
  leeds: { id: ORGANISATION_GUIDS.leeds, name: 'Leeds City Council' },
  cardiff: { id: ORGANISATION_GUIDS.cardiff, name: 'Cardiff Council' },
} as const;

let n = 0;
function contact(
  buyer: keyof typeof buyers,
  person: { title?: string | null; first: string; last: string; email?: string | null; phone?: string | null },
  jobTitle: string,
  seniority: Seniority,
  jobFunction: JobFunction[],
  synthetic = true,
): ContactData {
  n += 1;
  const b = buyers[buyer];
  return {
    __typename: 'Contact',
    id: `5c0a7a00-0000-4000-8000-${String(n).padStart(12, '0')}`,
    title: person.title ?? null,
    firstName: person.first,
    lastName: person.last,
    email: person.email === undefined ? `${person.first}.${person.last}@${buyer}.example`.toLowerCase() : person.email,
    phone: person.phone === undefined ? `01632 960${String(n).padStart(3, '0')}` : person.phone,
    jobTitle,
    seniority,
    jobFunction,
    synthetic,
    redacted: false,
    orgId: b.id,
    orgUrn: `urn:tenderlens:organisation:${b.id}`,
    oscarOrgName: b.name,
    buyer: {
      __typename: 'ContactBuyer',
      id: b.id,
      name: b.name,
      verified: true,
      logoUrl: null,
      categoryAssignments: [{ __typename: 'BuyerCategoryAssignment', categoryId: '3', source: 'reference_match' }],
    },
    opportunities: [],
  };
}

/** Contacts at two buyers: synthetic decision-makers and real procurement contact points. */
export const contactFixtures: ContactData[] = [
  contact('leeds', { title: 'Ms', first: 'Amara', last: 'Okafor' }, 'Chief Digital and Information Officer', 'Chief Officer', ['IT & Digital']),
  contact('leeds', { title: 'Mr', first: 'Tom', last: 'Hughes', phone: null }, 'Head of Procurement and Commercial Services', 'Second Level / Head of Service', ['Procurement']),
  contact('leeds', { title: 'Ms', first: 'Priya', last: 'Shah', email: null }, 'Director of Resources', 'Top Level Director', ['Finance']),
  contact('leeds', { first: 'Daniel', last: 'Reid' }, 'IT Service Delivery Manager', 'Third Level/Head of Service/Manager', ['IT & Digital', 'Service Delivery']),
  contact('cardiff', { title: 'Dr', first: 'Elin', last: 'Morgan' }, 'Chief Executive', 'Chief Officer', ['Admin & Support']),
  contact('cardiff', { first: 'Gareth', last: 'Price' }, 'Deputy Chief Finance Officer', 'Deputy/Assistant Chief Officer', ['Finance']),
  contact('cardiff', { first: 'Commercial', last: 'Team', title: null, phone: '029 2087 2087' }, 'Procurement contact', 'Unspecified', ['Procurement'], false),
];

/** As a viewer without CONTACTS gets them: no name, email or phone. */
export const redactedContactFixtures: ContactData[] = contactFixtures.map((c) => ({
  ...c,
  title: null,
  firstName: null,
  lastName: null,
  email: null,
  phone: null,
  redacted: true,
}));

export const outreachOpportunityFixtures: OutreachOpportunityData[] = [
  {
    __typename: 'OutreachOpportunity',
    id: '5c0a7a00-0000-4000-8000-0000000000aa',
    createdAt: '2026-11-20T09:30:00.000Z',
    requestedBy: 'maya@northwind.test',
    buyers: ['Leeds City Council'],
    notice: null,
    seniority: ['Chief Officer'],
    jobFunction: ['IT & Digital'],
    jobTitle: null,
  },
];
