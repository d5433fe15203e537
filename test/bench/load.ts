import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  connections: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/**
 * Drives `url` with autocannon for `seconds`; each request's path comes from `nextPath` (a new
 * random PID each time), so no cache of any layer answers twice the same way.
 */
export async function load(
  name: string,
  origin: string,
  nextPath: () => string,
  connections: number,
  seconds: number,
): Promise<LoadResult> {
  const result = await autocannon({
    url: origin,
    connections,
    duration: seconds,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: nextPath() }) }],
  });
  return {
    name,
    connections,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
