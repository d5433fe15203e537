import type { FastifyInstance, RouteHandlerMethod, RouteShorthandOptions } from 'fastify';
import type { PortalStore } from './store/store';

/** What every route file of the portal is registered with. */
export interface PortalRouteOptions {
  store: PortalStore;
}

type Method = 'GET' | 'POST';

interface SharingRoute {
  /** Path under `/sharing/rest`, e.g. `/portals/self`; '' for the root. */
  path: string;
  methods?: Method[];
  /** Also serve under `/sharing/…` without `/rest` (the OAuth routes, contract trap 6). */
  alsoWithoutRest?: boolean;
  options?: RouteShorthandOptions;
  handler: RouteHandlerMethod;
}

/**
 * Registers a Sharing route with and without a trailing slash (rest-js posts to
 * `…/revokeToken/`), for GET and POST by default: both clients switch between them.
 */
export function sharingRoute(app: FastifyInstance, route: SharingRoute): void {
  const bases = route.alsoWithoutRest ? ['/sharing/rest', '/sharing'] : ['/sharing/rest'];
  for (const base of bases) {
    const url = `${base}${route.path}`;
    for (const variant of url.endsWith('*') ? [url] : [url, `${url}/`]) {
      app.route({
        method: route.methods ?? ['GET', 'POST'],
        url: variant,
        ...route.options,
        handler: route.handler,
      });
    }
  }
}
