/**
 * Paywalled data must not leak through any path (spec 1§6, 2§6; docs/decisions/0016). Every REST
 * route of the Hono app and every GraphQL Query field (every subfield selected) is called with the
 * examples of testing/leakExamples.ts as the Free user and as the guest; no response may carry the
 * fixture's award value in any spelling, its supplier or its award dates, and a filter on a hidden
 * field must not find the notice. The same calls as a Growth user must show them (the test cannot
 * pass by calling nothing). A route or field without examples fails the test.
 */
import { sql } from 'drizzle-orm';
import {
  getNamedType,
  isInputType,
  isInterfaceType,
  isNonNullType,
  isObjectType,
  isUnionType,
  type GraphQLField,
  type GraphQLNamedType,
} from 'graphql';
import { extractText } from 'unpdf';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { extractText as extractFileText } from '../files/extract';
import { getSchema } from '../graphql/schema';
import { describeOnDatabases, type ApiHarness, type Tokens } from '../testing/api';
import { GRAPHQL_EXAMPLES, GRAPHQL_HIDDEN_FILTERS, REST_EXAMPLES, type LeakContext, type RestExample } from '../testing/leakExamples';
import { LEAK, leaksIn, seedLeakFixture, type LeakIds } from '../testing/leakFixture';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const ROLES = { growth: 'maya@northwind.test', free: 'sam@freeco.test', guest: 'guest@guestpass.test' } as const;
type Role = keyof typeof ROLES;
/** The roles that may not see award details, supplier names or spend. */
const LOCKED: Role[] = ['free', 'guest'];

/** Long opaque tokens (JWTs, CSRF tokens, guids) are masked so a needle cannot match inside one by chance. */
const masked = (body: string) => body.replace(/[A-Za-z0-9_\-+/=.]{32,}/g, '');

interface Call {
  label: string;
  status: number;
  body: string;
  hiddenFilter: boolean;
  binary: boolean;
}

