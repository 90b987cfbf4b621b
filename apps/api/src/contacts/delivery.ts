/**
 * The contact-request webhook around the HTTP app: one webhook client per app (the outbound
 * interface, paced per host and recorded), the first attempt right after the answer, and a worker
 * that retries due requests every 30 s (claims in the database: several processes share the work).
 */
import type { Logger } from 'pino';
import type { RequestContactsBody } from '@tenderlens/domain/contacts';
import type { AppDeps } from '../http/context';
import { createWebhookClient } from '../outbound/webhook';
import type { CurrentUser } from '../users/currentUser';
import { createContactRequest, sendContactRequest, sendDueContactRequests, type ContactRequestDeps } from './requests';

const cache = new WeakMap<AppDeps, ContactRequestDeps>();

export function contactRequestDepsOf(deps: AppDeps): ContactRequestDeps {
  let found = cache.get(deps);
  if (!found) {
    found = {
      db: deps.db,
      webhooks: createWebhookClient({ ...deps.config.webhooks, db: deps.db }),
      target: deps.config.contactRequestWebhook,
      now: deps.now,
    };
    cache.set(deps, found);
  }
  return found;
}

/** Stores the request and starts its webhook without waiting for it (a failure is retried by the worker). */
export async function startContactRequest(deps: ContactRequestDeps, user: CurrentUser, body: RequestContactsBody, log: Logger) {
  const row = await createContactRequest(deps, { id: user.id, email: user.email, company: user.company }, body);
  if (deps.target) {
    void sendContactRequest(deps, row.id).catch((error: unknown) => log.warn({ err: error, request: row.guid }, 'contact request webhook failed'));
  }
  return row;
}

/** Retries due contact-request webhooks every `intervalMs` (30 s); returns a stop function. */
export function startContactRequestWorker(deps: ContactRequestDeps, log: Logger, intervalMs = 30_000): () => Promise<void> {
  let current: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    current = current.then(() =>
      stopped || !deps.target ? undefined : sendDueContactRequests(deps).catch((error: unknown) => log.warn({ err: error }, 'contact request webhooks failed')),
    );
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await current;
  };
}
