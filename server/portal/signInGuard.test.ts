import { ACCOUNT_POLICY, ADDRESS_POLICY, SignInGuard, type Admission } from './signInGuard';

const MINUTE = 60_000;

describe('SignInGuard', () => {
  let clock: number;
  let guard: SignInGuard;
  beforeEach(() => {
    clock = Date.parse('2026-03-01T12:00:00Z');
    guard = new SignInGuard({ now: () => clock });
  });

  /** One attempt that turns out wrong; the admission it got. */
  const fail = (username: string, address = '192.0.2.1'): Admission => {
    const admission = guard.admit(username, address);
    if (admission.kind === 'allowed') guard.failed(admission.attempt);
    return admission;
  };
  const succeed = (username: string, address = '192.0.2.1'): Admission => {
    const admission = guard.admit(username, address);
    if (admission.kind === 'allowed') guard.succeeded(admission.attempt);
    return admission;
  };

  it('lets the first failures through, then makes each wait longer than the last', () => {
    for (let i = 0; i < ACCOUNT_POLICY.freeAttempts; i += 1)
      expect(fail('ada').kind).toBe('allowed');

    const waits: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const refused = guard.admit('ada', '192.0.2.1');
      expect(refused).toMatchObject({ kind: 'wait', reason: 'account' });
      if (refused.kind === 'allowed') throw new Error('unreachable');
      waits.push(refused.retryAfterMs);
      clock += refused.retryAfterMs;
      expect(fail('ada').kind).toBe('allowed');
    }

    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000]);
  });

  it('counts an attempt before its password is checked, so parallel guesses wait too', () => {
    const admitted = Array.from({ length: 6 }, () => guard.admit('ada', '192.0.2.1'));

    expect(admitted.map((a) => a.kind)).toEqual([
      'allowed',
      'allowed',
      'allowed',
      'wait',
      'wait',
      'wait',
    ]);
  });

  it('locks the account for a while after 10 failures within 15 minutes, from any address', () => {
    let failures = 0;
    let admission: Admission = guard.admit('ada', '192.0.2.1');
    while (failures < ACCOUNT_POLICY.lockAfter) {
      if (admission.kind === 'allowed') {
        guard.failed(admission.attempt);
        failures += 1;
      } else clock += admission.retryAfterMs;
      // A new address each time: only the account's counter stops the guessing.
      admission = guard.admit('ada', `192.0.2.${failures + 10}`);
    }
    expect(clock - Date.parse('2026-03-01T12:00:00Z')).toBeLessThan(15 * MINUTE);

    expect(admission).toEqual({ kind: 'locked', reason: 'account', retryAfterMs: 15 * MINUTE });
    expect(guard.admit('ada', '203.0.113.9')).toMatchObject({ kind: 'locked' });

    // Temporary: the owner signs in from anywhere once the lock has passed.
    clock += 15 * MINUTE;
    expect(succeed('ada', '203.0.113.9').kind).toBe('allowed');
  });

  it('treats usernames in any case as one account', () => {
    for (const name of ['ada', 'ADA', 'Ada']) fail(name);

    expect(guard.admit(' aDa ', '192.0.2.1').kind).toBe('wait');
  });

  it("forgets an account's failures when its owner signs in", () => {
    fail('ada');
    fail('ada');
    expect(succeed('ada').kind).toBe('allowed');

    for (let i = 0; i < ACCOUNT_POLICY.freeAttempts; i += 1)
      expect(fail('ada').kind).toBe('allowed');
  });

  it('slows an address that tries many accounts, with no account of its own failing often', () => {
    for (let i = 0; i < ADDRESS_POLICY.freeAttempts; i += 1) fail(`user${i}`);

    expect(guard.admit('someone-new', '192.0.2.1')).toMatchObject({
      kind: 'wait',
      reason: 'address',
      retryAfterMs: 1_000,
    });
    expect(guard.admit('someone-new', '198.51.100.7').kind).toBe('allowed');
  });

  it('keeps no more than a bounded number of counters', () => {
    const small = new SignInGuard({ now: () => clock, maxKeys: 100 });
    for (let i = 0; i < 1_000; i += 1) {
      const admission = small.admit(`user${i}`, `10.0.${i >> 8}.${i & 255}`);
      if (admission.kind === 'allowed') small.failed(admission.attempt);
    }

    expect(small.size).toBeLessThanOrEqual(200);
  });

  it('forgets failures older than the window', () => {
    for (let i = 0; i < ACCOUNT_POLICY.freeAttempts; i += 1) fail('ada');
    clock += ACCOUNT_POLICY.windowMs;

    expect(guard.admit('ada', '192.0.2.1').kind).toBe('allowed');
  });
});