function routePath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_]+)(\{[^}]*\})?/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: no example value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** Every route of the app, as `METHOD path` (middleware, method ALL, left out). */
function appRoutes(api: ApiHarness): string[] {
  return [...new Set(api.app.app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`))];
}

/** A selection of every field of a type down to `depth` (fields with required arguments left out). */
function selectionOf(type: GraphQLNamedType, depth: number): string {
  if (isUnionType(type) || isInterfaceType(type)) {
    const possible = getSchema().getPossibleTypes(type);
    return `{ __typename ${possible.map((t) => `... on ${t.name} ${selectionOf(t, depth)}`).join(' ')} }`;
  }
  if (!isObjectType(type)) return '';
  const fields = Object.values(type.getFields()).filter((f) => !f.args.some((a) => isNonNullType(a.type) && a.defaultValue === undefined));
  const parts = fields.flatMap((f) => {
    const named = getNamedType(f.type);
    if (isObjectType(named) || isUnionType(named) || isInterfaceType(named)) {
      return depth > 0 ? [`${f.name} ${selectionOf(named, depth - 1)}`] : [];
    }
    return [f.name];
  });
  return `{ ${parts.length ? parts.join(' ') : '__typename'} }`;
}

function queryFor(field: GraphQLField<unknown, unknown>, args: Record<string, unknown>): { query: string; variables: Record<string, unknown> } {
  const used = field.args.filter((a) => a.name in args);
  for (const a of used) if (!isInputType(a.type)) throw new Error(`${field.name}.${a.name} is not an input`);
  const defs = used.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const call = used.map((a) => `${a.name}: $${a.name}`).join(', ');
  const named = getNamedType(field.type);
  const query = `query Leak${defs ? `(${defs})` : ''} { ${field.name}${call ? `(${call})` : ''} ${selectionOf(named, 4)} }`;
  return { query, variables: args };
}

await describeOnDatabases('paywall: no response carries award details a caller may not see', (api) => {
  let ids: LeakIds;
  const tokens = {} as Record<Role, Tokens>;
  const contexts = {} as Record<Role, LeakContext>;
  const calls = {} as Record<Role, Call[]>;

  beforeAll(async () => {
    const db = api().app.database.db;
    ids = await seedLeakFixture(db, Object.values(ROLES));
    for (const role of Object.keys(ROLES) as Role[]) tokens[role] = await api().signIn(ROLES[role]);
    // Share links made by the Free user and the Growth user; the guest opens the Free user's.
    const share = async (role: Role) => {
      const res = await api().authed(tokens[role], '/api/records/share', {
        method: 'POST',
        body: JSON.stringify({ emails: ['colleague@example.test'], guids: [LEAK.notice] }),
      });
      expect(res.status).toBe(200);
      const [row] = await queryRows<{ token: string }>(
        db,
        sql`select l.token from share_links l join users u on u.id = l.created_by_id where u.email = ${ROLES[role]} order by l.id desc limit 1`,
      );
      return row?.token ?? '';
    };
    const shareTokens = { growth: await share('growth'), free: await share('free') };
    // A public bid report on the paywalled notice by each company (the guest reads the Free user's):
    // generated from what that company may see, it must not name the incumbent to the Free user.
    const bidReport = async (role: Role) => {
      const made = await api().graphql<{ createOpportunity: { id: string } }>(
        tokens[role],
        'mutation($e: [OpportunityEntityInput!]) { createOpportunity(opportunity: { name: "Leak bid" }, entities: $e) { id } }',
        { e: [{ entityId: LEAK.notice, entityType: 'Notice' }] },
      );
      const opportunityId = made.data?.createOpportunity.id ?? '';
      const report = await api().graphql<{ createBidReport: { id: string } }>(tokens[role], 'mutation($id: ID!) { createBidReport(opportunityId: $id) { id } }', { id: opportunityId });
      const id = report.data?.createBidReport.id ?? '';
      const pub = await api().graphql<{ updateBidReportPublicity: { publicHash: string } }>(
        tokens[role],
        'mutation($id: ID!) { updateBidReportPublicity(id: $id, isPublic: true) { publicHash } }',
        { id },
      );
      expect(pub.data?.updateBidReportPublicity.publicHash).toBeTruthy();
      return { opportunityId: Number(opportunityId), bidReportId: Number(id), bidReportHash: pub.data?.updateBidReportPublicity.publicHash ?? '' };
    };
    const bidReports = { growth: await bidReport('growth'), free: await bidReport('free') };
    for (const role of Object.keys(ROLES) as Role[]) {
      const [me] = await queryRows<{ id: string; guid: string; company_guid: string; list_id: string; buyer_list_id: string | null }>(
        db,
        sql`select u.id::text as id, u.guid::text as guid, c.guid::text as company_guid,
              (select l.id::text from record_lists l where l.user_id = u.id order by l.id limit 1) as list_id,
              (select b.id::text from buyer_lists b where b.company_id = u.company_id order by b.id limit 1) as buyer_list_id
            from users u join companies c on c.id = u.company_id where u.email = ${ROLES[role]}`,
      );
      if (!me) throw new Error(`no user ${ROLES[role]}`);
      contexts[role] = {
        ...ids,
        companyGuid: me.company_guid,
        userId: Number(me.id),
        userGuid: me.guid,
        recordListId: Number(me.list_id),
        buyerListId: Number(me.buyer_list_id ?? 1),
        shareToken: role === 'growth' ? shareTokens.growth : shareTokens.free,
        ...(role === 'growth' ? bidReports.growth : bidReports.free),
      };
    }
    // The entitled user goes first: their stored AI summary must then not reach the others.
    for (const role of ['growth', ...LOCKED] as Role[]) calls[role] = await callEverything(role);
  }, 600_000);

  async function callEverything(role: Role): Promise<Call[]> {
    const out: Call[] = [];
    const ctx = contexts[role];
    for (const route of appRoutes(api())) {
      const entry = REST_EXAMPLES[route];
      if (!entry || !('read' in entry)) continue;
      const [method, path] = route.split(' ') as [string, string];
      for (const ex of entry.read(ctx) as RestExample[]) {
        const url = `${routePath(path, ex.params)}${ex.query ? `?${new URLSearchParams(ex.query).toString()}` : ''}`;
        const init: RequestInit = { method, ...(ex.body !== undefined ? { body: JSON.stringify(ex.body) } : {}) };
        const res = ex.anonymous ? await api().request(url, init) : await api().authed(tokens[role], url, init);
        const type = res.headers.get('content-type') ?? '';
        const label = `${route} ${JSON.stringify(ex)}`;
        if (type === 'application/pdf' && res.status === 200) {
          // A PDF is read as its text (unpdf), so what it prints is checked like any other body.
          const { text } = await extractText(new Uint8Array(await res.arrayBuffer()), { mergePages: true });
          out.push({ label, status: res.status, body: text, hiddenFilter: ex.hiddenFilter ?? false, binary: false });
          continue;
        }
        if (type.startsWith(DOCX_TYPE) && res.status === 200) {
          // A Word file (the bid responses' export) is read as its text, like a PDF.
          const doc = await extractFileText(new Uint8Array(await res.arrayBuffer()), { fileName: 'export.docx', contentType: DOCX_TYPE });
          const text = doc.sections.map((section) => `${section.label}\n${section.text}`).join('\n');
          out.push({ label, status: res.status, body: text, hiddenFilter: ex.hiddenFilter ?? false, binary: false });
          continue;
        }
        const binary = !/json|text|csv/.test(type) && res.status === 200;
        out.push({ label, status: res.status, body: await res.text(), hiddenFilter: ex.hiddenFilter ?? false, binary });
      }
    }
    const query = getSchema().getQueryType();
    if (!query) throw new Error('no Query type');
    const run = async (label: string, field: GraphQLField<unknown, unknown>, args: Record<string, unknown>, hiddenFilter: boolean) => {
      const { query: text, variables } = queryFor(field, args);
      const res = await api().authed(tokens[role], '/graphql', { method: 'POST', body: JSON.stringify({ query: text, variables }) });
      out.push({ label, status: res.status, body: await res.text(), hiddenFilter, binary: false });
    };
    for (const field of Object.values(query.getFields())) {
      const examples = GRAPHQL_EXAMPLES[field.name];
      if (!examples) continue;
      for (const args of examples(ctx)) await run(`Query.${field.name} ${JSON.stringify(args)}`, field, args, false);
    }
    for (const { field, args } of GRAPHQL_HIDDEN_FILTERS) {
      const f = query.getFields()[field];
      if (f) await run(`Query.${field} ${JSON.stringify(args)}`, f, args, true);
    }
    return out;
  }

  it('has examples for every REST route and every Query field, and calls every read', () => {
    const routes = appRoutes(api());
    expect(routes.filter((r) => !REST_EXAMPLES[r]), 'routes without leak examples (testing/leakExamples.ts)').toEqual([]);
    expect(Object.keys(REST_EXAMPLES).filter((r) => !routes.includes(r)), 'examples of routes the app no longer has').toEqual([]);
    expect(routes.filter((r) => r.startsWith('GET ') && REST_EXAMPLES[r] && 'write' in REST_EXAMPLES[r]), 'a GET is a read').toEqual([]);
    const fields = Object.keys(getSchema().getQueryType()?.getFields() ?? {});
    expect(fields.filter((f) => !GRAPHQL_EXAMPLES[f]), 'Query fields without leak examples').toEqual([]);
    expect(Object.keys(GRAPHQL_EXAMPLES).filter((f) => !fields.includes(f)), 'examples of fields the schema no longer has').toEqual([]);
    const reads = routes.filter((r) => 'read' in (REST_EXAMPLES[r] ?? {}));
    console.info(`leak test: ${reads.length} routes × ${LOCKED.length} roles, ${fields.length} Query fields × ${LOCKED.length} roles (${calls.free.length} calls per role)`);
    // Examples must be valid input, or the route was never really asked.
    expect(calls.growth.filter((c) => c.status === 400 || c.body.includes('GRAPHQL_VALIDATION_FAILED') || c.body.includes('BAD_USER_INPUT')).map((c) => `${c.label} → ${c.body.slice(0, 200)}`)).toEqual([]);
    expect(calls.growth.filter((c) => c.status >= 500).map((c) => c.label)).toEqual([]);
  });

  it('shows the Growth user the award value, supplier and dates (the needles are real)', () => {
    const all = calls.growth.map((c) => c.body).join('\n');
    expect(leaksIn(all, ['value']).length).toBeGreaterThan(0);
    expect(leaksIn(all, ['supplier']).length).toBeGreaterThan(0);
    expect(leaksIn(all, ['dates']).length).toBeGreaterThan(0);
    const find = (prefix: string) => calls.growth.filter((c) => c.label.startsWith(prefix)).map((c) => c.body).join('\n');
    expect(find('POST /api/record_summary/details')).toContain('£987,654');
    expect(find('POST /api/records/:familyId/timeline')).toContain(`${LEAK.startDate}T00:00:00.000Z`);
    expect(find('Query.record ')).toContain('987654.32');
    expect(find('GET /api/share_links/:token')).toContain('987654.32');
    expect(find('GET /api/bid_reports/:id/pdf')).toContain('Bid/no-bid report');
    for (const c of calls.growth.filter((x) => x.hiddenFilter)) expect(c.body, c.label).toContain(LEAK.notice);
  });

  it.each(LOCKED)('no response to the %s user carries the award value, supplier or award dates', (role) => {
    const leaks = calls[role].flatMap((c) => {
      const found = leaksIn(masked(c.body), ['value', 'supplier', 'dates']);
      if (c.binary) found.push('a binary body the test cannot read');
      if (c.hiddenFilter && c.status === 200 && c.body.includes(LEAK.notice)) found.push('a filter on a hidden field found the notice');
      return found.length ? [`${c.label} (${c.status}): ${found.join(', ')}`] : [];
    });
    expect(leaks).toEqual([]);
    // The notice itself is public: the reads did find it (the test is not passing on empty answers).
    expect(calls[role].some((c) => c.label.startsWith('POST /api/records/search') && c.body.includes(LEAK.notice))).toBe(true);
  });

  it('the share email the Free user sent carries none of it', async () => {
    const emails = await queryRows<{ subject: string; text_body: string; html_body: string | null }>(
      api().app.database.db,
      sql`select e.subject, e.text_body, e.html_body from email_outbox e join users u on u.id = e.created_by_id where u.email = ${ROLES.free}`,
    );
    expect(emails.length).toBeGreaterThan(0);
    expect(emails.flatMap((e) => leaksIn(masked(`${e.subject}\n${e.text_body}\n${e.html_body ?? ''}`), ['value', 'supplier', 'dates']))).toEqual([]);
  });

  it('refuses a supplier filter with the paywall error and sorts by the value the caller sees', async () => {
    const search = async (role: Role, body: unknown) => {
      const res = await api().authed(tokens[role], '/api/records/search', { method: 'POST', body: JSON.stringify(body) });
      return { status: res.status, body: (await res.json()) as { results?: { guid: string }[]; error?: { code: string } } };
    };
    const refused = await search('free', { suppliers: [LEAK.supplier] });
    expect(refused).toMatchObject({ status: 403, body: { error: { code: 'paywall' } } });
    const order = async (role: Role, dir: 'asc' | 'desc') =>
      (await search(role, { text: 'lighthouse', stage: ['AWARDED'], sort: 'value', sort_order: dir })).body.results?.map((r) => r.guid);
    expect(await order('growth', 'asc')).toEqual([LEAK.tiny, LEAK.notice]);
    // Withheld values are unknown to the Free user: the order is the tie-breaker's (id), not the value's.
    expect(await order('free', 'asc')).toEqual([LEAK.notice, LEAK.tiny]);
    expect(await order('free', 'desc')).toEqual([LEAK.tiny, LEAK.notice]);
  });
});
