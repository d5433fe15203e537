import type { PortalCredential } from './credential';

/**
 * Credentials in one cookie (spec §3, §9): `{ [authNamespace]: { [portalUrl]: credential } }`.
 * Secure and SameSite=None on https; Lax on plain http (local development), where a Secure
 * cookie would not be kept. Scoped to the app's path and kept until the refresh token expires.
 */
export const CREDENTIAL_COOKIE = 'tims_oauth';
export const DEFAULT_AUTH_NAMESPACE = '/';
const COOKIE_PATH = '/tims';

type Stored = Record<string, Record<string, PortalCredential>>;

function readAll(): Stored {
  const entry = document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${CREDENTIAL_COOKIE}=`));
  if (!entry) return {};
  try {
    const value: unknown = JSON.parse(
      decodeURIComponent(entry.slice(CREDENTIAL_COOKIE.length + 1)),
    );
    return typeof value === 'object' && value !== null ? (value as Stored) : {};
  } catch {
    return {}; // a damaged cookie is treated as none
  }
}

function writeAll(stored: Stored, maxAgeSeconds: number): void {
  const https = window.location.protocol === 'https:';
  const attributes = [
    `Path=${COOKIE_PATH}`,
    `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`,
    https ? 'Secure; SameSite=None' : 'SameSite=Lax',
  ];
  const value = encodeURIComponent(JSON.stringify(stored));
  document.cookie = `${CREDENTIAL_COOKIE}=${value}; ${attributes.join('; ')}`;
}

export function readCredential(
  portalUrl: string,
  namespace = DEFAULT_AUTH_NAMESPACE,
): PortalCredential | null {
  return readAll()[namespace]?.[portalUrl] ?? null;
}

export function writeCredential(
  portalUrl: string,
  credential: PortalCredential,
  namespace = DEFAULT_AUTH_NAMESPACE,
): void {
  const stored = readAll();
  stored[namespace] = { ...stored[namespace], [portalUrl]: credential };
  const keepUntil = credential.refreshTokenExpires ?? credential.expires;
  writeAll(stored, (keepUntil - Date.now()) / 1000);
}

export function removeCredential(portalUrl: string, namespace = DEFAULT_AUTH_NAMESPACE): void {
  const stored = readAll();
  delete stored[namespace]?.[portalUrl];
  if (stored[namespace] && Object.keys(stored[namespace]).length === 0) delete stored[namespace];
  writeAll(stored, Object.keys(stored).length ? 14 * 24 * 3600 : 0);
}
