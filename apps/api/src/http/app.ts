/**
 * The one HTTP server: REST under /api, GraphQL at /graphql (both behind bearer + CSRF, except the
 * sign-in calls and health), the built web app at /. Security headers and request logs on all.
 */
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { alertRoutes, publicAlertRoutes } from '../alerts/routes';
import { documentRoutes } from '../documents/routes';
import { bidResponseRoutes } from '../bidResponses/routes';
import { accountRoutes, publicAccountRoutes } from '../accounts/routes';
import { authRoutes } from '../auth/routes';
import { requireAuth } from '../auth/middleware';
import { GRAPHQL_LIMITS, withTimeBudget } from '../graphql/limits';
import { createGraphQLServer } from '../graphql/yoga';
import { exportRoutes } from '../exports/routes';
import { contactRoutes } from '../contacts/routes';
import { importRoutes } from '../importer/routes';
import { notificationRoutes } from '../notifications/routes';
import { profileRoutes } from '../organisations/profileRoutes';
import { frameworkRoutes } from '../frameworks/routes';
import { spendRoutes } from '../spend/routes';
import { organisationRoutes } from '../organisations/routes';
import { regionRoutes } from '../regions/routes';
import { feedRoutes } from '../feed/routes';
import { recordRoutes } from '../records/routes';
import { recordSummaryRoutes } from '../recordSummary/routes';
import { bidReportRoutes, publicBidReportRoutes } from '../bids/routes';
import { reportRoutes } from '../reports/routes';
import { signalRoutes } from '../signals/routes';
import { leadRoutes } from '../leads/routes';
import { savedViewRoutes } from '../savedViews/routes';
import { listRoutes } from '../lists/routes';
import { publicShareRoutes, shareRoutes } from '../sharing/routes';
import { isStatementTimeout, runInRequestScope } from '../db/requestScope';
import { salesRoutes } from '../sales/routes';
import { syncRoutes } from '../sync/routes';
import { ForbiddenError } from '../policy/index';
import { adminAccountRoutes, auditActingAdmins } from '../adminAccounts/routes';
import { onboardingRoutes } from '../onboarding/routes';
import { userRoutes } from '../users/routes';
import { crmRoutes } from '../crm/routes';
import { outreachRoutes } from '../outreach/routes';
import type { AppDeps, AppEnv } from './context';
import { requestBodyLimits } from './bodyLimits';
import { compressJson } from './compression';
import { errorBody, HttpError } from './errors';
import { RateLimitedError } from './rateLimit';
import { inputGuard } from './input';
import { mountWebApp } from './static';

export interface HttpAppOptions {
  /** Folder of the built web app (index.html + assets); omitted: the API only. */
  webDist?: string | undefined;
}

export function createHttpApp(deps: AppDeps, options: HttpAppOptions = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const log = deps.logger;

  // Database work of a request runs with the request statement timeout (db/requestScope.ts).
  app.use('*', (c, next) => runInRequestScope(next));

  app.use('*', async (c, next) => {
    const started = performance.now();
    await next();
    log.info(
      { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
      'request',
    );
  });

  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React style attributes and vanilla-extract's runtime-free CSS files; no inline scripts.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
      referrerPolicy: 'strict-origin-when-cross-origin',
    }),
  );

  // JSON answers compressed for clients that accept it (the web app's static files are precompressed at build).
  app.use('/api/*', compressJson());
  app.use('/graphql', compressJson());

  app.onError((error, c) => {
    if (error instanceof RateLimitedError) c.header('Retry-After', String(error.retryAfterSeconds));
    if (error instanceof HttpError) return c.json(errorBody(error.code, error.message, error.details), error.status);
    if (error instanceof ForbiddenError) return c.json(errorBody(error.code, error.message, error.details), 403);
    if (isStatementTimeout(error)) {
      log.warn({ method: c.req.method, path: c.req.path }, 'statement timeout');
      return c.json(errorBody('timeout', 'This request took too long and was stopped. Please try again with a smaller request.'), 504);
    }
    log.error({ err: error, method: c.req.method, path: c.req.path }, 'unhandled error');
    return c.json(errorBody('internal', 'Something went wrong. Please try again.'), 500);
  });

  app.notFound((c) => c.json(errorBody('not_found', 'Not found'), 404));

  app.use('/api/*', requestBodyLimits);
  app.use('/graphql', requestBodyLimits);
  // Bad text, deep nesting and broken URLs are a 400 before any route reads them (decision 0018).
  app.use('/api/*', inputGuard());
  app.use('/graphql', inputGuard());

  app.get('/api/health', (c) => c.json({ ok: true }));
  app.route('/api/auth', authRoutes(deps));
  app.route('/api', publicShareRoutes(deps));
  app.route('/api', publicAlertRoutes(deps));
  app.route('/api', publicBidReportRoutes(deps));
  app.route('/api', publicAccountRoutes(deps));

  const api = new Hono<AppEnv>();
  api.use('*', requireAuth(deps));
  api.use('*', auditActingAdmins(deps));
  api.route('/', userRoutes());
  api.route('/', notificationRoutes(deps));
  api.route('/', recordRoutes(deps));
  api.route('/', recordSummaryRoutes(deps));
  api.route('/', bidReportRoutes(deps));
  api.route('/', reportRoutes(deps));
  api.route('/', signalRoutes(deps));
  api.route('/', organisationRoutes(deps));
  api.route('/', regionRoutes(deps));
  api.route('/', profileRoutes(deps));
  api.route('/', feedRoutes(deps));
  api.route('/', leadRoutes(deps));
  api.route('/', savedViewRoutes(deps));
  api.route('/', listRoutes(deps));
  api.route('/', exportRoutes(deps));
  api.route('/', shareRoutes(deps));
  api.route('/', documentRoutes(deps));
  api.route('/', bidResponseRoutes(deps));
  api.route('/', importRoutes(deps));
  api.route('/', salesRoutes(deps));
  api.route('/', syncRoutes(deps));
  api.route('/', alertRoutes(deps));
  api.route('/', accountRoutes(deps));
  api.route('/', adminAccountRoutes(deps));
  api.route('/', contactRoutes(deps));
  api.route('/', crmRoutes(deps));
  api.route('/', outreachRoutes(deps));
  api.route('/', frameworkRoutes(deps));
  api.route('/', spendRoutes(deps));
  api.route('/', onboardingRoutes(deps));
  app.route('/api', api);

  const yoga = createGraphQLServer(deps);
  app.use('/graphql', requireAuth(deps));
  app.on(['GET', 'POST'], '/graphql', (c) =>
    withTimeBudget(c.req.raw, GRAPHQL_LIMITS.timeBudgetMs, (request) => yoga.fetch(request, { deps, auth: c.get('auth') })),
  );

  if (options.webDist) mountWebApp(app, options.webDist);
  return app;
}
