import { z } from 'zod';
import type { ContactData } from '../rules/index';

export { toContactJson } from '../rules/index';

/** A contact as the REST API writes it (snake_case), mapped to the GraphQL shape the screens use. */
export const ContactJsonSchema = z
  .object({
    id: z.string(),
    title: z.string().nullable(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    job_title: z.string(),
    seniority: z.string(),
    job_function: z.array(z.string()),
    synthetic: z.boolean(),
    redacted: z.boolean(),
    org_id: z.string(),
    org_urn: z.string(),
    oscar_org_name: z.string().nullable(),
    buyer: z.object({
      id: z.string(),
      name: z.string(),
      verified: z.boolean(),
      logo_url: z.string().nullable(),
      category_assignments: z.array(z.object({ category_id: z.string(), source: z.string() })),
    }),
    opportunities: z.array(z.object({ id: z.string() })),
  })
  .transform(
    (c): ContactData => ({
      id: c.id,
      title: c.title,
      firstName: c.first_name,
      lastName: c.last_name,
      email: c.email,
      phone: c.phone,
      jobTitle: c.job_title,
      seniority: c.seniority,
      jobFunction: c.job_function,
      synthetic: c.synthetic,
      redacted: c.redacted,
      orgId: c.org_id,
      orgUrn: c.org_urn,
      oscarOrgName: c.oscar_org_name,
      buyer: {
        id: c.buyer.id,
        name: c.buyer.name,
        verified: c.buyer.verified,
        logoUrl: c.buyer.logo_url,
        categoryAssignments: c.buyer.category_assignments.map((a) => ({ categoryId: a.category_id, source: a.source })),
      },
      opportunities: c.opportunities,
    }),
  );

/** GET /api/buyers/{id}/contacts and POST /api/contacts/search. */
export const ContactPageJsonSchema = z
  .object({ results: z.array(ContactJsonSchema), total_results: z.number() })
  .transform((p) => ({ contacts: p.results, total: p.total_results }));

/** GET /api/admin/contact_requests: every company's contact requests, for the provider's team. */
export const AdminContactRequestsSchema = z.object({
  contact_requests: z.array(
    z.object({
      guid: z.string(),
      createdAt: z.string(),
      company: z.string(),
      requestedBy: z.string(),
      buyers: z.array(z.string()),
      notice: z.string().nullable(),
      seniority: z.array(z.string()),
      jobFunction: z.array(z.string()),
      jobTitle: z.string().nullable(),
      additionalInformation: z.string().nullable(),
      webhookStatus: z.string(),
      webhookAttempts: z.number(),
      webhookError: z.string().nullable(),
    }),
  ),
});
export type AdminContactRequest = z.infer<typeof AdminContactRequestsSchema>['contact_requests'][number];
