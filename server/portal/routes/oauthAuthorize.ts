import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { contentSecurityPolicy } from '../../plugins/external/securityHeaders';
import { routeRateLimit } from '../../plugins/external/rateLimit';
import { checkAuthorizeRequest, redirectWith, type AuthorizeRequest } from '../authorizeRequest';
import { AUTH_CODE_MINUTES, SIGN_INS_PER_MINUTE } from '../constants';
import { readParams } from '../../http/params';
import { sharingRoute, type PortalRouteOptions } from '../routing';
import { verifyPassword } from '../secrets';
import { refusalMessage, retryAfterSeconds, type SignInRouteOptions } from '../signInGuard';
import { signInPage } from '../signInPage';

const WRONG_CREDENTIALS = 'The username or password is incorrect. Check both and try again.';

/**
 * The server's policy with the app's origin added to form-action: browsers apply form-action
 * to the redirect that follows the form post, and the app may listen on another port.
 */
function policyAllowing(config: Parameters<typeof contentSecurityPolicy>[0], redirectUri?: string) {
  const directives = contentSecurityPolicy(config);
  if (redirectUri) {
    const origins = new Set([...(directives.formAction ?? []), new URL(redirectUri).origin]);
    directives.formAction = [...origins];
  }
  return Object.entries(directives)
    .map(([name, values]) =>
      [name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), ...values].join(' '),
    )
    .join('; ');
}

/**
 * `oauth2/authorize` (contract §2.11.1): the sign-in page and its form. A password is checked
 * only when the sign-in guard admits the attempt (`signInGuard.ts`); otherwise the page comes
 * back with 429, `Retry-After` and how long to wait.
 */
export const oauthAuthorizeRoutes: FastifyPluginAsync<
  PortalRouteOptions & SignInRouteOptions
> = async (app, { store, signIns }) => {
  const render = (
    reply: FastifyReply,
    request: FastifyRequest,
    status: number,
    view: { authorize?: AuthorizeRequest; username?: string; error?: string },
  ) =>
    reply
      .code(status)
      .header('content-security-policy', policyAllowing(app.config, view.authorize?.redirectUri))
      .type('text/html; charset=utf-8')
      .send(
        signInPage({
          departmentName: app.config.department.name,
          action: request.url.split('?', 1)[0] ?? '',
          request: view.authorize,
          username: view.username,
          error: view.error,
        }),
      );

  async function handle(request: FastifyRequest, reply: FastifyReply) {
    const params = readParams(request);
    const check = await checkAuthorizeRequest(store, params, app.config.publicUrl);
    if (check.kind === 'page-error') return render(reply, request, 400, { error: check.message });
    if (check.kind === 'redirect-error') {
      const { redirectUri, state, error, description } = check;
      return reply.redirect(
        redirectWith(redirectUri, { error, error_description: description, state }),
        302,
      );
    }
    const authorize = check.request;
    if (request.method === 'GET') return render(reply, request, 200, { authorize });

    if (params.action === 'cancel') {
      return reply.redirect(
        redirectWith(authorize.redirectUri, {
          error: 'access_denied',
          error_description: 'The user denied your request.',
          state: authorize.state,
        }),
        302,
      );
    }
    const username = (params.username ?? '').trim();
    const admission = await signIns.admit(username, request.ip);
    if (admission.kind !== 'allowed') {
      reply.header('retry-after', String(retryAfterSeconds(admission)));
      return render(reply, request, 429, { authorize, username, error: refusalMessage(admission) });
    }
    const user = username ? await store.directory.user(username) : undefined;
    const valid = await verifyPassword(
      params.password ?? '',
      user?.username === username ? user.password_hash : undefined,
    );
    if (!user || !valid) {
      await signIns.failed(admission.attempt);
      return render(reply, request, 200, { authorize, username, error: WRONG_CREDENTIALS });
    }
    await signIns.succeeded(admission.attempt);

    const code = await store.tokens.createCode(
      {
        client_id: authorize.clientId,
        redirect_uri: authorize.redirectUri,
        username: user.username,
        code_challenge: authorize.codeChallenge,
        code_challenge_method: 'S256',
        refresh_minutes: authorize.refreshMinutes,
      },
      AUTH_CODE_MINUTES,
      new Date(),
    );
    return reply.redirect(
      redirectWith(authorize.redirectUri, { code, state: authorize.state }),
      302,
    );
  }

  sharingRoute(app, {
    path: '/oauth2/authorize',
    alsoWithoutRest: true,
    methods: ['GET'],
    handler: handle,
  });
  sharingRoute(app, {
    path: '/oauth2/authorize',
    alsoWithoutRest: true,
    methods: ['POST'],
    options: { config: routeRateLimit(app.config, SIGN_INS_PER_MINUTE) },
    handler: handle,
  });
};
