import type { FastifyInstance } from 'fastify';
import { restarting } from '../lib/errors.ts';

/**
 * The server's shutdown state, flipped by `server.ts` on SIGTERM/SIGINT before it closes the app.
 *
 * Why a draining phase before `app.close()`: `close()` stops the listener at once, so a new connection is refused,
 * and Fastify's own `return503OnClosing` answers only requests on connections already open. A proxy that has not
 * noticed yet would see refusals, and an idle keep-alive connection that close() reaps just as a client writes to it
 * is reset. While draining, the listener stays open and every new request is answered 503 with Retry-After and
 * `Connection: close` (health included, so the proxy's check takes this instance out); the requests already in
 * flight finish, and their answers close their connections too. By the time the listener closes, clients hold no
 * keep-alive connection to reuse.
 */
export interface Draining {
  readonly active: boolean;
  start(): void;
}

/** About the time a restart takes (migrations done, listening again); a proxy's retry goes elsewhere sooner. */
const RETRY_AFTER_SECONDS = 5;

export function createDraining(): Draining {
  let active = false;
  return {
    get active() {
      return active;
    },
    start() {
      active = true;
    },
  };
}

/** Registered before every other hook, so a draining server does no work (no auth, no query) for a request it turns away. */
export function registerDraining(app: FastifyInstance, draining: Draining): void {
  app.addHook('onRequest', async () => {
    if (draining.active) throw restarting(RETRY_AFTER_SECONDS);
  });
  // Answers of requests that were in flight when draining began close their connection as well.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (draining.active) void reply.header('connection', 'close');
    return payload;
  });
}
