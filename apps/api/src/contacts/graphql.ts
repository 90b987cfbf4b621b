/**
 * GraphQL contacts (spec 1§7): `contacts` (SearchContactsRequest → results, totalResults),
 * `exportContacts` (filters, format, selected ids → job id), `requestOutreachContacts` (the REST
 * request's twin, for the client's cache rules) and `outreachOpportunities` (the company's requests).
 */
import { JOB_FUNCTIONS, RequestContactsBodySchema, SENIORITIES, ContactSearchRequestSchema } from '@tenderlens/domain/contacts';
import { z } from 'zod';
import { builder, guard } from '../graphql/builder';
import { assertCan, assertCanExport } from '../policy/index';
import { ExportFormatInput, ExportJobRef } from '../exports/graphql';
import { ExportFormatInputSchema } from '../exports/schemas';
import { queueExport } from '../exports/service';
import { contactsExportSource } from '../exports/sources/contacts';
import { parseArgs, resolving } from '../workspace/http';
import { contactRequestDepsOf, startContactRequest } from './delivery';
import { listContactRequests, type ContactRequestAdminRow } from './requests';
import { contactCaller } from './routes';
import { searchContacts, type ContactSearchResult, type ContactView } from './service';

const BuyerCategoryAssignmentRef = builder.objectRef<{ categoryId: string; source: string }>('BuyerCategoryAssignment').implement({
  fields: (t) => ({ categoryId: t.exposeID('categoryId'), source: t.exposeString('source') }),
});

const ContactBuyerRef = builder.objectRef<ContactView['buyer']>('ContactBuyer').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    verified: t.exposeBoolean('verified'),
    logoUrl: t.exposeString('logoUrl', { nullable: true }),
    categoryAssignments: t.field({ type: [BuyerCategoryAssignmentRef], resolve: (b) => b.categoryAssignments }),
  }),
});

const ContactOpportunityRef = builder.objectRef<{ id: string }>('ContactOpportunity').implement({
  fields: (t) => ({ id: t.exposeID('id') }),
});

const ContactRef = builder.objectRef<ContactView>('Contact').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title', { nullable: true }),
    firstName: t.exposeString('firstName', { nullable: true }),
    lastName: t.exposeString('lastName', { nullable: true }),
    email: t.exposeString('email', { nullable: true }),
    phone: t.exposeString('phone', { nullable: true, description: 'Only a phone of at least 7 digits.' }),
    jobTitle: t.exposeString('jobTitle'),
    seniority: t.exposeString('seniority'),
    jobFunction: t.exposeStringList('jobFunction'),
    synthetic: t.exposeBoolean('synthetic', { description: 'A made-up person at a real buyer (demo data).' }),
    redacted: t.exposeBoolean('redacted', { description: 'Name, email and phone withheld: the plan lacks CONTACTS.' }),
    orgId: t.exposeID('orgId'),
    orgUrn: t.exposeString('orgUrn'),
    oscarOrgName: t.exposeString('oscarOrgName', { nullable: true }),
    buyer: t.field({ type: ContactBuyerRef, resolve: (c) => c.buyer }),
    opportunities: t.field({ type: [ContactOpportunityRef], resolve: (c) => c.opportunities }),
  }),
});

const ContactSearchResultRef = builder.objectRef<ContactSearchResult>('ContactSearchResults').implement({
  fields: (t) => ({
    results: t.field({ type: [ContactRef], resolve: (r) => r.results }),
    totalResults: t.exposeInt('totalResults'),
  }),
});

const SearchContactsRequestInput = builder.inputType('SearchContactsRequest', {
  fields: (t) => ({
    jobTitle: t.string(),
    firstName: t.string(),
    lastName: t.string(),
    seniority: t.stringList({ description: SENIORITIES.join(' | ') }),
    function: t.stringList({ description: JOB_FUNCTIONS.join(' | ') }),
    buyerGuids: t.idList(),
    buyerLists: t.idList(),
    buyerCategoryIds: t.idList(),
    includeUncategorisedBuyers: t.boolean(),
    mustContainEmail: t.boolean(),
    mustContainPhone: t.boolean(),
    limit: t.int(),
    page: t.int(),
  }),
});

const ContactRequestFiltersInput = builder.inputType('ContactRequestFilters', {
  fields: (t) => ({
    seniority: t.stringList({ required: true }),
    jobFunction: t.stringList({ required: true }),
    buyerGuids: t.idList(),
    jobTitle: t.string(),
  }),
});

