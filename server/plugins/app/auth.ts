import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { USERNAME_HEADER } from '../../../contracts/headers';
import {
  createAuthenticator,
  type Authenticator,
  type AuthenticatorOptions,
} from '../../auth/authenticator';
import {
  ADMINS_ONLY,
  IDENTITY_MISMATCH,
  INVALID_TOKEN,
  MALFORMED_AUTHORIZATION,
  OTHER_ORGANISATION,
  PORTAL_FORBIDDEN,
  PORTAL_UNAVAILABLE,
  SIGN_IN_REQUIRED,
  TOKEN_IN_URL,
  type AuthProblem,
} from '../../auth/authProblems';
import { bearerToken, tokenParam } from '../../auth/bearerToken';
import type { Identity } from '../../auth/identity';
import {
  createPortalClient,
  type PortalClient,
  type PortalTransport,
} from '../../auth/portalClient';
import { fetchTransport, injectTransport } from '../../auth/portalTransport';
import { staffGroupId } from '../../auth/staffGroup';
import { errorBody, isApiPath } from '../../errors/httpErrors';

/** A hook for `onRequest` (or any later stage) that lets the request through or answers it. */
export type AuthHook = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

declare module 'fastify' {
  interface FastifyInstance {
    auth: Authenticator;
    /** 401 unless the request carries a token the portal confirms; sets `request.identity`. */
    requireUser: AuthHook;
    /** As `requireUser`, and 403 unless the user is in the group `ADMIN_GROUP_ID`. */
    requireAdmin: AuthHook;
    /**
     * Lets an anonymous request through (`identity` null); a token sent must be valid. An
     * account of another organisation than the portal's is an anonymous visitor here.
     */
    optionalUser: AuthHook;
  }
  interface FastifyRequest {
    /** The verified caller; null unless a `requireUser`/`requireAdmin` hook let the request in. */
    identity: Identity | null;
  }
}

/** Settings only code sets (tests, embedding); production runs with the defaults. */
export interface AuthOptions extends AuthenticatorOptions {
  portalTimeoutMs?: number;
  /** Replaces the portal named by `app.config.portal`. */
  portalClient?: PortalClient;
}

/** A portal slower than this counts as down: requests must not hang on it. */
export const PORTAL_TIMEOUT_MS = 5_000;

/**
 * Verifies bearer tokens with the portal (`community/self`) and decides who is signed in, who is
 * staff and who is an administrator (DESIGN §3.2, portal contract §5). Only accounts of the
 * portal's own organisation (`portals/self` → `id`) are signed in. The username header is never
 * trusted on its own.
 */
export const auth = fp<AuthOptions>(
  async (app, options) => {
    const client =
      options.portalClient ??
      createPortalClient(portalTransport(app, options.portalTimeoutMs ?? PORTAL_TIMEOUT_MS), {
        adminGroupId: app.config.portal.adminGroupId,
        staffGroupId: staffGroupId(app.config),
      });
    const authenticator = createAuthenticator(client, options);
    app.decorate('auth', authenticator);
    app.decorateRequest('identity', null);

    app.addHook('onRequest', async (request, reply) => {
      // Unknown routes keep their 404: no token is read there. ArcGIS clients put the token in
      // the query of the ArcGIS REST endpoints by design (contract §1.1), so those accept it.
      const path = request.url.split('?', 1)[0] ?? '';
      const arcgisRest = path.startsWith('/tims/api/rest/');
      const param =
        isApiPath(path) && !request.is404 && !arcgisRest ? tokenParam(request.query) : undefined;
      if (param) return sendProblem(reply, TOKEN_IN_URL, { field: `querystring/${param}` });
    });

    async function identify(request: FastifyRequest): Promise<Identity | AuthProblem> {
      const token = bearerToken(request.headers.authorization);
      if (token === undefined) return SIGN_IN_REQUIRED;
      if (token === null) return MALFORMED_AUTHORIZATION;
      const verdict = await authenticator.verify(token);
      switch (verdict.kind) {
        case 'valid': {
          const claimed = request.headers[USERNAME_HEADER];
          if (claimed !== undefined && claimed !== verdict.identity.username) {
            request.log.warn('The username header disagrees with the verified token');
            return IDENTITY_MISMATCH;
          }
          return verdict.identity;
        }
        case 'invalid':
          return INVALID_TOKEN;
        case 'forbidden':
          return verdict.reason === 'other-organisation' ? OTHER_ORGANISATION : PORTAL_FORBIDDEN;
        case 'unavailable':
          request.log.warn({ reason: verdict.reason }, 'Portal unavailable: token not verified');
          return PORTAL_UNAVAILABLE;
      }
    }

    app.decorate('requireUser', async (request: FastifyRequest, reply: FastifyReply) => {
      const result = await identify(request);
      if (isProblem(result)) return sendProblem(reply, result);
      request.identity = result;
    });

    app.decorate('optionalUser', async (request: FastifyRequest, reply: FastifyReply) => {
      const result = await identify(request);
      if (result === SIGN_IN_REQUIRED || result === OTHER_ORGANISATION) return;
      if (isProblem(result)) return sendProblem(reply, result);
      request.identity = result;
    });

    app.decorate('requireAdmin', async (request: FastifyRequest, reply: FastifyReply) => {
      const result = await identify(request);
      if (isProblem(result)) return sendProblem(reply, result);
      request.identity = result;
      if (!result.isAdmin) return sendProblem(reply, ADMINS_ONLY);
    });
  },
  { name: 'tims-auth' },
);

/** The caller of a route guarded by `requireUser`; a route without the guard is a bug. */
export function signedInUser(request: FastifyRequest): Identity {
  if (!request.identity) throw new Error('Route needs app.requireUser before reading the user');
  return request.identity;
}

function portalTransport(app: FastifyInstance, timeoutMs: number): PortalTransport {
  const { url, local } = app.config.portal;
  return local
    ? injectTransport(app, new URL(url).pathname.replace(/\/+$/, ''), timeoutMs)
    : fetchTransport(url, timeoutMs);
}

function isProblem(result: Identity | AuthProblem): result is AuthProblem {
  return 'status' in result;
}

function sendProblem(reply: FastifyReply, problem: AuthProblem, details?: unknown): FastifyReply {
  if (problem.status === 401) {
    // RFC 6750: tells generic clients which scheme to use, and whether the token was the issue.
    const error = problem === SIGN_IN_REQUIRED ? '' : ', error="invalid_token"';
    reply.header('www-authenticate', `Bearer realm="TIMS"${error}`);
  }
  return reply.code(problem.status).send(errorBody(problem.code, problem.message, details));
}
