import type { FastifyPluginAsync } from 'fastify';
import { routeRateLimit } from '../../plugins/external/rateLimit';
import { userOfToken } from '../caller';
import {
  GENERATED_TOKEN_DEFAULT_MINUTES,
  GENERATED_TOKEN_MAX_MINUTES,
  SIGN_INS_PER_MINUTE,
} from '../constants';
import { cannotGenerateToken, invalidToken } from '../envelopes';
import { intParam, readParams } from '../../http/params';
import { sharingRoute, type PortalRouteOptions } from '../routing';
import { newSecret, verifyPassword } from '../secrets';
import { refusalMessage, retryAfterSeconds, type SignInRouteOptions } from '../signInGuard';

/**
 * `generateToken` (contract §2.12): a token for a username and password (the built-in
 * sign-in dialog, rest-js), or for a portal token and a `serverUrl` (federated servers). The
 * `referer`/`client` binding is not enforced (contract: it only produces confusing 498s).
 * Passwords are checked only when the sign-in guard admits the attempt (`signInGuard.ts`).
 */
export const generateTokenRoutes: FastifyPluginAsync<
  PortalRouteOptions & SignInRouteOptions
> = async (app, { store, signIns }) => {
  const ssl = app.config.portal.url.startsWith('https:');

  sharingRoute(app, {
    path: '/generateToken',
    // Never GET: a password must not end up in a URL, a log or a browser history.
    methods: ['POST'],
    options: { config: routeRateLimit(app.config, SIGN_INS_PER_MINUTE) },
    handler: async (request, reply) => {
      const params = readParams(request);
      const now = new Date();
      const asked = intParam(params.expiration, GENERATED_TOKEN_DEFAULT_MINUTES);
      let minutes = Math.min(Math.max(asked, 1), GENERATED_TOKEN_MAX_MINUTES);

      let username: string;
      let familyId: string;
      if (params.serverUrl && params.token && !params.username) {
        const parent = await store.tokens.find(params.token);
        const user = await userOfToken(store, params.token, now);
        if (!parent || !user) return invalidToken();
        // A server token never outlives the portal token it was made from.
        minutes = Math.min(
          minutes,
          Math.floor((parent.expiresAt.getTime() - now.getTime()) / 60_000),
        );
        username = user.username;
        familyId = parent.familyId;
      } else {
        const name = (params.username ?? '').trim();
        const admission = await signIns.admit(name, request.ip);
        if (admission.kind !== 'allowed') {
          const message = refusalMessage(admission);
          return reply
            .code(429)
            .header('retry-after', String(retryAfterSeconds(admission)))
            .send({ error: { code: 429, message, details: [message] } });
        }
        const user = name ? await store.directory.user(name) : undefined;
        const valid = await verifyPassword(
          params.password ?? '',
          user?.username === name ? user.password_hash : undefined,
        );
        if (!user || !valid) {
          await signIns.failed(admission.attempt);
          return cannotGenerateToken('Invalid username or password.');
        }
        await signIns.succeeded(admission.attempt);
        username = user.username;
        familyId = newSecret();
      }

      const issued = await store.tokens.issue(
        { kind: 'generated', username, clientId: null, familyId, minutes: Math.max(minutes, 1) },
        now,
      );
      return { token: issued.token, expires: issued.expiresAt.getTime(), ssl };
    },
  });
};
