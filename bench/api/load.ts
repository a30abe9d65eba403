/**
 * The load generator, run as a child process of `run.ts` so that autocannon does not share the
 * API's event loop. It receives one `LoadSpec` at a time over IPC and answers with a `LoadResult`.
 *
 * Latency percentiles are computed here from every 2xx response time (float milliseconds from
 * autocannon's `response` event): autocannon's own histogram has a 1 ms resolution, too coarse
 * for routes answering in well under a millisecond.
 */
import autocannon from 'autocannon';

export interface LoadSpec {
  id: number;
  /** Origin plus the first path, e.g. http://127.0.0.1:41234/baseline */
  url: string;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** When given, successive requests cycle through these paths (e.g. different ids). */
  paths?: string[];
  connections: number;
  /** Seconds. */
  duration: number;
}

export interface LoadResult {
  id: number;
  /** autocannon's mean of per-second request counts (all statuses). */
  rps: number;
  p50: number;
  p99: number;
  /** Responses received (all statuses). */
  total: number;
  ok: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  /** Actual duration in seconds. */
  duration: number;
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? NaN;
}

async function runLoad(spec: LoadSpec): Promise<LoadResult> {
  const times: number[] = [];
  let i = 0;
  const paths = spec.paths;
  const requests = paths?.length
    ? [
        {
          setupRequest: (req: Record<string, unknown>) => {
            req.path = paths[i++ % paths.length];
            return req;
          },
        },
      ]
    : undefined;
  const instance = autocannon({
    url: spec.url,
    method: spec.method,
    headers: spec.headers,
    body: spec.body,
    requests,
    connections: spec.connections,
    duration: spec.duration,
    timeout: 30,
  } as never);
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    if (statusCode >= 200 && statusCode < 300) times.push(responseTime);
  });
  const result = (await instance) as unknown as {
    requests: { average: number; total: number };
    non2xx: number;
    errors: number;
    timeouts: number;
    duration: number;
    statusCodeStats?: Record<string, { count: number }>;
  };
  const sorted = Float64Array.from(times).sort();
  const statusCodes: Record<string, number> = {};
  for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {})) statusCodes[code] = Number(count);
  return {
    id: spec.id,
    rps: result.requests.average,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    total: result.requests.total,
    ok: times.length,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
    duration: result.duration,
  };
}

process.on('message', (spec: LoadSpec) => {
  runLoad(spec).then(
    (result) => process.send!({ ok: true, result }),
    (error: unknown) => process.send!({ ok: false, id: spec.id, error: String((error as Error)?.stack ?? error) }),
  );
});
process.on('disconnect', () => process.exit(0));
