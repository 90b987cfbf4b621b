/** Spec 1§3 Contact: the one shape the server, the hooks and the mocks share, and its REST (snake_case) form. */

/** Spec 1§3 Contact, as the contacts query returns it. */
export interface ContactData {
  __typename?: 'Contact';
  id: string;
  title: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  /** Only a phone of at least 7 digits. */
  phone: string | null;
  jobTitle: string;
  seniority: string;
  jobFunction: string[];
  /** A made-up person at a real buyer (demo data). */
  synthetic: boolean;
  /** Name, email and phone withheld: the plan lacks CONTACTS. */
  redacted: boolean;
  orgId: string;
  orgUrn: string;
  oscarOrgName: string | null;
  buyer: {
    __typename?: 'ContactBuyer';
    id: string;
    name: string;
    verified: boolean;
    logoUrl: string | null;
    categoryAssignments: { __typename?: 'BuyerCategoryAssignment'; categoryId: string; source: string }[];
  };
  opportunities: { __typename?: 'ContactOpportunity'; id: string }[];
}

/** A contact in the REST API's snake_case (the server writes it and the mocks answer with it). */
export function toContactJson(c: ContactData) {
  return {
    id: c.id,
    title: c.title,
    first_name: c.firstName,
    last_name: c.lastName,
    email: c.email,
    phone: c.phone,
    job_title: c.jobTitle,
    seniority: c.seniority,
    job_function: c.jobFunction,
    synthetic: c.synthetic,
    redacted: c.redacted,
    org_id: c.orgId,
    org_urn: c.orgUrn,
    oscar_org_name: c.oscarOrgName,
    buyer: {
      id: c.buyer.id,
      name: c.buyer.name,
      verified: c.buyer.verified,
      logo_url: c.buyer.logoUrl,
      category_assignments: c.buyer.categoryAssignments.map((a) => ({ category_id: a.categoryId, source: a.source })),
    },
    opportunities: c.opportunities.map((o) => ({ id: o.id })),
  };
}
