/** What the contacts endpoints accept: the domain's request schemas in their REST (snake_case) form. */
import { z } from 'zod';
import { ContactSearchRequestSchema, type ContactSearchRequest } from '@tenderlens/domain/contacts';
import { EXPORT_FORMATS } from '../db/schema/exports';

const camel = (key: string) => key.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());

/** A snake_case JSON object's top-level keys in camelCase (unknown keys stay unknown: the strict schema refuses them). */
export function camelKeys(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [camel(k), v]));
}

/** POST /api/contacts/search (and GET /api/buyers/{id}/contacts's query): the search request, snake_case. */
export const ContactSearchBodySchema: z.ZodType<ContactSearchRequest, unknown> = z.preprocess(camelKeys, ContactSearchRequestSchema);

/** POST /api/contacts/search.csv|.xlsx: the search plus the selected contact guids. */
export const ContactExportBodySchema = z.preprocess(
  camelKeys,
  ContactSearchRequestSchema.extend({
    selectedContactIds: z.array(z.uuid('Contact ids are UUIDs')).max(10_000).optional(),
  }),
);

/** GET /api/buyers/{id}/contacts: page and limit in the query string. */
export const BuyerContactsQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

export const ContactExportFormatSchema = z.enum(EXPORT_FORMATS);
