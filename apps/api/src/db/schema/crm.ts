/**
 * CRM integrations (spec 1§5, 2§5, 2§7): a company's connection to HubSpot or Salesforce (tokens
 * sealed with AES-256-GCM, crm/crypto.ts) and a record of every send, so nothing is sent twice;
 * the AI outreach generations are logged beside them.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, id, inList, ref, updatedAt } from './columns';
import { companies } from './companies';
import { companyFk, userRefOptional } from './owners';

export const CRM_PROVIDERS = ['HUBSPOT', 'SALESFORCE'] as const;
export type CrmProviderName = (typeof CRM_PROVIDERS)[number];
export const CRM_AUTH_KINDS = ['oauth', 'private_app'] as const;
export type CrmAuthKind = (typeof CRM_AUTH_KINDS)[number];
export const CRM_ENTITY_TYPES = ['contact', 'notice', 'opportunity'] as const;
export type CrmEntityType = (typeof CRM_ENTITY_TYPES)[number];
export const CRM_SEND_STATUSES = ['pending', 'sent', 'failed'] as const;

/** Which provider property each of our fields goes into, and fixed values (pipeline, stage…), per object. */
export interface CrmFieldMapping {
  /** Our field (title, value, closeDate, description) → the provider's deal/opportunity property. */
  deal?: Record<string, string>;
  /** Fixed property values sent with every deal/opportunity (enumerations chosen at setup). */
  dealDefaults?: Record<string, string>;
}

export const crmConnections = pgTable(
  'crm_connections',
  {
    id: id(),
    companyId: ref('company_id')
      .notNull()
      .unique()
      .references(() => companies.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<CrmProviderName>().notNull(),
    authKind: text('auth_kind').$type<CrmAuthKind>().notNull(),
    /** `v1.<iv>.<tag>.<ciphertext>` (crm/crypto.ts); never leaves the server. */
    accessTokenEnc: text('access_token_enc').notNull(),
    refreshTokenEnc: text('refresh_token_enc'),
    expiresAt: at('expires_at'),
    /** Salesforce's instance URL (API and record links). */
    instanceUrl: text('instance_url'),
    /** HubSpot portal (hub) id / Salesforce org id. */
    accountId: text('account_id'),
    accountName: text('account_name'),
    fieldMapping: jsonb('field_mapping').$type<CrmFieldMapping>().notNull().default(sql`'{}'::jsonb`),
    connectedById: userRefOptional('connected_by_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('crm_connections_provider_check', inList(t.provider, CRM_PROVIDERS)), check('crm_connections_auth_kind_check', inList(t.authKind, CRM_AUTH_KINDS))],
);

export const crmSends = pgTable(
  'crm_sends',
  {
    id: id(),
    companyId: companyFk(),
    userId: userRefOptional('user_id'),
    provider: text('provider').$type<CrmProviderName>().notNull(),
    entityType: text('entity_type').$type<CrmEntityType>().notNull(),
    /** Contact id, notice guid or opportunity id. */
    entityKey: text('entity_key').notNull(),
    status: text('status').$type<(typeof CRM_SEND_STATUSES)[number]>().notNull().default('pending'),
    externalId: text('external_id'),
    externalUrl: text('external_url'),
    attempts: integer('attempts').notNull().default(0),
    lastStatus: integer('last_status'),
    error: text('error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('crm_sends_entity_type_check', inList(t.entityType, CRM_ENTITY_TYPES)),
    check('crm_sends_status_check', inList(t.status, CRM_SEND_STATUSES)),
    uniqueIndex('crm_sends_entity_uq').on(t.companyId, t.provider, t.entityType, t.entityKey),
  ],
);

export const outreachGenerations = pgTable(
  'outreach_generations',
  {
    id: id(),
    companyId: companyFk(),
    userId: userRefOptional('user_id'),
    contactId: bigint('contact_id', { mode: 'number' }),
    buyerId: bigint('buyer_id', { mode: 'number' }),
    /** 'embedded' or 'openai:<model>'. */
    generator: text('generator').notNull(),
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    responseCount: integer('response_count').notNull(),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('outreach_generations_user_created_idx').on(t.userId, t.createdAt)],
);

export type CrmConnectionRow = typeof crmConnections.$inferSelect;