const RequestOutreachContactsInput = builder.inputType('RequestOutreachContactsInput', {
  fields: (t) => ({
    contactFilters: t.field({ type: ContactRequestFiltersInput }),
    noticeGuid: t.id(),
    additionalInformation: t.string(),
  }),
});

const ContactRequestRef = builder.objectRef<ContactRequestAdminRow>('OutreachOpportunity').implement({
  description: 'A contact request of the company (the provider\'s team answers within 5 business days).',
  fields: (t) => ({
    id: t.exposeID('guid'),
    createdAt: t.exposeString('createdAt'),
    requestedBy: t.exposeString('requestedBy'),
    buyers: t.exposeStringList('buyers'),
    notice: t.exposeString('notice', { nullable: true }),
    seniority: t.exposeStringList('seniority'),
    jobFunction: t.exposeStringList('jobFunction'),
    jobTitle: t.exposeString('jobTitle', { nullable: true }),
  }),
});

const ContactRequestResultRef = builder.objectRef<{ id: string }>('ContactRequestResult').implement({
  fields: (t) => ({ id: t.exposeID('id') }),
});

/** Drops the nulls GraphQL sends for omitted optional input fields. */
const defined = (input: object | null | undefined) =>
  Object.fromEntries(Object.entries(input ?? {}).filter(([, v]) => v !== null && v !== undefined));

builder.queryFields((t) => ({
  contacts: t.field({
    type: ContactSearchResultRef,
    description: 'Contacts at buyers; without CONTACTS the first page redacted (more is a Permission error, 403 paywall).',
    args: { request: t.arg({ type: SearchContactsRequestInput, required: true }) },
    resolve: (_root, { request }, ctx) =>
      resolving(async () => searchContacts(ctx.deps.db, parseArgs(ContactSearchRequestSchema, defined(request)), contactCaller(ctx.user))),
  }),
  outreachOpportunities: t.field({
    type: [ContactRequestRef],
    description: "The company's contact requests, newest first.",
    resolve: (_root, _args, ctx) => listContactRequests(ctx.deps.db, { companyId: ctx.user.company.id, limit: 20 }),
  }),
}));

builder.mutationFields((t) => ({
  exportContacts: t.field({
    type: ExportJobRef,
    args: {
      filters: t.arg({ type: SearchContactsRequestInput, required: true }),
      exportFormat: t.arg({ type: ExportFormatInput, required: true }),
      selectedContactIds: t.arg.idList(),
    },
    resolve: (_root, args, ctx) =>
      resolving(async () => {
        const request = parseArgs(ContactSearchRequestSchema, { ...defined(args.filters), page: undefined, limit: undefined });
        const format = parseArgs(ExportFormatInputSchema, args.exportFormat);
        const selected = parseArgs(z.array(z.uuid('Contact ids are UUIDs')).max(10_000).optional(), args.selectedContactIds ?? undefined);
        guard(() => {
          assertCanExport(ctx.subject, 0);
          assertCan(ctx.subject, { type: 'dataType.use', dataType: 'CONTACTS' });
        });
        const stored = { request, ...(selected?.length ? { selectedContactIds: selected } : {}) };
        const source = contactsExportSource(ctx.deps.db, stored, { userId: ctx.user.id });
        const job = await queueExport(ctx.deps, ctx.user, ctx.subject, 'contacts', format.fileFormat, stored, source);
        return { id: job.guid };
      }),
  }),
  requestOutreachContacts: t.field({
    type: ContactRequestResultRef,
    args: { input: t.arg({ type: RequestOutreachContactsInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      resolving(async () => {
        guard(() => assertCan(ctx.subject, { type: 'contacts.request' }));
        const filters = input.contactFilters;
        const body = parseArgs(RequestContactsBodySchema, {
          ...(filters
            ? {
                contact_filters: {
                  seniority: filters.seniority,
                  job_function: filters.jobFunction,
                  ...(filters.buyerGuids ? { buyer_guids: filters.buyerGuids } : {}),
                  ...(filters.jobTitle ? { job_title: filters.jobTitle } : {}),
                },
              }
            : {}),
          ...(input.noticeGuid ? { notice_guid: input.noticeGuid } : {}),
          ...(input.additionalInformation ? { additional_information: input.additionalInformation } : {}),
        });
        const row = await startContactRequest(contactRequestDepsOf(ctx.deps), ctx.user, body, ctx.deps.logger);
        return { id: row.guid };
      }),
  }),
}));
