import type { FastifyRequest } from 'fastify';
import { readParams, readToken } from '../http/params';
import type { PortalUser } from './store/directory';
import type { PortalStore } from './store/store';

/** Who is asking: nobody, a signed-in user, or someone holding a bad token (→ 498). */
export type Caller =
  | { kind: 'anonymous' }
  | { kind: 'user'; user: PortalUser; groupIds: Set<string>; isAdmin: boolean }
  | { kind: 'invalid' };

/**
 * Resolves the request's token. Only access tokens and generateToken tokens open resources;
 * a refresh token sent as a token is as bad as an unknown one.
 */
export async function identify(
  store: PortalStore,
  request: FastifyRequest,
  now = new Date(),
): Promise<Caller> {
  const token = readToken(request, readParams(request));
  if (token === null) return { kind: 'anonymous' };
  const user = await userOfToken(store, token, now);
  if (!user) return { kind: 'invalid' };
  const memberships = await store.directory.memberships(user.username);
  return {
    kind: 'user',
    user,
    groupIds: new Set(memberships.map((membership) => membership.group.id)),
    isAdmin: user.role === 'org_admin',
  };
}

/** The user a usable (not refresh, not revoked, not expired) token belongs to. */
export async function userOfToken(
  store: PortalStore,
  token: string,
  now = new Date(),
): Promise<PortalUser | undefined> {
  const stored = await store.tokens.find(token);
  if (!stored || stored.kind === 'refresh' || stored.revoked) return undefined;
  if (stored.expiresAt.getTime() <= now.getTime()) return undefined;
  return store.directory.user(stored.username);
}
