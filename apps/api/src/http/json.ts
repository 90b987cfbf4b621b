import type { Context } from 'hono';
import { badRequest } from './errors';

/** The request's JSON body; a missing or malformed body is a 400 (an empty body reads as {}). */
export async function readJsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest('The body is not valid JSON');
  }
}
