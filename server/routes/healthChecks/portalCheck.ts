import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { fetchTransport, injectTransport } from '../../auth/portalTransport';

export type PortalCheck = 'ok' | 'error';

const PORTAL_SELF = '/sharing/rest/portals/self';

/**
 * Whether the portal answers `portals/self` with its description (HTTP 200, JSON, no ArcGIS
 * error): the local one in process, an external one over HTTP.
 */
export async function checkPortal(
  app: Pick<FastifyInstance, 'config' | 'inject' | 'internalCallKey'>,
  timeoutMs: number,
  log: FastifyBaseLogger,
): Promise<PortalCheck> {
  const { url, local } = app.config.portal;
  const transport = local
    ? injectTransport(app, new URL(url).pathname.replace(/\/+$/, ''), timeoutMs)
    : fetchTransport(url, timeoutMs);
  try {
    const response = await transport(PORTAL_SELF, new URLSearchParams({ f: 'json' }));
    if (response.status !== 200) throw new Error(`HTTP ${response.status}`);
    const body = JSON.parse(response.text) as { error?: { message?: unknown } } | null;
    if (!body || typeof body !== 'object') throw new Error('No JSON object');
    if (body.error) throw new Error(`ArcGIS error: ${String(body.error.message)}`);
    return 'ok';
  } catch (error) {
    log.warn(
      { reason: error instanceof Error ? error.message : String(error) },
      'Health check: portal unavailable',
    );
    return 'error';
  }
}
