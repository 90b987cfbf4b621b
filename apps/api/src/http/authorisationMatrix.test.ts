/**
 * The authorisation matrix (decision 0018): every REST route of the app and every GraphQL root field,
 * called as each of seven roles with its declared example, must come to the declared outcome. A route
 * or operation with no declaration, or a declaration of one that no longer exists, fails the test.
 */
import { expect, it } from 'vitest';
import { getSchema } from '../graphql/schema';
import { describeOnDatabases } from '../testing/api';
import { prepareAccessFixtures, requestAs } from '../testing/accessFixtures';
import { ACCESS, appRouteKeys, GRAPHQL_ACCESS, schemaOperationKeys } from '../testing/accessTables';
import { ROLES, type Outcome } from './access';

/** The outcome class of a REST response. */
async function restOutcome(res: Response): Promise<Outcome | string> {
  if (res.status < 300) return 'ok';
  if (res.status === 401) return '401';
  if (res.status === 404) return '404';
  const text = await res.text();
  if (res.status === 403) {
    const code = (JSON.parse(text) as { error?: { code?: string } }).error?.code;
    return code === 'paywall' || code === 'export_limit' ? 'paywall' : 'forbidden';
  }
  return `${res.status} ${text.slice(0, 200)}`;
}

interface GraphQLBody {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string; reason?: string } }[];
}

/** The outcome class of a GraphQL response for root field `field`. */
async function graphqlOutcome(res: Response, field: string): Promise<Outcome | string> {
  if (res.status === 401) return '401';
  const body = (await res.json()) as GraphQLBody;
  const error = body.errors?.[0];
  if (error) {
    const code = error.extensions?.code;
    if (code === 'FORBIDDEN') return error.extensions?.reason === 'paywall' || error.extensions?.reason === 'export_limit' ? 'paywall' : 'forbidden';
    if (code === 'NOT_FOUND') return '404';
    return `${res.status} ${code ?? ''} ${error.message}`;
  }
  return body.data?.[field] === null ? '404' : 'ok';
}

await describeOnDatabases('authorisation matrix', (api) => {
  it('answers every route and operation for each of the seven roles as declared beside it', async () => {
    const harness = api();
    const { tokens, fixtures } = await prepareAccessFixtures(harness);
    const routes = appRouteKeys(harness.app.app.routes);
    const operations = schemaOperationKeys(getSchema());

    const undeclared = [...routes.filter((k) => !ACCESS[k]), ...operations.filter((k) => !GRAPHQL_ACCESS[k])];
    const stale = [
      ...Object.keys(ACCESS).filter((k) => !routes.includes(k)),
      ...Object.keys(GRAPHQL_ACCESS).filter((k) => !operations.includes(k)),
    ];

    const wrong: string[] = [];
    let cells = 0;
    for (const key of routes) {
      const declared = ACCESS[key];
      if (!declared) continue;
      const method = key.slice(0, key.indexOf(' '));
      for (const role of ROLES) {
        const example = await declared.example(fixtures, role);
        const res = await requestAs(harness, tokens, role, method, example.path, example.body, example.credentials);
        const got = await restOutcome(res);
        cells++;
        if (got !== declared.expect[role]) wrong.push(`${key} as ${role}: declared ${declared.expect[role]}, got ${got}`);
      }
    }
    for (const key of operations) {
      const declared = GRAPHQL_ACCESS[key];
      if (!declared) continue;
      const field = key.slice(key.indexOf('.') + 1);
      for (const role of ROLES) {
        const example = await declared.example(fixtures, role);
        const res = await requestAs(harness, tokens, role, 'POST', '/graphql', example);
        const got = await graphqlOutcome(res, field);
        cells++;
        if (got !== declared.expect[role]) wrong.push(`${key} as ${role}: declared ${declared.expect[role]}, got ${got}`);
      }
    }

    console.info(
      `authorisation matrix: ${routes.length} routes + ${operations.length} operations = ${routes.length + operations.length} routes+operations × ${ROLES.length} roles = ${cells} cells [${harness.target.name}]`,
    );
    expect(undeclared, 'routes and operations without an access declaration').toEqual([]);
    expect(stale, 'declarations of routes or operations that do not exist').toEqual([]);
    expect(wrong).toEqual([]);
    expect(cells).toBe((routes.length + operations.length) * ROLES.length);
  }, 300_000);
});
