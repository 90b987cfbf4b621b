/** Lead subscriptions (alerts): saved views and lists delivered by email or webhook at a frequency. */
import { boolean, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, inList, ref, updatedAt } from './columns';
import { companyFk, userFk } from './owners';
import { teams } from './users';

export const LEAD_SUBSCRIPTION_FREQUENCIES = ['DAILY', 'WEEKLY', 'MONTHLY', 'NEVER'] as const;
export const DESTINATION_TYPES = ['EMAIL', 'WEBHOOK', 'SLACK', 'MSTEAMS'] as const;
export const LEAD_SUBSCRIPTION_RESOURCE_TYPES = ['SAVED_VIEW', 'RECORD_LIST', 'BUYER_LIST'] as const;

export const leadSubscriptions = pgTable(
  'lead_subscriptions',
  {
    id: id(),
    guid: uuid('guid').notNull().unique().defaultRandom(),
    userId: userFk(),
    companyId: companyFk(),
    teamId: ref('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    frequency: text('frequency').notNull().default('DAILY'),
    disabled: boolean('disabled').notNull().default(false),
    destinationType: text('destination_type').notNull().default('EMAIL'),
    destinationName: text('destination_name'),
    webhookUrl: text('webhook_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('lead_subscriptions_frequency_check', inList(t.frequency, LEAD_SUBSCRIPTION_FREQUENCIES)),
    check('lead_subscriptions_destination_check', inList(t.destinationType, DESTINATION_TYPES)),
    index('lead_subscriptions_user_idx').on(t.userId),
  ],
);

export const leadSubscriptionContents = pgTable(
  'lead_subscription_contents',
  {
    id: id(),
    leadSubscriptionId: ref('lead_subscription_id')
      .notNull()
      .references(() => leadSubscriptions.id, { onDelete: 'cascade' }),
    resourceType: text('resource_type').notNull(),
    resourceId: text('resource_id').notNull(),
    resourceName: text('resource_name'),
    frequency: text('frequency'),
    createdAt: createdAt(),
  },
  (t) => [
    check('lead_subscription_contents_type_check', inList(t.resourceType, LEAD_SUBSCRIPTION_RESOURCE_TYPES)),
    index('lead_subscription_contents_subscription_idx').on(t.leadSubscriptionId),
  ],
);
