// Copies the SQL the product runs for each list address, through the database's query hook, for the ceiling.
import http from 'node:http';
import { businessesQuery, eventsQuery, jobsQuery } from '@akwaaba/contracts';
import type { Services } from '../../apps/api/src/services.ts';
import type { CapturedList } from './ceiling.ts';

/** One answer as the bare node:http server replays it (bare-http.ts): status, headers and body. */
export interface CapturedAnswer {
  status: number;
  headers: Record<string, string>;
  bodyBase64: string;
}

/** Headers node:http writes on every answer itself, so the replayed copy does not carry them twice. */
const CONNECTION_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

export interface Statement {
  text: string;
  params: unknown[];
}

/**
 * Calls each list's service as its route does, with fresh services per address (so the total is counted, not
 * remembered), and keeps the page statement and the count statement it issued.
 */
export async function captureLists(
  sink: { statements: Statement[] | null },
  makeServices: () => Services,
  paths: string[],
): Promise<Record<string, CapturedList>> {
  const captured: Record<string, CapturedList> = {};
  for (const address of paths) {
    const url = new URL(address, 'http://bench');
    const query = Object.fromEntries(url.searchParams);
    const services = makeServices();
    const statements: Statement[] = [];
    sink.statements = statements;
    let pageNumber: number;
    let perPage: number;
    if (url.pathname === '/api/v1/events') {
      const parsed = eventsQuery.parse(query);
      ({ page: pageNumber, per_page: perPage } = parsed);
      await services.eventsService.list(parsed);
    } else if (url.pathname === '/api/v1/businesses') {
      const parsed = businessesQuery.parse(query);
      ({ page: pageNumber, per_page: perPage } = parsed);
      await services.businessesService.list(parsed);
    } else if (url.pathname === '/api/v1/job-listings') {
      const parsed = jobsQuery.parse(query);
      ({ page: pageNumber, per_page: perPage } = parsed);
      await services.jobsService.list(parsed);
    } else {
      throw new Error(`no ceiling for ${address}`);
    }
    sink.statements = null;
    const count = statements.filter((statement) => /^select count\(/i.test(statement.text));
    const page = statements.filter((statement) => !/^select count\(/i.test(statement.text));
    if (count.length !== 1 || page.length !== 1) {
      throw new Error(
        `${address}: expected a page and a count statement, got ${statements.length}: ${JSON.stringify(statements)}`,
      );
    }
    captured[address] = { page: page[0]!, count: count[0]!, pageNumber, perPage };
  }
  return captured;
}

/**
 * What the product's public-answer cache sends for each address to a client like the load generator (no
 * Accept-Encoding): asked twice, so the second answer is a hit. Headers node:http writes itself are left out.
 */
export async function captureAnswers(base: string, paths: string[]): Promise<Record<string, CapturedAnswer>> {
  const answers: Record<string, CapturedAnswer> = {};
  for (const address of paths) {
    let answer: CapturedAnswer | undefined;
    for (const attempt of [1, 2]) {
      answer = await new Promise<CapturedAnswer>((resolve, reject) => {
        http
          .get(base + address, (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => {
              const headers = Object.fromEntries(
                Object.entries(response.headers)
                  .filter(([name]) => !CONNECTION_HEADERS.has(name))
                  .map(([name, value]) => [name, String(value)]),
              );
              resolve({ status: response.statusCode!, headers, bodyBase64: Buffer.concat(chunks).toString('base64') });
            });
            response.on('error', reject);
          })
          .on('error', reject);
      });
      if (attempt === 2 && answer.status !== 200) throw new Error(`${address}: ${answer.status} from the cache`);
    }
    answers[address] = answer!;
  }
  return answers;
}
