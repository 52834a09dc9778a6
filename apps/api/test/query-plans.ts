import pg from 'pg';
import { vi } from 'vitest';
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
