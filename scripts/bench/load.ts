// One load run: autocannon against one address, from this process, and the figures the budgets speak of.
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
function percentile(sorted: number[], p: number): number {
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
