/** GraphQL: the company's integration provider (spec 1§7 'integration provider'), disconnect, the field mapping and hubspotIdToken. */
import { z } from 'zod';
import { builder } from '../graphql/builder';
import { safeText } from '../http/input';
import { assertCan } from '../policy/index';
import { parseArgs, resolving } from '../workspace/http';
import { OUR_FIELDS } from './form';
import { connectionView, disconnect, loadConnection, updateFieldMapping, type ConnectionView } from './service';
import { hubspotIdToken, type HubspotIdToken } from './supportChat';

const PropertyName = z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,99}$/, 'not a property name');
const MappingSchema = z
  .string()
  .max(20_000)
  .transform((s, ctx) => {
    try {
      return JSON.parse(s) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'mapping must be JSON' });
      return z.NEVER;
    }
  })
  .pipe(
    z.strictObject({
      deal: z.partialRecord(z.enum(OUR_FIELDS), PropertyName).optional(),
      dealDefaults: z.record(PropertyName, safeText({ trim: true, max: 500 })).refine((d) => Object.keys(d).length <= 50, 'at most 50 defaults').optional(),
    }),
  );

const ProviderRef = builder.objectRef<ConnectionView & { companyId: number }>('IntegrationProvider').implement({
  fields: (t) => ({
    id: t.id({ resolve: (p) => String(p.companyId) }),
    provider: t.exposeString('provider'),
    authKind: t.exposeString('authKind'),
    accountId: t.exposeString('accountId', { nullable: true }),
    accountName: t.exposeString('accountName', { nullable: true }),
    connectedAt: t.exposeString('connectedAt'),
    fieldMapping: t.string({ description: 'JSON: { deal: { title|value|closeDate|description: property }, dealDefaults: { property: value } }', resolve: (p) => JSON.stringify(p.fieldMapping) }),
  }),
});

const HubspotIdTokenRef = builder.objectRef<HubspotIdToken>('HubspotIdToken').implement({
  description: 'A HubSpot visitor-identification token: the support chat opens as the signed-in user (valid 12 hours).',
  fields: (t) => ({
    token: t.exposeString('token'),
    expiresAt: t.string({ resolve: (p) => p.expiresAt.toISOString() }),
  }),
});

builder.queryFields((t) => ({
  hubspotIdToken: t.field({
    type: HubspotIdTokenRef,
    nullable: true,
    description: "The support chat's identification of the signed-in user (spec 1§7; null: the chat is not configured).",
    resolve: (_r, _a, ctx) =>
      resolving(async () => {
        assertCan(ctx.subject, { type: 'supportChat.identify' });
        return hubspotIdToken(ctx.deps, ctx.subject.id);
      }),
  }),
  integrationProvider: t.field({
    type: ProviderRef,
    nullable: true,
    description: "The company's connected CRM (null: none).",
    resolve: (_r, _a, ctx) =>
      resolving(async () => {
        assertCan(ctx.subject, { type: 'workspace.read' });
        const row = await loadConnection(ctx.deps.db, ctx.subject.companyId);
        return row ? { ...connectionView(row), companyId: ctx.subject.companyId } : null;
      }),
  }),
}));

builder.mutationFields((t) => ({
  disconnectCrm: t.boolean({
    resolve: (_r, _a, ctx) =>
      resolving(async () => {
        assertCan(ctx.subject, { type: 'crm.use' });
        await disconnect(ctx.deps.db, ctx.subject.companyId);
        return true;
      }),
  }),
  updateCrmFieldMapping: t.field({
    type: ProviderRef,
    args: { mapping: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) =>
      resolving(async () => {
        assertCan(ctx.subject, { type: 'crm.use' });
        const mapping = parseArgs(MappingSchema, args.mapping);
        return { ...(await updateFieldMapping(ctx.deps.db, ctx.subject.companyId, mapping, ctx.deps.now())), companyId: ctx.subject.companyId };
      }),
  }),
}));
