import { createHash } from 'node:crypto';
import type { Verdict } from './identity';
import type { PortalClient } from './portalClient';
import { VerdictCache } from './verdictCache';

/**
 * How long a verdict is trusted. It bounds how late a revoked token is noticed (DESIGN §3.2:
 * at most 60 s), and how often the portal is asked about the same token.
 */
export const VERDICT_TTL_MS = 60_000;
/** A rejected token is remembered briefly so client retries do not each reach the portal. */
export const FAILURE_TTL_MS = 10_000;
/** About 10 000 × a few hundred bytes: a few MB at most. */
export const MAX_CACHED_TOKENS = 10_000;

export interface AuthenticatorOptions {
  ttlMs?: number;
  failureTtlMs?: number;
  maxEntries?: number;
  /** Epoch ms; tests pass a clock they move. */
  now?: () => number;
}

export interface Authenticator {
  /** The portal's verdict on a token, cached, with one portal call for concurrent requests. */
  verify(token: string): Promise<Verdict>;
  /** Drops what is known about a token, e.g. after a downstream service answered 498 for it. */
  forget(token: string): void;
}

export function createAuthenticator(
  client: PortalClient,
  options: AuthenticatorOptions = {},
): Authenticator {
  const ttlMs = options.ttlMs ?? VERDICT_TTL_MS;
  const failureTtlMs = options.failureTtlMs ?? FAILURE_TTL_MS;
  const now = options.now ?? Date.now;
  const cache = new VerdictCache<Verdict>(options.maxEntries ?? MAX_CACHED_TOKENS, now);
  const inFlight = new Map<string, Promise<Verdict>>();

  function expiryOf(verdict: Verdict): number | undefined {
    switch (verdict.kind) {
      case 'valid':
        // Never trusted past the token's own expiry, when the portal client knows it.
        return Math.min(now() + ttlMs, verdict.tokenExpiresAt ?? Infinity);
      case 'invalid':
      case 'forbidden':
        return now() + failureTtlMs;
      case 'unavailable':
        // Says nothing about the token: the next request asks again.
        return undefined;
    }
  }

  return {
    verify(token) {
      const key = tokenKey(token);
      const cached = cache.get(key);
      if (cached) return Promise.resolve(cached);
      const pending = inFlight.get(key);
      if (pending) return pending;

      const call = client
        .communitySelf(token)
        .catch((error: unknown): Verdict => ({ kind: 'unavailable', reason: String(error) }))
        .then((verdict) => {
          // `forget` during the call drops it from `inFlight`: its answer is then stale.
          if (inFlight.get(key) === call) {
            inFlight.delete(key);
            const expiresAt = expiryOf(verdict);
            if (expiresAt === undefined) cache.delete(key);
            else cache.set(key, verdict, expiresAt);
          }
          return verdict;
        });
      inFlight.set(key, call);
      return call;
    },

    forget(token) {
      const key = tokenKey(token);
      cache.delete(key);
      inFlight.delete(key);
    },
  };
}

/** The cache key: a token kept in memory as itself would be one heap dump away from reuse. */
export function tokenKey(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
