import type { AppConfig, AuthMode } from '../../../contracts/config';
import { DEFAULT_AUTH_NAMESPACE } from './credentialStore';
import { MIN_TIME_UNTIL_EXPIRATION_MINUTES } from './credential';

/**
 * Spec §4. `auto`: a stored credential is used silently, the visitor signs in when asking to
 * (auto is treated as no-prompt when the portal info is fetched). `anonymous`: never signed in.
 * `immediate`: signing in is required at start. `no-prompt`: only a credential the browser
 * already holds is used; the portal's sign-in page is never shown.
 */
export type { AuthMode };

export const AUTH_MODES: readonly AuthMode[] = ['auto', 'anonymous', 'immediate', 'no-prompt'];

/** Spec §9: the sign-in window is 800 × 490. */
export const POPUP_WIDTH = 800;
export const POPUP_HEIGHT = 490;
/** The page the sign-in window comes back to (served from public/, outside the app's bundle). */
export const POPUP_CALLBACK_PATH = '/tims/oauth-callback.html';
/** Spec §3: requested refresh-token lifetime in minutes (two weeks). */
export const OAUTH_EXPIRATION_MINUTES = 20160;

/** Spec §3 "OAuth settings", with the spec's defaults. */
export interface OAuthSettings {
  appId: string;
  portalUrl: string;
  authNamespace: string;
  /** Minutes the refresh token is asked to last. */
  expiration: number;
  flowType: 'authorization-code';
  forceLogin: boolean;
  locale: string | null;
  minTimeUntilExpiration: number;
  popup: boolean;
  popupCallbackUrl: string;
  popupWindowFeatures: string;
}

/**
 * The auth mode and the popup choice are deployment settings (`PORTAL_AUTH_MODE`,
 * `PORTAL_OAUTH_POPUP`) sent in /config; a value this client does not know (a newer server)
 * keeps the spec's default.
 */
export function authModeOf(config: AppConfig): AuthMode {
  const { authMode } = config.portal as { authMode: unknown };
  return AUTH_MODES.find((mode) => mode === authMode) ?? 'auto';
}

export function oauthSettingsOf(
  config: AppConfig,
  origin: string,
  locale: string | null = null,
): OAuthSettings {
  return {
    appId: config.portal.appId,
    portalUrl: config.portal.url.replace(/\/$/, ''),
    authNamespace: DEFAULT_AUTH_NAMESPACE,
    expiration: OAUTH_EXPIRATION_MINUTES,
    // PKCE always: the implicit flow would put the token in the address (contract §0 trap 4).
    flowType: 'authorization-code',
    forceLogin: false,
    locale,
    minTimeUntilExpiration: MIN_TIME_UNTIL_EXPIRATION_MINUTES,
    popup: (config.portal as { oauthPopup: unknown }).oauthPopup === true,
    popupCallbackUrl: `${origin}${POPUP_CALLBACK_PATH}`,
    popupWindowFeatures: `height=${POPUP_HEIGHT},width=${POPUP_WIDTH},resizable,scrollbars,status`,
  };
}
