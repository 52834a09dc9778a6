import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

/**
 * Benchmark mode only (`BENCH_QUERY_COUNT=1`): each answer says in `x-query-count` how many statements the request
 * issued, so the benchmark can show that no endpoint runs a query per row. The database's query hook calls `onQuery`;
 * the count belongs to the request whose async context issued the statement.
 */
export function createQueryCounter() {
  const current = new AsyncLocalStorage<{ queries: number }>();
  return {
    onQuery() {
      const counts = current.getStore();
      if (counts) counts.queries += 1;
    },
    register(app: FastifyInstance) {
      // A callback hook, so the rest of the request (validation, handler, serialisation) runs inside `run`.
      app.addHook('onRequest', (_request, _reply, done) => current.run({ queries: 0 }, done));
      app.addHook('onSend', async (_request, reply) => {
        void reply.header('x-query-count', String(current.getStore()?.queries ?? 0));
      });
    },
  };
}

export type QueryCounter = ReturnType<typeof createQueryCounter>;
