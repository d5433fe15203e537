import { USERNAME_HEADER } from '../../../contracts/headers';
import type { SessionHolder } from '../portal/sessionHolder';

/** The store's extra argument, as the base queries see it. */
interface Extra {
  session?: SessionHolder;
}

/** Once signed in, every TIMS API call carries the portal token and the username (spec §6). */
export function timsApiHeaders(headers: Headers, { extra }: { extra: unknown }): Headers {
  const credential = (extra as Extra | undefined)?.session?.credential();
  if (credential) {
    headers.set('Authorization', `Bearer ${credential.token}`);
    headers.set(USERNAME_HEADER, credential.userId);
  }
  return headers;
}

/** Portal calls carry the token in a header, never in the URL (contract §1.1). */
export function portalApiHeaders(headers: Headers, { extra }: { extra: unknown }): Headers {
  const credential = (extra as Extra | undefined)?.session?.credential();
  if (credential) headers.set('X-Esri-Authorization', `Bearer ${credential.token}`);
  return headers;
}

export function portalRestUrl(extra: unknown): string | null {
  const portalUrl = (extra as Extra | undefined)?.session?.portalUrl();
  return portalUrl ? `${portalUrl}/sharing/rest` : null;
}
