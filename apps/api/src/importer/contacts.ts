/**
 * Contacts from the notices' own contact points (spec 1§3 Contact; issue 14 "Data"): the person or
 * desk a buyer names on its notices (name, email, phone) and on its organisation record becomes a
 * contact at that buyer, with function Procurement and seniority Unspecified. Keyed by
 * `notice:<buyer id>:<email, else name, lower case>` (contacts.source_key), so every import and
 * sync batch updates the same row in place: the newest notice's details win. A phone with fewer
 * than 7 digits is not a phone (left empty).
 */
import { sql } from 'drizzle-orm';
import { MIN_PHONE_DIGITS, NOTICE_CONTACT_FUNCTION, NOTICE_CONTACT_SENIORITY } from '@tenderlens/domain/contacts';
import { chunked } from '../db/batch';
import { queryRows, type Executor } from '../db/client';

/** A contact point's name as title, first and last name, or a desk ("Procurement Team") as its job title. */
export function splitContactName(raw: string | null | undefined): { title: string | null; firstName: string; lastName: string; desk: string | null } {
  const name = (raw ?? '').replace(/\s+/g, ' ').trim();
  if (!name || name.includes('@')) return { title: null, firstName: '', lastName: '', desk: null };
  if (/\b(team|department|dept|unit|office|services?|procurement|commercial|contracts?|purchasing|tenders?|council|hub|centre|center|division|section)\b/i.test(name)) {
    return { title: null, firstName: '', lastName: '', desk: name };
  }
  const words = name.split(' ');
  const titled = /^(mr|mrs|ms|miss|mx|dr|prof|sir|dame)\.?$/i.test(words[0] ?? '') && words.length > 1;
  const title = titled ? (words.shift() ?? null) : null;
  const [first = '', ...rest] = words;
  return { title: title ? title.replace(/\.$/, '').replace(/^./, (c) => c.toUpperCase()) : null, firstName: first, lastName: rest.join(' '), desk: null };
}

export const hasPhoneDigits = (phone: string | null | undefined): boolean => (phone ?? '').replace(/\D/g, '').length >= MIN_PHONE_DIGITS;

interface ContactPoint extends Record<string, unknown> {
  organisation_id: string | number;
  name: string | null;
  email: string | null;
  phone: string | null;
}

/** The job title of a contact point: its desk's name, else the generic one. */
export const NOTICE_CONTACT_JOB_TITLE = 'Procurement contact';

/**
 * Creates or updates the notice contacts of these buyers (call inside the import transaction, after
 * notices and organisations are written). Returns how many rows were written.
 */
export async function refreshNoticeContacts(tx: Executor, organisationIds: readonly number[]): Promise<number> {
  let written = 0;
  for (const chunk of chunked([...organisationIds], 2000)) {
    const ids = sql.join(chunk.map((id) => sql`${id}::bigint`), sql`, `);
    // Per buyer and key, the newest notice's contact point; the organisation's own record last.
    const points = await queryRows<ContactPoint>(
      tx,
      sql`select distinct on (organisation_id, key) organisation_id, name, email, phone from (
            select n.buyer_id as organisation_id, nullif(trim(n.buyer_contact_name), '') as name,
                   lower(nullif(trim(n.buyer_contact_email), '')) as email, nullif(trim(n.buyer_contact_phone), '') as phone,
                   coalesce(n.publish_date, n.updated_at) as seen, 0 as rank
              from notices n
             where n.buyer_id in (${ids}) and not n.synthetic
               and (nullif(trim(n.buyer_contact_name), '') is not null or nullif(trim(n.buyer_contact_email), '') is not null)
            union all
            select o.id, nullif(trim(o.contact_name), ''), lower(nullif(trim(o.email), '')), nullif(trim(o.phone), ''), o.updated_at, 1
              from organisations o
             where o.id in (${ids}) and 'buyer' = any(o.roles)
               and (nullif(trim(o.contact_name), '') is not null or nullif(trim(o.email), '') is not null)
          ) p, lateral (select lower(coalesce(p.email, p.name)) as key) k
          order by organisation_id, key, rank, seen desc nulls last`,
    );
    const rows = points.map((p) => {
      const split = splitContactName(p.name);
      const key = (p.email ?? p.name ?? '').toLowerCase();
      return {
        organisation_id: Number(p.organisation_id),
        title: split.title,
        first_name: split.firstName,
        last_name: split.lastName,
        email: p.email,
        phone: hasPhoneDigits(p.phone) ? p.phone : null,
        job_title: split.desk ?? NOTICE_CONTACT_JOB_TITLE,
        source_key: `notice:${p.organisation_id}:${key}`,
      };
    });
    for (const part of chunked(rows, 500)) {
      const res = await queryRows<{ id: string }>(
        tx,
        sql`insert into contacts (organisation_id, title, first_name, last_name, email, phone, job_title, seniority, job_functions, source_key)
            select x.organisation_id, x.title, x.first_name, x.last_name, x.email, x.phone, x.job_title,
                   ${NOTICE_CONTACT_SENIORITY}, array[${NOTICE_CONTACT_FUNCTION}]::text[], x.source_key
              from jsonb_to_recordset(${JSON.stringify(part)}::jsonb)
                as x(organisation_id bigint, title text, first_name text, last_name text, email text, phone text, job_title text, source_key text)
            on conflict (source_key) do update set
              title = excluded.title, first_name = excluded.first_name, last_name = excluded.last_name, email = excluded.email,
              phone = excluded.phone, job_title = excluded.job_title, updated_at = now()
            where (contacts.title, contacts.first_name, contacts.last_name, contacts.email, contacts.phone, contacts.job_title)
                  is distinct from (excluded.title, excluded.first_name, excluded.last_name, excluded.email, excluded.phone, excluded.job_title)
            returning id`,
      );
      written += res.length;
    }
  }
  return written;
}
