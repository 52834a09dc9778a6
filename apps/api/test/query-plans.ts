import pg from 'pg';
import { expect, vi } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.ts';
import type { TestApp } from './build-test-app.ts';

/** One node of a PostgreSQL EXPLAIN (FORMAT JSON) plan. */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

export interface Statement {
  text: string;
  values: unknown[];
}

export const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];
export const INDEX_NODES = ['Index Scan', 'Index Only Scan', 'Bitmap Index Scan'];

/**
 * The statements node-postgres runs while `url` is answered, in order, read off by a pass-through spy that
 * records and changes nothing. List totals are memoised for a few seconds, so the clock moves on first and
 * every request counts afresh.
 */
export async function statementsOf(
  { app, clock }: Pick<TestApp, 'app' | 'clock'>,
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string; statements: Statement[] }> {
  clock.advance(60_000);
  const statements: Statement[] = [];
  const original = pg.Client.prototype.query;
  vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
    const [config, values] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
    statements.push(
      typeof config === 'string'
        ? { text: config, values: values ?? [] }
        : { text: config.text, values: values ?? config.values ?? [] },
    );
    return (original as (...rest: unknown[]) => unknown).apply(this, args);
  } as never);
  const response = await app.inject({ method: 'GET', url, headers });
  vi.restoreAllMocks();
  return { status: response.statusCode, body: response.body, statements };
}

const poolOf = (database: DatabaseHandle) => (database.db as unknown as { $client: pg.Pool }).$client;

/** The plan PostgreSQL makes for the statement with these values (what a first execution runs). */
export async function customPlanOf(database: DatabaseHandle, statement: Statement): Promise<PlanNode> {
  const result = await poolOf(database).query(`explain (format json) ${statement.text}`, statement.values);
  return (result.rows[0]['QUERY PLAN'] as [{ Plan: PlanNode }])[0].Plan;
}

/**
 * The plan for any values: drizzle's prepared statements are named, and after five executions PostgreSQL may keep
 * one generic plan for them, so it too must read indexes.
 */
export async function genericPlanOf(database: DatabaseHandle, statement: Statement): Promise<PlanNode> {
  const client = await poolOf(database).connect();
  try {
    await client.query(`prepare plan_probe as ${statement.text}`);
    try {
      await client.query('set plan_cache_mode = force_generic_plan');
      const literals = statement.values.map((value) =>
        typeof value === 'number' || typeof value === 'boolean' ? String(value) : client.escapeLiteral(String(value)),
      );
      const args = literals.length > 0 ? `(${literals.join(', ')})` : '';
      const result = await client.query(`explain (format json) execute plan_probe${args}`);
      return (result.rows[0]['QUERY PLAN'] as [{ Plan: PlanNode }])[0].Plan;
    } finally {
      await client.query('reset plan_cache_mode');
      await client.query('deallocate plan_probe');
    }
  } finally {
    client.release();
  }
}

/** What the auth hook reads for a signed-in request (the session and its member): every signed-in request pays it. */
export const SESSION_TABLES = ['auth_tokens', 'users', 'profiles'];

/**
 * The indexes a plan reads a feature's tables through (indexes named after their table, as drizzle names them);
 * fails when it scans one of those tables instead, or reads none of them.
 */
export function indexesOf(plan: PlanNode, tables: string[], what: string): string[] {
  const ownIndex = (name: string | undefined) =>
    name !== undefined && tables.some((table) => name.startsWith(`${table}_`));
  const onTables = nodesOf(plan).filter(
    (node) => tables.includes(node['Relation Name'] ?? '') || ownIndex(node['Index Name']),
  );
  expect(onTables.length, what).toBeGreaterThan(0);
  expect(
    onTables.filter((node) => node['Node Type'] === 'Seq Scan'),
    what,
  ).toEqual([]);
  const indexes = onTables.filter((node) => INDEX_NODES.includes(node['Node Type']) && ownIndex(node['Index Name']));
  expect(indexes.length, what).toBeGreaterThan(0);
  return indexes.map((node) => `${node['Node Type']} on ${node['Index Name']}`);
}

/**
 * Explains each statement of a request, with its values and as a generic plan: one that reads a feature table must
 * do it through one of its indexes, never a sequential scan. Answers the indexes used, and how many statements were
 * the feature's and how many the session check's (the auth hook's, on every signed-in request).
 */
export async function explainStatements(database: DatabaseHandle, statements: Statement[], tables: string[]) {
  const used: string[] = [];
  let session = 0;
  for (const statement of statements) {
    const plan = await customPlanOf(database, statement);
    const relations = nodesOf(plan).flatMap((node) => (node['Relation Name'] ? [node['Relation Name']] : []));
    if (relations.length > 0 && relations.every((relation) => SESSION_TABLES.includes(relation))) {
      session += 1;
      continue;
    }
    const custom = indexesOf(plan, tables, statement.text).join(' + ');
    const generic = indexesOf(await genericPlanOf(database, statement), tables, `generic plan: ${statement.text}`).join(
      ' + ',
    );
    used.push(generic === custom ? custom : `${custom} (generic plan: ${generic})`);
  }
  return { used, session, feature: statements.length - session };
}
