import type { PortalCredential } from './credential';

/**
 * The portal and the credential of this tab, in memory. The base queries read the token from
 * here (through the store's extra argument), so it never enters the store or an action.
 */
export interface SessionHolder {
  portalUrl(): string | null;
  setPortalUrl(url: string): void;
  credential(): PortalCredential | null;
  setCredential(credential: PortalCredential | null): void;
}

export function createSessionHolder(): SessionHolder {
  let portalUrl: string | null = null;
  let credential: PortalCredential | null = null;
  return {
    portalUrl: () => portalUrl,
    setPortalUrl: (url) => {
      portalUrl = url.replace(/\/$/, '');
    },
    credential: () => credential,
    setCredential: (next) => {
      credential = next;
    },
  };
}
