/**
 * hubspotIdToken (spec 1§7, 1§9 'CRM token 12 h'): a HubSpot visitor-identification token for the support chat
 * (Conversations API `POST /conversations/v3/visitor-identification/tokens/create` with the user's email and
 * names, https://developers.hubspot.com/docs/api/conversation/visitor-identification), so the chat opens as the
 * signed-in user instead of an anonymous visitor. HubSpot's token lasts 12 hours: we keep each user's token that
 * long (the client's cache rule is the same, CRM_LIMITS.tokenStaleMs) and mint a new one after. Minted with
 * Tenderlens' own HubSpot private-app token (config crm.hubspot.chatToken), never a customer's CRM connection.
 * Unconfigured: null (the chat stays anonymous).
 */
import { CRM_LIMITS } from '@tenderlens/domain/crm';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { users } from '../db/schema/index';
import { HttpError } from '../http/errors';
import { CrmApiError, crmRequest, providerError, type TransportOptions } from './client';

export interface HubspotIdToken {
  token: string;
  /** When HubSpot stops accepting it (12 hours after it was minted). */
  expiresAt: Date;
}

export interface SupportChatDeps {
  db: Database;
  config: AppConfig;
  now: () => Date;
  transport?: TransportOptions;
}

const TokenSchema = z.object({ token: z.string().min(1) });

/** Each user's token until 12 hours after it was minted (a process-local cache; a restart mints anew). */
const minted = new Map<number, HubspotIdToken>();

/** Forgets the cached tokens (tests). */
export const forgetHubspotIdTokens = () => minted.clear();

export async function hubspotIdToken(deps: SupportChatDeps, userId: number): Promise<HubspotIdToken | null> {
  const chatToken = deps.config.crm.hubspot.chatToken;
  if (!chatToken) return null;
  const now = deps.now();
  const cached = minted.get(userId);
  if (cached && cached.expiresAt.getTime() > now.getTime()) return cached;
  const [user] = await deps.db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw new HttpError(404, 'not_found', 'No such user');
  try {
    const res = await crmRequest(
      { tokens: () => ({ accessToken: chatToken, refreshToken: null, expiresAt: null, instanceUrl: null }), refresh: null },
      {
        method: 'POST',
        url: `${deps.config.crm.hubspot.apiUrl}/conversations/v3/visitor-identification/tokens/create`,
        body: { email: user.email, firstName: user.firstName, lastName: user.lastName },
      },
      deps.transport,
    );
    if (res.status >= 400) throw providerError(res.status, res.body, 'HubSpot did not mint a chat token');
    const parsed = TokenSchema.safeParse(res.body);
    if (!parsed.success) throw new CrmApiError(502, 'HubSpot answered without a token');
    const token = { token: parsed.data.token, expiresAt: new Date(now.getTime() + CRM_LIMITS.tokenStaleMs) };
    minted.set(userId, token);
    return token;
  } catch (error) {
    if (error instanceof CrmApiError) throw new HttpError(502, 'crm_failed', 'The support chat could not identify you');
    throw error;
  }
}
