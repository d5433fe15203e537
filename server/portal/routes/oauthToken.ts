import type { FastifyPluginAsync } from 'fastify';
import { ACCESS_TOKEN_MINUTES } from '../constants';
import { oauthError } from '../envelopes';
import { readParams } from '../../http/params';
import { isAllowedRedirectUri } from '../redirectUris';
import { sharingRoute, type PortalRouteOptions } from '../routing';
import { pkceChallenge, sameText } from '../secrets';
import type { PortalStore } from '../store/store';

const seconds = (until: Date, now: Date) =>
  Math.max(0, Math.floor((until.getTime() - now.getTime()) / 1000));

/**
 * A new access token and refresh token for one sign-in (`familyId`). The answer has no
 * `token`/`expires` pair (trap 7: rest-js would read it as a generateToken answer).
 */
async function grant(
  store: PortalStore,
  ssl: boolean,
  sign: { username: string; clientId: string; familyId: string; refreshMinutes: number },
) {
  const now = new Date();
  const base = { username: sign.username, clientId: sign.clientId, familyId: sign.familyId };
  const access = await store.tokens.issue(
    { ...base, kind: 'access', minutes: ACCESS_TOKEN_MINUTES },
    now,
  );
  const refresh = await store.tokens.issue(
    { ...base, kind: 'refresh', minutes: sign.refreshMinutes },
    now,
  );
  return {
    access_token: access.token,
    expires_in: seconds(access.expiresAt, now),
    username: sign.username,
    ssl,
    refresh_token: refresh.token,
    refresh_token_expires_in: seconds(refresh.expiresAt, now),
  };
}

/** `oauth2/token` (contract §2.11.2) and `oauth2/revokeToken` (§2.11.3). */
export const oauthTokenRoutes: FastifyPluginAsync<PortalRouteOptions> = async (app, { store }) => {
  const ssl = app.config.portal.url.startsWith('https:');

  sharingRoute(app, {
    path: '/oauth2/token',
    alsoWithoutRest: true,
    methods: ['POST'],
    handler: async (request) => {
      const params = readParams(request);
      const clientId = params.client_id;
      if (!clientId) return oauthError('invalid_request', 'client_id not specified');
      const client = await store.files.app(clientId);
      if (!client) return oauthError('invalid_client_id', 'Invalid client_id');

      if (params.grant_type === 'authorization_code') {
        const code = params.code ? await store.tokens.findCode(params.code) : undefined;
        if (!code || code.client_id !== clientId || Date.parse(code.expires_at) <= Date.now()) {
          return oauthError('invalid_grant', 'Invalid authorization code');
        }
        if (code.used === 1) {
          // A code presented twice may have been stolen: end what the first use gave (RFC 6749 §4.1.2).
          await store.tokens.revokeFamily(code.codeHash);
          return oauthError('invalid_grant', 'Authorization code has already been used');
        }
        if (params.redirect_uri !== code.redirect_uri)
          return oauthError('invalid_grant', 'Invalid redirect_uri');
        const verifier = params.code_verifier ?? '';
        if (!verifier || !sameText(pkceChallenge(verifier), code.code_challenge)) {
          return oauthError('invalid_grant', 'Invalid code_verifier');
        }
        if (!(await store.tokens.useCode(code.codeHash)))
          return oauthError('invalid_grant', 'Authorization code has already been used');
        return grant(store, ssl, {
          username: code.username,
          clientId,
          familyId: code.codeHash,
          refreshMinutes: code.refresh_minutes,
        });
      }

      if (params.grant_type === 'refresh_token' || params.grant_type === 'exchange_refresh_token') {
        if (
          params.grant_type === 'exchange_refresh_token' &&
          !isAllowedRedirectUri(
            params.redirect_uri ?? '',
            client.redirectUris,
            app.config.publicUrl,
          )
        ) {
          return oauthError('invalid_grant', 'Invalid redirect_uri');
        }
        const stored = params.refresh_token
          ? await store.tokens.find(params.refresh_token)
          : undefined;
        const usable =
          stored &&
          stored.kind === 'refresh' &&
          !stored.revoked &&
          stored.expiresAt.getTime() > Date.now();
        if (!stored || !usable || stored.clientId !== clientId)
          return oauthError('invalid_grant', 'Invalid refresh_token');
        // Rotation: the old refresh token is spent; the new one lives as long as the first did.
        if (!(await store.tokens.revoke(params.refresh_token ?? '')))
          return oauthError('invalid_grant', 'Invalid refresh_token');
        const refreshMinutes = Math.round(
          (stored.expiresAt.getTime() - stored.createdAt.getTime()) / 60_000,
        );
        return grant(store, ssl, {
          username: stored.username,
          clientId,
          familyId: stored.familyId,
          refreshMinutes,
        });
      }
      return oauthError('unsupported_grant_type', 'grant_type not supported');
    },
  });

  sharingRoute(app, {
    path: '/oauth2/revokeToken',
    alsoWithoutRest: true,
    methods: ['POST'],
    handler: async (request) => {
      const params = readParams(request);
      const token = params.auth_token ?? params.token;
      if (!token) return oauthError('invalid_request', 'auth_token not specified');
      const stored = await store.tokens.find(token);
      // An unknown token is answered like a revoked one (RFC 7009 §2.2): nothing to learn.
      if (!stored) return { success: true };
      if (params.client_id && stored.clientId && params.client_id !== stored.clientId) {
        return oauthError('invalid_client_id', 'The token was not issued to this client');
      }
      // Signing out revokes the whole sign-in: every access and rotated refresh token of it.
      if (stored.kind === 'refresh') await store.tokens.revokeFamily(stored.familyId);
      else await store.tokens.revoke(token);
      return { success: true };
    },
  });
};
