/**
 * A local fake of the HubSpot CRM v3 and Salesforce REST subsets we call (tests and e2e; never the
 * internet). It speaks their shapes: HubSpot `{status:'error', message, category}` errors, 409
 * CONFLICT "Contact already exists. Existing ID: n", 401 EXPIRED_AUTHENTICATION, 429 RATE_LIMIT;
 * Salesforce `[{message, errorCode}]` errors, INVALID_SESSION_ID, DUPLICATES_DETECTED. OAuth: the
 * authorize pages consent at once and redirect back with a code; token endpoints exchange and refresh.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeCrmRequest {
  method: string;
  path: string;
  body: unknown;
  authorization: string | undefined;
}

export interface FakeCrm {
  url: string;
  requests: FakeCrmRequest[];
  /** HubSpot objects and Salesforce sObjects created, by type ('contacts', 'deals', 'Contact', 'Opportunity'…). */
  objects: Map<string, Map<string, Record<string, unknown>>>;
  /** The private-app token the fake accepts. */
  privateAppToken: string;
  /** The next `n` API calls answer 429. */
  rateLimitNext(n: number): void;
  /** Every access token issued so far stops working (a 401 until refreshed). */
  expireTokens(): void;
  /** The next API call answers 400 with the provider's validation error. */
  failNext(status: number): void;
  close(): Promise<void>;
}

const HUBSPOT_PORTAL = 4242;

