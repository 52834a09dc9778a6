// One load run: autocannon against one address, from this process, and the figures the budgets speak of.
import http from 'node:http';
import autocannon from 'autocannon';

export interface Target {
  name: string;
  path: string;
  headers?: Record<string, string>;
  /** A request sequence instead of one GET (the write mix); each connection cycles through it. */
  requests?: autocannon.Request[];
  kind: 'list' | 'detail' | 'search' | 'signed-in' | 'write';
}

export interface Figures {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** Answers that were not 2xx (304s count as answered), and connection errors. */
  errors: number;
}

/** Latencies from each response, so p95 (which autocannon does not report) is read off the same run. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Each request from another visitor's address, as a reverse proxy reports it: per-address limits meter visitors. */
let visitor = 0;
function asAnotherVisitor(request: autocannon.Request): autocannon.Request {
  visitor = (visitor + 1) % 16_000_000;
  const address = `10.${visitor >> 16}.${(visitor >> 8) & 255}.${visitor & 255}`;
  return { ...request, headers: { ...request.headers, 'x-forwarded-for': address } };
}

export async function load(
  base: string,
  target: Target,
  options: { seconds: number; connections: number; rate?: number },
): Promise<Figures> {
  const requests = (target.requests ?? [{}]).map((request): autocannon.Request => {
    const setup = request.setupRequest as
      ((raw: autocannon.Request, context: object) => autocannon.Request) | undefined;
    return { ...request, setupRequest: (raw, context) => asAnotherVisitor(setup ? setup(raw, context) : raw) };
  });
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base + target.path,
        headers: target.headers,
        requests,
        connections: options.connections,
        duration: options.seconds,
        ...(options.rate ? { overallRate: options.rate } : {}),
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  latencies.sort((a, b) => a - b);
  return {
    rps: Math.round(result.requests.average),
    p50: Math.round(percentile(latencies, 50) * 10) / 10,
    p95: Math.round(percentile(latencies, 95) * 10) / 10,
    p99: Math.round(percentile(latencies, 99) * 10) / 10,
    errors: result.non2xx + result.errors,
  };
}

const pacingAgent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** A target's requests as functions of a sequence's shared context (the RSVP a cancel undoes). */
function stepsOf(target: Target): ((context: object) => autocannon.Request)[] {
  return (target.requests ?? [{}]).map((step) => (context) => {
    const setup = step.setupRequest as ((raw: autocannon.Request, context: object) => autocannon.Request) | undefined;
    return asAnotherVisitor(
      setup ? setup({ ...step, path: target.path }, context) : { ...step, path: target.path, headers: target.headers },
    );
  });
}

/**
 * Statements per request, from a server started with BENCH_QUERY_COUNT=1: each request of the target once (a
 * sequence's requests added up, its writes real ones), after a first pass that warms what the product keeps for a
 * few seconds (list totals, search rankings), so the figure is a request's in steady use.
 */
export async function queriesPerRequest(base: string, target: Target): Promise<number> {
  let queries = 0;
  for (const pass of [1, 2]) {
    const context = {};
    queries = 0;
    for (const step of stepsOf(target)) {
      const response = await send(base, step(context));
      if (response.statusCode! >= 300) throw new Error(`${target.name}: ${response.statusCode} while counting queries`);
      queries += Number(response.headers['x-query-count'] ?? Number.NaN);
    }
    if (pass === 1 && target.kind === 'write') break;
  }
  return queries;
}

/** One request of a target, as autocannon's setupRequest would shape it, over a keep-alive agent. */
function send(base: string, request: autocannon.Request): Promise<http.IncomingMessage> {
  const url = new URL(request.path ?? '/', base);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      url,
      { method: request.method ?? 'GET', headers: request.headers as http.OutgoingHttpHeaders, agent: pacingAgent },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

/**
 * Latency at a fixed rate, with the requests spread evenly over each second (an open loop: a slow answer does not
 * hold back the next request). autocannon's fixed rate sends each second's quota at once, from every connection,
 * so it measures a queue of bursts rather than latency at that rate. A target with a request sequence (RSVP then
 * cancel) runs its whole sequence in each slot, each request timed.
 */
export async function paced(
  base: string,
  target: Target,
  options: { seconds: number; rate: number },
): Promise<Figures> {
  const steps = stepsOf(target);
  const slots = Math.round((options.rate / steps.length) * options.seconds);
  const interval = (1000 * steps.length) / options.rate;
  const latencies: number[] = [];
  let errors = 0;
  const runSlot = async () => {
    const context: Record<string, unknown> = {};
    for (const step of steps) {
      const started = performance.now();
      try {
        const { statusCode = 0 } = await send(base, step(context));
        if (statusCode < 200 || statusCode >= 300) errors += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - started);
    }
  };
  const began = performance.now();
  const running: Promise<void>[] = [];
  for (let slot = 0; slot < slots; slot++) {
    const wait = began + slot * interval - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    running.push(runSlot());
  }
  await Promise.all(running);
  latencies.sort((a, b) => a - b);
  const seconds = (performance.now() - began) / 1000;
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    rps: Math.round(latencies.length / seconds),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    errors,
  };
}
