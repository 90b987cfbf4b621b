import { describe, expect, it } from 'vitest';
import { compressSearchParam } from '../url/searchParams';
import { createSchemaClient } from '../testing/schemaClient';
import { OutreachOpportunitiesQuery, RequestOutreachContactsMutation, ContactsQuery } from './graphql/operations';
import { contactFixtures, outreachOpportunityFixtures } from './mocks/fixtures';
import {
  CONTACTS_COPY,
  DEFAULT_CONTACT_FILTER,
  EMPTY_CONTACT_REQUEST_FORM,
  JOB_FUNCTIONS,
  RequestContactsBodySchema,
  SENIORITIES,
  contactColumns,
  displayPhone,
  hasContactFilters,
  isPreviewRequest,
  toContactSearchRequest,
  validateContactRequest,
} from './rules/index';
import { CONTACT_FILTERS_PARAM, contactsPathForBuyer, parseContactFiltersParam, serialiseContactFilters } from './schemas/contactFilters';

const LEEDS = '6a1c3c1e-7f4b-4a57-9a34-5d0a7a6f0b01';
const quiet = { log: () => undefined };

describe('contact values and rules', () => {
  it('has the spec 1§3 seniority and function values exactly', () => {
    expect(SENIORITIES).toHaveLength(9);
    expect(SENIORITIES).toContain('Third Level/Head of Service/Manager');
    expect(JOB_FUNCTIONS).toHaveLength(12);
    expect(JOB_FUNCTIONS).toContain('Marketing, Communications, & Sales');
  });

  it('shows a phone only with at least 7 digits', () => {
    expect(displayPhone('0113 22')).toBeNull();
    expect(displayPhone('0113 222')).toBe('0113 222');
    expect(displayPhone(null)).toBeNull();
  });

  it('leaves the Buyer column out when scoped to one buyer', () => {
    expect(contactColumns(false).map((c) => c.header)).toEqual(['Job title & Contact name', 'Contact information', 'Seniority', 'Function', 'Buyer']);
    expect(contactColumns(true).map((c) => c.id)).not.toContain('buyer');
  });

  it('derives the search request of a filter (spec 1§3)', () => {
    const request = toContactSearchRequest(
      { ...DEFAULT_CONTACT_FILTER, jobTitle: ' head ', seniority: ['Chief Officer'], jobFunction: ['Finance'], contactDisplayOptions: ['EMAIL', 'PHONE'], buyerListIds: ['4'] },
      2,
    );
    expect(request).toEqual({ limit: 20, page: 2, jobTitle: 'head', seniority: ['Chief Officer'], function: ['Finance'], buyerLists: ['4'], mustContainEmail: true, mustContainPhone: true });
    expect(isPreviewRequest(toContactSearchRequest(DEFAULT_CONTACT_FILTER))).toBe(true);
    expect(isPreviewRequest(request)).toBe(false);
    expect(hasContactFilters(DEFAULT_CONTACT_FILTER)).toBe(false);
    expect(hasContactFilters({ jobFunction: ['Finance'] })).toBe(true);
  });

  it('validates the request modal with the spec copy', () => {
    expect(validateContactRequest(EMPTY_CONTACT_REQUEST_FORM, false)).toEqual({
      seniority: CONTACTS_COPY.seniorityRequired,
      jobFunction: CONTACTS_COPY.functionRequired,
      buyerGuids: CONTACTS_COPY.buyerRequired,
    });
    expect(validateContactRequest({ ...EMPTY_CONTACT_REQUEST_FORM, seniority: ['Chairman'], jobFunction: ['Finance'] }, true)).toEqual({});
    expect(RequestContactsBodySchema.safeParse({}).success).toBe(false);
    expect(RequestContactsBodySchema.safeParse({ notice_guid: LEEDS }).success).toBe(true);
    expect(RequestContactsBodySchema.safeParse({ contact_filters: { seniority: ['Chairman'], job_function: ['Finance'] } }).success).toBe(false);
  });
});

describe('contactsFilters in the URL', () => {
  it('round-trips the compressed form and reads the plain form', () => {
    const filter = { ...DEFAULT_CONTACT_FILTER, jobFunction: ['IT & Digital' as const], seniority: ['Chief Officer' as const] };
    const raw = serialiseContactFilters(filter);
    expect(parseContactFiltersParam(raw, quiet)).toEqual(filter);
    expect(parseContactFiltersParam(JSON.stringify({ jobTitle: 'cio' }), quiet)).toEqual({ ...DEFAULT_CONTACT_FILTER, jobTitle: 'cio' });
    expect(serialiseContactFilters(DEFAULT_CONTACT_FILTER)).toBe('');
  });

  it('falls back per field on bad values', () => {
    const raw = compressSearchParam({ jobTitle: 42, seniority: ['Chief Officer', 'Boss'], jobFunction: 'Finance', buyerGuids: ['nope'], contactDisplayOptions: ['EMAIL'] });
    expect(parseContactFiltersParam(raw, quiet)).toEqual({ ...DEFAULT_CONTACT_FILTER, seniority: ['Chief Officer'], contactDisplayOptions: ['EMAIL'] });
    expect(parseContactFiltersParam('%%%not-anything', quiet)).toEqual(DEFAULT_CONTACT_FILTER);
  });

  it("links a buyer's contacts (Find decision maker's form)", () => {
    const href = contactsPathForBuyer(LEEDS, { leadId: '11' });
    const url = new URL(href, 'http://x');
    expect(url.pathname).toBe('/contacts');
    expect(parseContactFiltersParam(url.searchParams.get(CONTACT_FILTERS_PARAM), quiet).buyerGuids).toEqual([LEEDS]);
    expect(url.searchParams.get('fromLead')).toBe('11');
  });
});

describe('contacts cache', () => {
  function setup() {
    const requests = [...outreachOpportunityFixtures];
    return createSchemaClient({
      contacts: () => ({ results: contactFixtures.slice(0, 2), totalResults: 2 }),
      outreachOpportunities: () => requests,
      requestOutreachContacts: () => {
        requests.unshift({ ...outreachOpportunityFixtures[0], id: 'new-request' } as (typeof requests)[number]);
        return { id: 'new-request' };
      },
    });
  }

  it('asks for the outreach opportunities again after a contact request, and keeps contacts cached', async () => {
    const { client, server } = setup();
    await client.query(ContactsQuery, { request: { page: 1 } }).toPromise();
    await client.query(OutreachOpportunitiesQuery, {}).toPromise();
    await client.mutation(RequestOutreachContactsMutation, { input: { noticeGuid: LEEDS } }).toPromise();
    expect(client.readQuery(OutreachOpportunitiesQuery, {})?.data ?? null).toBeNull();
    const again = await client.query(OutreachOpportunitiesQuery, {}).toPromise();
    expect(again.data?.outreachOpportunities.map((r) => r.id)).toEqual(['new-request', outreachOpportunityFixtures[0]?.id]);
    expect(client.readQuery(ContactsQuery, { request: { page: 1 } })?.data?.contacts.totalResults).toBe(2);
    expect(server.calls.filter((c) => c === 'OutreachOpportunities')).toHaveLength(2);
    expect(server.calls.filter((c) => c === 'Contacts')).toHaveLength(1);
  });
});
