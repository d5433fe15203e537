import { INTERNAL_CALL_HEADER } from '../plugins/external/rateLimit';
import type { FastifyInstance } from 'fastify';
import type { PortalTransport } from './portalClient';

/** An external portal (ArcGIS Enterprise or Online) over HTTP. */
export function fetchTransport(portalUrl: string, timeoutMs: number): PortalTransport {
  return async (path, form) => {
    const response = await fetch(`${portalUrl}${path}`, {
      method: 'POST',
      body: form,
      headers: { accept: 'application/json' },
      // A redirect would carry the token somewhere PORTAL_URL does not name; it is reported
      // (as an unexpected 3xx) so that PORTAL_URL gets fixed instead.
      redirect: 'manual',
      // Covers reading the body too, so a portal that stalls mid-answer also times out.
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: response.status, text: await response.text() };
  };
}

/**
 * The local portal served by this same app under `basePath` (e.g. `/portal`): called in
 * process, so it works before `listen` and behind any PUBLIC_URL, with no network.
 */
export function injectTransport(
  app: Pick<FastifyInstance, 'inject' | 'internalCallKey'>,
  basePath: string,
  timeoutMs: number,
): PortalTransport {
  return async (path, form) => {
    const call = app.inject({
      method: 'POST',
      url: `${basePath}${path}`,
      payload: form.toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
        [INTERNAL_CALL_HEADER]: app.internalCallKey,
      },
    });
    const response = await withTimeout(call, timeoutMs);
    return { status: response.statusCode, text: response.body };
  };
}

async function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      const error = new Error(`The local portal did not answer within ${timeoutMs} ms`);
      reject(Object.assign(error, { name: 'TimeoutError' }));
    }, timeoutMs);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
