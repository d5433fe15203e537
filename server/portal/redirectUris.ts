import { expandPublicUrl } from './publicUrl';

/** Registered URIs may use this for the port: any port of a loopback host (RFC 8252 §7.3). */
const ANY_PORT = ':*';
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * True when `candidate` equals a registered redirect URI exactly (after `{PUBLIC_URL}` is
 * expanded), or matches one registered as `http://localhost:*` plus a path (or 127.0.0.1, [::1])
 * with any port on the same loopback host and the same path — the dev server and the tests
 * listen on ports of their own. No prefix matching, no query, no fragment.
 */
export function isAllowedRedirectUri(
  candidate: string,
  registered: string[],
  publicUrl: string,
): boolean {
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return false;
  }
  if (url.search || url.hash || url.username || url.password) return false;
  return registered.some((entry) => {
    const expanded = expandPublicUrl(entry, publicUrl);
    if (!expanded.includes(ANY_PORT)) return expanded === candidate;
    const pattern = new URL(expanded.replace(ANY_PORT, ''));
    return (
      url.protocol === pattern.protocol &&
      LOOPBACK_HOSTS.has(url.hostname) &&
      url.hostname === pattern.hostname &&
      url.pathname === pattern.pathname &&
      candidate === `${url.protocol}//${url.host}${url.pathname}`
    );
  });
}
