import type { TestApp } from '../helper';
import { authorizeFields, createPortalApp, DEMO_PASSWORD, form, REST } from './portalHelper';

const MINUTE = 60_000;

/**
 * Sign-in guessing (issue 13): one counter per account and one per address across generateToken
 * and both authorize paths, with growing waits (429 + Retry-After, answered at once) and a
 * temporary lock of the account. Only `Date` is faked: the clock moves, timers stay real, so a
 * server that slept on a wait would not answer at all.
 */
describe('local portal: sign-in guessing', () => {
  let server: TestApp;
  let clock: number;
  beforeEach(async () => {
    clock = Date.parse('2026-03-01T12:00:00Z');
    jest.useFakeTimers({
      now: clock,
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
    server = await createPortalApp();
    await server.app.ready();
  });
  afterEach(async () => {
    await server.close();
    jest.useRealTimers();
  });

  const wait = (ms: number) => {
    clock += ms;
    jest.setSystemTime(clock);
  };

  const generateToken = (username: string, password: string, address = '192.0.2.1') =>
    server.app.inject({
      method: 'POST',
      url: `${REST}/generateToken`,
      remoteAddress: address,
      ...form({ username, password, f: 'json' }),
    });

  const authorize = (
    username: string,
    password: string,
    { address = '192.0.2.1', path = '/portal/sharing/oauth2/authorize' } = {},
  ) =>
    server.app.inject({
      method: 'POST',
      url: path,
      remoteAddress: address,
      ...form({ ...authorizeFields(server).fields, username, password, action: 'signin' }),
    });

  it('makes generateToken wait after three wrong passwords, even for the right one', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await generateToken('tims.staff', 'guess')).json().error.code).toBe(400);
    }

    const refused = await generateToken('tims.staff', DEMO_PASSWORD);

    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toEqual({
      error: {
        code: 429,
        message: 'Too many failed sign-ins. Wait 1 second, then try again.',
        details: ['Too many failed sign-ins. Wait 1 second, then try again.'],
      },
    });
    wait(1_000);
    expect((await generateToken('tims.staff', DEMO_PASSWORD)).json().token).toEqual(
      expect.any(String),
    );
  });

  it('counts generateToken and both authorize paths as one, per account', async () => {
    await generateToken('tims.staff', 'guess-1');
    await authorize('tims.staff', 'guess-2', { address: '198.51.100.2' });
    await authorize('tims.staff', 'guess-3', {
      address: '198.51.100.3',
      path: '/portal/sharing/rest/oauth2/authorize',
    });

    const page = await authorize('tims.staff', 'guess-4', { address: '198.51.100.4' });

    expect(page.statusCode).toBe(429);
    expect(page.headers['retry-after']).toBe('1');
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('role="alert"');
    expect(page.body).toContain('Too many failed sign-ins. Wait 1 second, then try again.');
    expect(page.body).toContain('value="tims.staff"');
  });

  it('makes each wait longer than the last', async () => {
    for (let i = 0; i < 3; i += 1) await generateToken('tims.public', 'guess');
    const waits: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const refused = await generateToken('tims.public', 'guess');
      waits.push(String(refused.headers['retry-after']));
      wait(Number(refused.headers['retry-after']) * 1_000);
      await generateToken('tims.public', 'guess');
    }

    expect(waits).toEqual(['1', '2', '4', '8']);
  });

  it('locks the account for 15 minutes after 10 failures from any addresses, and says it is temporary', async () => {
    let failures = 0;
    while (failures < 10) {
      const response = await generateToken('tims.staff', `guess-${failures}`, `10.0.0.${failures}`);
      if (response.statusCode === 429) wait(Number(response.headers['retry-after']) * 1_000);
      else failures += 1;
    }

    const locked = await authorize('tims.staff', DEMO_PASSWORD, { address: '203.0.113.50' });

    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe(String(15 * 60));
    expect(locked.body).toContain(
      'Too many failed sign-ins for this account, so it is locked for now. The lock is temporary: try again in 15 minutes.',
    );

    // The owner, from an address that never guessed, gets in once the lock has passed.
    wait(15 * MINUTE);
    const signedIn = await authorize('tims.staff', DEMO_PASSWORD, { address: '203.0.113.50' });
    expect(signedIn.statusCode).toBe(302);
    expect(new URL(String(signedIn.headers.location)).searchParams.get('code')).toBeTruthy();
  });

  it('makes an address that tries many accounts wait, and no other address', async () => {
    for (let i = 0; i < 5; i += 1) await generateToken(`user${i}`, 'guess');

    const refused = await generateToken('tims.admin', DEMO_PASSWORD);
    const elsewhere = await generateToken('tims.admin', DEMO_PASSWORD, '198.51.100.9');

    expect(refused.statusCode).toBe(429);
    expect(elsewhere.json().token).toEqual(expect.any(String));
  });

  it('lets the owner sign in again and again', async () => {
    for (let i = 0; i < 12; i += 1) {
      expect((await generateToken('tims.admin', DEMO_PASSWORD)).statusCode).toBe(200);
    }
  });
});
