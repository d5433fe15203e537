import helmet from 'helmet';
import fp from 'fastify-plugin';
import type { Config } from '../../config/config';

type Directives = Record<string, string[]>;

/**
 * The Content-Security-Policy. Never 'unsafe-eval': the ArcGIS API needs only
 * 'wasm-unsafe-eval' for its WebAssembly. Styles allow 'unsafe-inline' because Fluent UI and
 * styled-components inject <style> elements at run time. The portal origin is allowed for its
 * REST calls, thumbnails and the OAuth sign-in form.
 */
export function contentSecurityPolicy(config: Pick<Config, 'publicUrl' | 'portal'>): Directives {
  const portal = portalOrigins(config.portal);
  const directives: Directives = {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...portal],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...portal],
    workerSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    frameAncestors: ["'self'"],
    formAction: ["'self'", ...portal],
  };
  // Over plain http (development, tests) upgrading would break every request.
  if (isHttps(config)) directives.upgradeInsecureRequests = [];
  return directives;
}

/**
 * The portal's origin and, for an external http portal, the https origin a credential marked
 * `ssl` is sent to instead (spec §9: http becomes https, ArcGIS Enterprise's port 7080 becomes
 * 7443). The local portal never marks its credentials `ssl` (its allSSL is false).
 */
function portalOrigins(portal: Pick<Config['portal'], 'url' | 'local'>): string[] {
  const url = new URL(portal.url);
  if (portal.local || url.protocol !== 'http:') return [url.origin];
  const secure = new URL(url.origin);
  secure.protocol = 'https:';
  if (url.port === '7080') secure.port = '7443';
  return [url.origin, secure.origin];
}

function isHttps(config: Pick<Config, 'publicUrl'>): boolean {
  return config.publicUrl.startsWith('https:');
}

/**
 * Security headers on every response (pages, files, API and errors). helmet's middleware is
 * built once: @fastify/helmet builds it anew for every request (to allow per-route options TIMS
 * does not use), which parses the policy each time and cost a tenth of a PID lookup's time.
 */
export const securityHeaders = fp(
  async (app) => {
    const setHeaders = helmet({
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(app.config) },
      // The ArcGIS sign-in popup reports back through window.opener, which 'same-origin' severs.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      // Referer-restricted ArcGIS tokens need the origin in cross-origin requests.
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // HSTS over http is ignored by browsers at best; send it only when served over https.
      strictTransportSecurity: isHttps(app.config) ? { maxAge: 15_552_000 } : false,
    });
    app.addHook('onRequest', (request, reply, done) => {
      setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
    });
  },
  { name: 'tims-security-headers' },
);
