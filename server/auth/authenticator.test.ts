import { createAuthenticator, tokenKey } from './authenticator';
import type { Verdict } from './identity';
import type { PortalClient } from './portalClient';

const identity = { username: 'ada', fullName: 'Ada', isAdmin: false, isStaff: true, groups: [] };

/** A portal client that answers from a list and counts its calls. */
function scriptedPortal(...answers: Verdict[]): PortalClient & { calls: number } {
  return {
    calls: 0,
    async communitySelf() {
      this.calls += 1;
      return answers[Math.min(this.calls, answers.length) - 1] ?? { kind: 'invalid' };
    },
  };
}

describe('createAuthenticator', () => {
  let clock = 0;
  const now = () => clock;
  beforeEach(() => {
    clock = 1_000_000;
  });

  it('trusts a verdict no longer than the token lives, when the portal client knows it', async () => {
    const portal = scriptedPortal({ kind: 'valid', identity, tokenExpiresAt: clock + 5_000 });
    const auth = createAuthenticator(portal, { now });
    await auth.verify('t');

    clock += 4_999;
    await auth.verify('t');
    expect(portal.calls).toBe(1);
    clock += 1;
    await auth.verify('t');

    expect(portal.calls).toBe(2);
  });

  it('does not cache an unavailable portal', async () => {
    const portal = scriptedPortal(
      { kind: 'unavailable', reason: 'down' },
      { kind: 'valid', identity },
    );
    const auth = createAuthenticator(portal, { now });

    expect((await auth.verify('t')).kind).toBe('unavailable');
    expect((await auth.verify('t')).kind).toBe('valid');
  });

  it('turns a throwing portal client into unavailable', async () => {
    const auth = createAuthenticator({ communitySelf: () => Promise.reject(new Error('boom')) });

    expect(await auth.verify('t')).toEqual({ kind: 'unavailable', reason: 'Error: boom' });
  });

  it('does not cache an answer that arrives after the token was forgotten', async () => {
    const portal = scriptedPortal({ kind: 'valid', identity }, { kind: 'invalid' });
    const auth = createAuthenticator(portal, { now });
    const first = auth.verify('t');
    auth.forget('t');
    await first;

    expect((await auth.verify('t')).kind).toBe('invalid');
  });

  it('keys by SHA-256, never by the token itself', () => {
    expect(tokenKey('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});
