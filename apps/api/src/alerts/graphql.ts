/**
 * GraphQL alerts (spec 2§7 "lead-subscription mutations incl. makeWebhook"): `makeWebhook` turns one
 * of the caller's alerts into a webhook alert (Slack, Microsoft Teams or the signed JSON webhook),
 * with the same checks as PATCH /api/lead_subscriptions/{id} (own alert, no guest pass, SSRF guard).
 */
import { z } from 'zod';
import { builder, guard } from '../graphql/builder';
import { assertCan } from '../policy/index';
import { parseArgs, resolving } from '../workspace/http';
import { updateSubscription, type SubscriptionView } from './service';

const MakeWebhookArgs = z
  .object({
    leadSubscriptionId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
    type: z.enum(['WEBHOOK', 'SLACK', 'MSTEAMS']),
    webhookUrl: z.string().trim().min(1).max(2000),
  })
  .strict();

const WebhookAlertRef = builder.objectRef<SubscriptionView>('WebhookAlert').implement({
  fields: (t) => ({
    id: t.id({ resolve: (v) => String(v.row.id) }),
    name: t.string({ resolve: (v) => v.row.name }),
    type: t.string({ resolve: (v) => v.row.destinationType }),
    webhookUrl: t.string({ nullable: true, resolve: (v) => v.row.webhookUrl }),
    /** The signing key of the generic JSON webhook (its owner configures the receiver with it). */
    webhookSecret: t.string({ nullable: true, resolve: (v) => v.row.webhookSecret }),
  }),
});

builder.mutationFields((t) => ({
  makeWebhook: t.field({
    type: WebhookAlertRef,
    args: {
      leadSubscriptionId: t.arg.id({ required: true }),
      type: t.arg.string({ required: true }),
      webhookUrl: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) =>
      resolving(async () => {
        guard(() => assertCan(ctx.subject, { type: 'alerts.manage' }));
        const input = parseArgs(MakeWebhookArgs, args);
        return updateSubscription(
          ctx.deps.db,
          ctx.user,
          input.leadSubscriptionId,
          { destination_type: input.type, webhook_url: input.webhookUrl },
          ctx.deps.config.webhooks,
          ctx.deps.now(),
        );
      }),
  }),
}));
