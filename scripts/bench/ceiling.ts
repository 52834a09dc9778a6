// The ceiling (docs/rules/budgets.md): a bare Fastify server that answers the product's list endpoints with the
// product's own SQL — the statements the product issued for the same address, copied by the bench through the query
// hook — and the same `{ data, meta }` envelope, and nothing else: no validation, response schema, compression,
// security headers, rate limits or logging. Like the product, it counts a list's total at most every 5 s per address,
// once for every request waiting on it.
// Run by the bench as its own process:
//   CEILING_PORT=… CEILING_LISTS=lists.json (CEILING_DATABASE_URL=postgres://… | CEILING_PGLITE_DIR=…) tsx ceiling.ts
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import Fastify from 'fastify';
import pg from 'pg';
import { pageMeta } from '../../packages/contracts/src/common/page-meta.ts';

/** What the product ran for one list address: its page statement, its count statement, and the page asked for. */
export interface CapturedList {
  page: { text: string; params: unknown[] };
  count: { text: string; params: unknown[] };
  pageNumber: number;
  perPage: number;
}

/** As the product's LIST_TOTAL_TTL_MS. */
const TOTAL_TTL_MS = 5_000;

interface Result {
  fields: { name: string }[];
  rows: unknown[][];
}
type Run = (text: string, params: unknown[], name: string) => Promise<Result>;

async function connect(): Promise<Run> {
  if (process.env.CEILING_DATABASE_URL) {
    // The product's pool size, and named (server-side prepared) statements as drizzle's `.prepare()` makes them.
    const pool = new pg.Pool({ connectionString: process.env.CEILING_DATABASE_URL, max: 10 });
    return (text, params, name) => pool.query({ name, text, values: params, rowMode: 'array' });
  }
  const client = await PGlite.create(process.env.CEILING_PGLITE_DIR!, { extensions: { pg_trgm } });
  return (text, params) => client.query<unknown[]>(text, params, { rowMode: 'array' });
}

/**
 * Rows as objects keyed by column name, as a hand-written server would send them. Arrays as drizzle reads them, since
 * joined tables repeat names (`id`, `name`): a repeated name gets its position as a suffix, so no value is lost.
 */
function objects({ fields, rows }: Result): Record<string, unknown>[] {
  const keys = fields.map((field, index) =>
    fields.findIndex((other) => other.name === field.name) === index ? field.name : `${field.name}_${index}`,
  );
  return rows.map((row) => Object.fromEntries(keys.map((key, index) => [key, row[index]])));
}

const lists = JSON.parse(fs.readFileSync(process.env.CEILING_LISTS!, 'utf8')) as Record<string, CapturedList>;
const run = await connect();
const names = new Map<string, string>();
const statementName = (text: string) => {
  if (!names.has(text)) names.set(text, `ceiling_${names.size}`);
  return names.get(text)!;
};
const totals = new Map<string, { value: Promise<number>; at: number }>();

/** A list's total, counted at most every TOTAL_TTL_MS per address, once for all the requests that need it meanwhile. */
function totalOf(url: string, list: CapturedList): Promise<number> {
  const kept = totals.get(url);
  if (kept && Date.now() - kept.at < TOTAL_TTL_MS) return kept.value;
  const value = run(list.count.text, list.count.params, statementName(list.count.text)).then((counted) =>
    Number(counted.rows[0]![0]),
  );
  totals.set(url, { value, at: Date.now() });
  return value;
}

const app = Fastify({ logger: false });
app.get('/*', async (request, reply) => {
  const list = lists[request.url];
  if (!list) return reply.status(404).send({ message: 'Not found' });
  const [page, total] = await Promise.all([
    run(list.page.text, list.page.params, statementName(list.page.text)),
    totalOf(request.url, list),
  ]);
  const rows = objects(page);
  return { data: rows, ...pageMeta(list.pageNumber, list.perPage, total, rows.length) };
});
await app.listen({ port: Number(process.env.CEILING_PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
