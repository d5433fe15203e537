import type { PortalCredential } from './credential';
import { urlForCredential } from './secureUrl';

/**
 * The portal and the credential of this tab, in memory: TIMS's identity manager. The base
 * queries read the token from here (through the store's extra argument), so it never enters
 * the store or an action.
 */
export interface SessionHolder {
  /**
   * The portal's address for requests: the configured one, or its https form (port 7080 →
   * 7443) while the credential in hand is marked `ssl` (spec §9).
   */
  portalUrl(): string | null;
  setPortalUrl(url: string): void;
  credential(): PortalCredential | null;
  setCredential(credential: PortalCredential | null): void;
  /**
   * Whether this browser can keep a credential between page loads (cookies on). The
   * `no-prompt` auth mode signs in only with a kept credential, so without this it has no
   * identity manager to ask (spec §5: invalid-auth-mode).
   */
  canKeepCredentials(): boolean;
}

export function createSessionHolder({
  canKeepCredentials = () => typeof navigator !== 'undefined' && navigator.cookieEnabled,
}: { canKeepCredentials?: () => boolean } = {}): SessionHolder {
  let portalUrl: string | null = null;
  let credential: PortalCredential | null = null;
  return {
    portalUrl: () => (portalUrl === null ? null : urlForCredential(portalUrl, credential)),
    setPortalUrl: (url) => {
      portalUrl = url.replace(/\/$/, '');
    },
    credential: () => credential,
    setCredential: (next) => {
      credential = next;
    },
    canKeepCredentials,
  };
}
