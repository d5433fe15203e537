import type { FastifyRequest } from 'fastify';

/**
 * Every parameter of a Sharing or FeatureServer request, from the query string and the form body (the clients
 * switch to POST for long URLs and rest-js POSTs by default); the body wins.
 */
export function readParams(request: FastifyRequest): Record<string, string> {
  const params: Record<string, string> = {};
  for (const source of [request.query, request.body]) {
    if (!source || typeof source !== 'object') continue;
    for (const [name, value] of Object.entries(source as Record<string, unknown>)) {
      const first = Array.isArray(value) ? (value[0] as unknown) : value;
      if (typeof first === 'string') params[name] = first;
      else if (typeof first === 'number' || typeof first === 'boolean')
        params[name] = String(first);
    }
  }
  return params;
}

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * The token of a request: `token` in the query or body (@arcgis/core), `X-Esri-Authorization`
 * (rest-js with hideToken) or, leniently, `Authorization` (Koop and most other clients).
 */
export function readToken(request: FastifyRequest, params = readParams(request)): string | null {
  if (params.token) return params.token;
  for (const header of ['x-esri-authorization', 'authorization']) {
    const match = BEARER.exec(String(request.headers[header] ?? ''));
    if (match?.[1]) return match[1];
  }
  return null;
}

/** A positive whole number parameter, or the fallback. */
export function intParam(value: string | undefined, fallback: number): number {
  if (!value || !/^\d+$/.test(value.trim())) return fallback;
  return Number(value.trim());
}
