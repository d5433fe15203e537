import type { FastifyInstance } from 'fastify';

const ALLOWED_HEADERS = [
  'Authorization',
  'Content-Type',
  'X-Esri-Authorization',
  'X-Esri-Auth-Client-Id',
  'X-Esri-Auth-Redirect-Uri',
  'X-Requested-With',
].join(', ');

/**
 * CORS for every portal response (contract §1.3, trap 4): the Origin is echoed with
 * Allow-Credentials, because @arcgis/core reads portals/self with `withCredentials` and `*`
 * is refused for those. Echoing any origin is safe here: the portal keeps no cookies, so a
 * credentialed request carries nothing a script on another origin could not send anyway.
 */
export function cors(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    // The thumbnails and resources are read by <img> from the app's origin.
    reply.header('cross-origin-resource-policy', 'cross-origin');
    if (!origin) return;
    reply.header('access-control-allow-origin', origin);
    reply.header('access-control-allow-credentials', 'true');
    reply.header('vary', 'Origin');
  });

  app.options('/*', async (request, reply) => {
    reply.header('access-control-allow-methods', 'GET, POST, OPTIONS');
    reply.header('access-control-allow-headers', ALLOWED_HEADERS);
    reply.header('access-control-max-age', '600');
    return reply.code(204).send();
  });
}
