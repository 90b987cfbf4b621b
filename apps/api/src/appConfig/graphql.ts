import { builder, guard } from '../graphql/builder';
import { assertCan } from '../policy/index';
import { demoDatesShifted } from '../seed/demoSettings';
import { toAppConfigView, type AppConfigView } from './appConfig';

const AppConfigRef = builder.objectRef<AppConfigView>('AppConfig').implement({
  fields: (t) => ({
    environment: t.exposeString('environment'),
    environmentLabel: t.exposeString('environmentLabel'),
    featureFlags: t.exposeStringList('featureFlags'),
    helpUrl: t.exposeString('helpUrl'),
    sandboxName: t.exposeString('sandboxName', { nullable: true }),
    supportEmail: t.exposeString('supportEmail'),
    supportChatPortalId: t.exposeString('supportChatPortalId', { nullable: true }),
    demoDatesShifted: t.exposeBoolean('demoDatesShifted'),
  }),
});

builder.queryField('appConfig', (t) =>
  t.field({
    type: AppConfigRef,
    resolve: async (_root, _args, ctx) => {
      guard(() => assertCan(ctx.subject, { type: 'appConfig.read' }));
      return toAppConfigView(ctx.deps.config, await demoDatesShifted(ctx.deps.db));
    },
  }),
);
