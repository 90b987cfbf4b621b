/**
 * REST: uploading a tender document to an opportunity (multipart, size-limited like documents) and
 * the responses' DOCX export.
 */
import { Hono, type Context } from 'hono';
import type { AppDeps, AppEnv } from '../http/context';
import { badRequest } from '../http/errors';
import { contentDisposition } from '../files/storage';
import { cleanFileName } from '../documents/routes';
import { toPolicySubject } from '../users/currentUser';
import { parseInput } from '../workspace/http';
import { bidResponsesDocx } from './export';
import { OpportunityParamSchema } from './schemas';
import { assertOwnOpportunity, listBidResponses, uploadTenderDocument, type BidResponseDeps } from './service';

export const createBidResponseDeps = (deps: AppDeps): BidResponseDeps => ({ db: deps.db, files: deps.files, wake: () => deps.jobs.wakeExtraction?.() });




const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export function bidResponseRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const d = createBidResponseDeps(deps);
  const user = (c: Context<AppEnv>) => c.get('auth').user;

  app.post('/opportunities/:id/bid_responses/upload', async (c) => {
    const { id } = parseInput(OpportunityParamSchema, { id: c.req.param('id') });
    const u = user(c);
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      throw badRequest('Send the file as multipart/form-data');
    }
    const file = form.get('file');
    if (!(file instanceof File)) throw badRequest('Choose a file to upload');
    for (const key of form.keys()) if (key !== 'file') throw badRequest(`Unknown field: ${key}`);
    const source = await uploadTenderDocument(d, u, toPolicySubject(u), id, {
      bytes: new Uint8Array(await file.arrayBuffer()),
      fileName: cleanFileName(file.name),
      contentType: file.type || null,
    });
    return c.json({ source }, 201);
  });

  app.get('/opportunities/:id/bid_responses/export', async (c) => {
    const { id } = parseInput(OpportunityParamSchema, { id: c.req.param('id') });
    const u = user(c);
    const opportunity = await assertOwnOpportunity(deps.db, u, id);
    const list = await listBidResponses(deps.db, u, toPolicySubject(u), id);
    const bytes = await bidResponsesDocx(opportunity.name, list.responses, list.stages, deps.now());
    const name = `${opportunity.name.replace(/[^\p{L}\p{N} _-]+/gu, '').trim().slice(0, 80) || 'Opportunity'} - bid responses.docx`;
    return new Response(new Uint8Array(bytes), {
      headers: {
        'Content-Type': DOCX_TYPE,
        'Content-Length': String(bytes.length),
        'Content-Disposition': contentDisposition(name),
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  });

  return app;
}
