// The load generator of `npm run bench:api`, run in a child process so that autocannon has a core
// of its own and does not share the event loop of the servers it measures. The parent sends
// LoadRequests over IPC, one at a time; for each the child warms up, measures and answers one
// LoadResult. It exits when the parent disconnects.
import autocannon from 'autocannon';

export interface LoadRequest {
  url: string;
  connections: number;
  /** seconds */
  duration: number;
  /** seconds, run first and thrown away */
  warmup: number;
  headers?: Record<string, string>;
  /** several requests, taken in turn by each connection (paths with their own headers) */
  requests?: { path: string; headers?: Record<string, string> }[];
  /**
   * each connection starts at its own place in `requests` (connection k at k/connections of the
   * list) instead of all at the first: left in step, every connection sends the same request at the
   * same moment, a burst no set of real users makes
   */
  stagger?: boolean;
}

export interface LoadResult {
  requests: number;
  /** mean requests per second over the measured run */
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  mean: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  bytesPerRequest: number;
}

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p90: number; p99: number; max: number; mean: number };
  throughput: { total: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  '2xx': number;
}

function run(req: LoadRequest, duration: number): Promise<AutocannonResult> {
  const list = req.requests?.map((r) => ({ method: 'GET', ...r }));
  let client = 0;
  const stagger =
    req.stagger && list && list.length > 1
      ? (c: { setRequests(r: typeof list): void }) => {
          const at = Math.floor(((client++ % req.connections) * list.length) / req.connections);
          c.setRequests([...list.slice(at), ...list.slice(0, at)]);
        }
      : undefined;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: req.url,
        connections: req.connections,
        duration,
        headers: req.headers ?? {},
        timeout: 10,
        ...(list ? { requests: list } : {}),
        ...(stagger ? { setupClient: stagger } : {}),
      },
      (err: Error | null, result: AutocannonResult) => (err ? reject(err) : resolve(result)),
    );
  });
}

process.on('disconnect', () => process.exit(0));
process.on('message', async (req: LoadRequest) => {
  try {
    if (req.warmup > 0) await run(req, req.warmup);
    const r = await run(req, req.duration);
    const result: LoadResult = {
      requests: r.requests.total,
      rps: r.requests.total / req.duration,
      p50: r.latency.p50,
      p90: r.latency.p90,
      p99: r.latency.p99,
      max: r.latency.max,
      mean: r.latency.mean,
      non2xx: r.non2xx,
      errors: r.errors,
      timeouts: r.timeouts,
      bytesPerRequest: r['2xx'] ? Math.round(r.throughput.total / r['2xx']) : 0,
    };
    process.send?.({ ok: true, result });
  } catch (err) {
    process.send?.({ ok: false, error: String(err) });
  }
});
