import { createTestApp, pageView, type TestApp } from '../helper';

describe('rate limits on /tims/api', () => {
  let server: TestApp;
  afterEach(() => server.close());

  it('answer 429 rate-limited past RATE_LIMIT_PER_MINUTE requests from one IP', async () => {
    server = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '3' } });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push((await server.app.inject({ url: '/tims/api/config' })).statusCode);
    }
    const limited = await server.app.inject({ url: '/tims/api/config' });

    expect(statuses).toEqual([200, 200, 200]);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json()).toEqual({
      error: { code: 'rate-limited', message: expect.stringMatching(/^Too many requests/) },
    });
    // Another address has its own allowance.
    const other = await server.app.inject({ url: '/tims/api/config', remoteAddress: '10.0.0.9' });
    expect(other.statusCode).toBe(200);
  });

  it("do not count this process's own in-process calls, and cannot be fooled by a guess", async () => {
    server = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '2' } });
    const internal = { 'x-tims-internal-call': server.app.internalCallKey };
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push(
        (await server.app.inject({ url: '/tims/api/config', headers: internal })).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const guessed = { 'x-tims-internal-call': 'guess' };
    await server.app.inject({ url: '/tims/api/config', headers: guessed });
    await server.app.inject({ url: '/tims/api/config', headers: guessed });
    expect(
      (await server.app.inject({ url: '/tims/api/config', headers: guessed })).statusCode,
    ).toBe(429);
  });

  it("leave /health alone: a load balancer never shares the users' allowance", async () => {
    server = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '2' } });
    const health = () => server.app.inject({ url: '/tims/api/health' });
    const config = () => server.app.inject({ url: '/tims/api/config' });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await config()).statusCode);
    for (let i = 0; i < 5; i += 1) statuses.push((await health()).statusCode);

    expect(statuses).toEqual([200, 200, 429, 200, 200, 200, 200, 200]);
    expect((await health()).headers['x-ratelimit-limit']).toBeUndefined();
  });

  it('log a flood of refusals as one line per address and window with a count', async () => {
    server = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '2' } });
    const config = (remoteAddress = '127.0.0.1') =>
      server.app.inject({ url: '/tims/api/config', remoteAddress });
    await config();
    await config();
    const refused: number[] = [];
    for (let i = 0; i < 50; i += 1) refused.push((await config()).statusCode);
    for (let i = 0; i < 3; i += 1) refused.push((await config('10.0.0.9')).statusCode);
    await server.app.close();

    expect(refused.filter((status) => status === 429)).toHaveLength(51);
    const lines = server.logs;
    // No line and no error line for any refused request; one for each answered one.
    expect(
      lines.filter((line) => (line.res as { statusCode?: number })?.statusCode === 429),
    ).toEqual([]);
    expect(lines.filter((line) => String(line.msg).startsWith('Too many requests'))).toEqual([]);
    expect(lines.filter((line) => line.msg === 'incoming request')).toEqual([]);
    expect(
      lines
        .filter((line) => line.msg === 'request completed')
        .map((line) => (line.req as { remoteAddress?: string }).remoteAddress),
    ).toEqual(['127.0.0.1', '127.0.0.1', '10.0.0.9', '10.0.0.9']);
    expect(lines.filter((line) => line.refused !== undefined)).toEqual([
      expect.objectContaining({
        level: 40,
        address: '127.0.0.1',
        limit: 2,
        refused: 50,
        msg: 'Rate limit: 50 requests from 127.0.0.1 refused (at most 2 a minute)',
      }),
      expect.objectContaining({ level: 40, address: '10.0.0.9', limit: 2, refused: 1 }),
    ]);
  });

  it('are tighter for page views', async () => {
    server = await createTestApp();
    const config = await server.app.inject({ url: '/tims/api/config' });
    const view = await server.app.inject({
      method: 'POST',
      url: '/tims/api/analytics/pageviews',
      payload: pageView(),
    });

    expect(config.headers['x-ratelimit-limit']).toBe('600');
    expect(view.headers['x-ratelimit-limit']).toBe('300');
  });

  it('are off with RATE_LIMIT_PER_MINUTE=0', async () => {
    server = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '0' } });
    const response = await server.app.inject({ url: '/tims/api/config' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['x-ratelimit-limit']).toBeUndefined();
  });

  it('do not apply to the app files', async () => {
    server = await createTestApp({
      env: { RATE_LIMIT_PER_MINUTE: '1' },
      appFiles: { 'index.html': '<!doctype html>' },
    });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push((await server.app.inject({ url: '/tims/' })).statusCode);
    }

    expect(statuses).toEqual([200, 200, 200]);
  });
});