export async function startFakeCrm(options: { port?: number } = {}): Promise<FakeCrm> {
  const requests: FakeCrmRequest[] = [];
  const objects = new Map<string, Map<string, Record<string, unknown>>>();
  const valid = new Set<string>();
  const refreshTokens = new Set<string>();
  const codes = new Set<string>();
  const privateAppToken = 'pat-na1-fake-0000';
  valid.add(privateAppToken);
  let counter = 100;
  let rateLimited = 0;
  let failing: number | null = null;
  const next = () => String(++counter);
  const store = (type: string) => {
    let m = objects.get(type);
    if (!m) objects.set(type, (m = new Map()));
    return m;
  };
  // Seed accounts to search.
  for (const name of ['Leeds City Council', 'Leeds Teaching Hospitals', 'Kent County Council', 'Northwind Partners']) {
    const id = next();
    store('companies').set(id, { name });
    store('Account').set(`001${id}`, { Name: name });
  }

  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(body === undefined ? '' : JSON.stringify(body));
  };
  const readBody = async (req: IncomingMessage): Promise<string> => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };
  const issue = () => {
    const access = `at-${next()}`;
    const refresh = `rt-${next()}`;
    valid.add(access);
    refreshTokens.add(refresh);
    return { access, refresh };
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const raw = await readBody(req);
    let body: unknown = null;
    const form = new URLSearchParams(raw);
    try {
      body = raw && req.headers['content-type']?.includes('json') ? JSON.parse(raw) : raw ? Object.fromEntries(form) : null;
    } catch {
      return send(res, 400, { status: 'error', message: 'Invalid JSON', category: 'VALIDATION_ERROR' });
    }
    requests.push({ method: req.method ?? 'GET', path: url.pathname + url.search, body, authorization: req.headers.authorization });
    const path = url.pathname;
    const salesforce = path.startsWith('/services/');
    // The e2e tests read what the fake holds (it runs in another process there).
    if (path === '/__fake/objects') return send(res, 200, Object.fromEntries([...objects].map(([type, m]) => [type, [...m].map(([id, p]) => ({ id, ...p }))])));

    // OAuth: consent at once.
    if (path === '/oauth/authorize' || path === '/services/oauth2/authorize') {
      const code = `code-${next()}`;
      codes.add(code);
      const back = new URL(url.searchParams.get('redirect_uri') ?? 'http://localhost/');
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    if (path === '/oauth/v1/token' || path === '/services/oauth2/token') {
      const grant = form.get('grant_type');
      const known = grant === 'authorization_code' ? codes.delete(form.get('code') ?? '') : grant === 'refresh_token' && refreshTokens.has(form.get('refresh_token') ?? '');
      if (!known || !form.get('client_id')) {
        return salesforce
          ? send(res, 400, { error: 'invalid_grant', error_description: 'authentication failure' })
          : send(res, 400, { status: 'BAD_AUTH_CODE', message: 'missing or unknown auth code' });
      }
      const t = issue();
      const refresh = grant === 'refresh_token' ? form.get('refresh_token') : t.refresh;
      if (salesforce) {
        return send(res, 200, { access_token: t.access, ...(grant === 'authorization_code' ? { refresh_token: refresh } : {}), instance_url: `http://${req.headers.host}`, id: 'https://login/id/00D/005', token_type: 'Bearer', issued_at: String(Date.now()) });
      }
      return send(res, 200, { access_token: t.access, refresh_token: refresh, expires_in: 1800, token_type: 'bearer' });
    }

    const token = req.headers.authorization?.replace(/^Bearer /, '');
    if (!token || !valid.has(token)) {
      return salesforce
        ? send(res, 401, [{ message: 'Session expired or invalid', errorCode: 'INVALID_SESSION_ID' }])
        : send(res, 401, { status: 'error', message: 'Authentication credentials not found.', category: 'EXPIRED_AUTHENTICATION' });
    }
    if (rateLimited > 0) {
      rateLimited--;
      return salesforce
        ? send(res, 429, [{ message: 'Too many requests', errorCode: 'REQUEST_LIMIT_EXCEEDED' }], { 'retry-after': '0' })
        : send(res, 429, { status: 'error', message: 'You have reached your secondly limit.', errorType: 'RATE_LIMIT', policyName: 'SECONDLY' });
    }
    if (failing !== null) {
      const status = failing;
      failing = null;
      return salesforce
        ? send(res, status, [{ message: 'Required fields are missing: [StageName]', errorCode: 'REQUIRED_FIELD_MISSING', fields: ['StageName'] }])
        : send(res, status, { status: 'error', message: 'Property values were not valid', category: 'VALIDATION_ERROR' });
    }
    return salesforce ? salesforceApi(req.method ?? 'GET', path, url, body, res) : hubspotApi(req.method ?? 'GET', path, body, res);
  });

  const hubspotApi = (method: string, path: string, body: unknown, res: ServerResponse) => {
    const b = (body ?? {}) as { properties?: Record<string, string>; filterGroups?: { filters: { propertyName: string; operator: string; value: string }[] }[]; limit?: number };
    if (method === 'GET' && path === '/account-info/v3/details') return send(res, 200, { portalId: HUBSPOT_PORTAL, companyName: 'Northwind (fake HubSpot)', uiDomain: 'app.hubspot.com' });
    // Conversations visitor identification: a token for the chat widget (HubSpot: 'email' is required).
    if (method === 'POST' && path === '/conversations/v3/visitor-identification/tokens/create') {
      const v = (body ?? {}) as { email?: unknown };
      if (typeof v.email !== 'string' || !v.email.includes('@')) return send(res, 400, { status: 'error', message: 'email is required', category: 'VALIDATION_ERROR' });
      return send(res, 200, { token: `visitor-${next()}-${Buffer.from(v.email).toString('base64url')}` });
    }
    if (method === 'GET' && path.startsWith('/crm/v3/properties/deals')) {
      const props = [
        { name: 'dealname', label: 'Deal name', type: 'string', fieldType: 'text' },
        { name: 'amount', label: 'Amount', type: 'number', fieldType: 'number' },
        { name: 'closedate', label: 'Close date', type: 'datetime', fieldType: 'date' },
        { name: 'description', label: 'Deal description', type: 'string', fieldType: 'textarea' },
        { name: 'pipeline', label: 'Pipeline', type: 'enumeration', fieldType: 'select', options: [] },
        { name: 'dealstage', label: 'Deal stage', type: 'enumeration', fieldType: 'radio', options: [] },
        { name: 'dealtype', label: 'Deal type', type: 'enumeration', fieldType: 'radio', options: [{ label: 'New business', value: 'newbusiness' }, { label: 'Existing business', value: 'existingbusiness' }] },
        { name: 'hs_lastmodifieddate', label: 'Last modified', type: 'datetime', fieldType: 'date', modificationMetadata: { readOnlyValue: true } },
      ];
      const one = path.split('/')[5];
      if (one) {
        const p = props.find((x) => x.name === decodeURIComponent(one));
        return p ? send(res, 200, p) : send(res, 404, { status: 'error', message: `Unable to find property ${one}`, category: 'OBJECT_NOT_FOUND' });
      }
      return send(res, 200, { results: props });
    }
    if (method === 'GET' && path === '/crm/v3/pipelines/deals') {
      return send(res, 200, {
        results: [
          { id: 'default', label: 'Sales Pipeline', stages: [{ id: 'appointmentscheduled', label: 'Appointment Scheduled' }, { id: 'qualifiedtobuy', label: 'Qualified To Buy' }, { id: 'closedwon', label: 'Closed Won' }] },
          { id: 'public', label: 'Public sector', stages: [{ id: 'tender', label: 'Tender identified' }, { id: 'bid', label: 'Bid submitted' }] },
        ],
      });
    }
    const search = /^\/crm\/v3\/objects\/(contacts|companies|deals)\/search$/.exec(path);
    if (method === 'POST' && search) {
      const filter = b.filterGroups?.[0]?.filters[0];
      const all = [...store(search[1]!).entries()].filter(([, p]) => {
        if (!filter) return true;
        const v = String(p[filter.propertyName] ?? '').toLowerCase();
        const want = filter.value.toLowerCase().replace(/^\*|\*$/g, '');
        return filter.operator === 'EQ' ? v === want : v.includes(want);
      });
      return send(res, 200, { total: all.length, results: all.slice(0, b.limit ?? 10).map(([id, properties]) => ({ id, properties })) });
    }
    const create = /^\/crm\/v3\/objects\/(contacts|companies|deals)$/.exec(path);
    if (method === 'POST' && create) {
      const type = create[1]!;
      const props = b.properties ?? {};
      if (type === 'contacts' && props['email']) {
        const existing = [...store('contacts').entries()].find(([, p]) => p['email'] === props['email']);
        if (existing) return send(res, 409, { status: 'error', message: `Contact already exists. Existing ID: ${existing[0]}`, correlationId: 'c0ffee', category: 'CONFLICT' });
      }
      if (type === 'deals' && !props['dealname']) return send(res, 400, { status: 'error', message: 'Property values were not valid: dealname is required', category: 'VALIDATION_ERROR' });
      const id = next();
      store(type).set(id, { ...props, associations: (body as { associations?: unknown }).associations ?? [] });
      return send(res, 201, { id, properties: props, createdAt: new Date().toISOString(), archived: false });
    }
    return send(res, 404, { status: 'error', message: 'Resource not found', category: 'OBJECT_NOT_FOUND' });
  };

  const salesforceApi = (method: string, path: string, url: URL, body: unknown, res: ServerResponse) => {
    const prefix = '/services/data/v60.0';
    if (!path.startsWith(prefix)) return send(res, 404, [{ message: 'The requested resource does not exist', errorCode: 'NOT_FOUND' }]);
    const rest = path.slice(prefix.length);
    if (method === 'GET' && rest === '/query') {
      const q = url.searchParams.get('q') ?? '';
      if (/FROM Organization/.test(q)) return send(res, 200, { totalSize: 1, done: true, records: [{ attributes: { type: 'Organization' }, Id: '00D000000000001', Name: 'Northwind (fake Salesforce)' }] });
      const from = /FROM (\w+)/.exec(q)?.[1] ?? '';
      const like = /LIKE '%(.*)%'/.exec(q)?.[1]?.replace(/\\(.)/g, '$1').toLowerCase();
      const eq = /Email = '(.*)'/.exec(q)?.[1]?.replace(/\\(.)/g, '$1');
      const limit = Number(/LIMIT (\d+)/.exec(q)?.[1] ?? 200);
      const all = [...store(from).entries()].filter(([, r]) => (like === undefined || String(r['Name']).toLowerCase().includes(like)) && (eq === undefined || r['Email'] === eq));
      return send(res, 200, { totalSize: all.length, done: true, records: all.slice(0, limit).map(([Id, r]) => ({ attributes: { type: from }, Id, ...r })) });
    }
    if (method === 'GET' && rest === '/sobjects/Opportunity/describe') {
      const f = (name: string, label: string, type: string, nillable = true, picklistValues: { label: string; value: string; active: boolean }[] = []) => ({ name, label, type, createable: true, nillable, defaultedOnCreate: false, picklistValues });
      return send(res, 200, {
        name: 'Opportunity',
        fields: [
          f('Name', 'Opportunity Name', 'string', false),
          f('Amount', 'Amount', 'currency'),
          f('CloseDate', 'Close Date', 'date', false),
          f('StageName', 'Stage', 'picklist', false, [{ label: 'Prospecting', value: 'Prospecting', active: true }, { label: 'Qualification', value: 'Qualification', active: true }, { label: 'Old', value: 'Old', active: false }]),
          f('Description', 'Description', 'textarea'),
          f('Type', 'Opportunity Type', 'picklist', true, [{ label: 'New Customer', value: 'New Customer', active: true }]),
        ],
      });
    }
    const create = /^\/sobjects\/(Contact|Account|Opportunity)$/.exec(rest);
    if (method === 'POST' && create) {
      const type = create[1]!;
      const fields = (body ?? {}) as Record<string, unknown>;
      if (type === 'Contact' && !fields['LastName']) return send(res, 400, [{ message: 'Required fields are missing: [LastName]', errorCode: 'REQUIRED_FIELD_MISSING', fields: ['LastName'] }]);
      if (type === 'Opportunity' && (!fields['Name'] || !fields['CloseDate'] || !fields['StageName'])) {
        return send(res, 400, [{ message: 'Required fields are missing: [Name, CloseDate, StageName]', errorCode: 'REQUIRED_FIELD_MISSING', fields: ['Name', 'CloseDate', 'StageName'] }]);
      }
      if (type === 'Contact' && fields['Email']) {
        const existing = [...store('Contact').entries()].find(([, r]) => r['Email'] === fields['Email']);
        if (existing) return send(res, 400, [{ message: 'Use one of these records?', errorCode: 'DUPLICATES_DETECTED', duplicateResult: { matchResults: [{ matchRecords: [{ record: { Id: existing[0] } }] }] } }]);
      }
      const id = `${type === 'Contact' ? '003' : type === 'Account' ? '001' : '006'}${next()}`;
      store(type).set(id, fields);
      return send(res, 201, { id, success: true, errors: [] });
    }
    return send(res, 404, [{ message: 'The requested resource does not exist', errorCode: 'NOT_FOUND' }]);
  };

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    objects,
    privateAppToken,
    rateLimitNext: (n) => void (rateLimited = n),
    expireTokens: () => {
      for (const t of [...valid]) if (t !== privateAppToken) valid.delete(t);
    },
    failNext: (status) => void (failing = status),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
