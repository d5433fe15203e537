/**
 * What an authorization request must find again when the portal sends the browser back:
 * the `state`, the PKCE verifier and where the visitor wanted to go. Kept in sessionStorage
 * (this tab only) and removed as soon as it is read.
 */
export interface PendingSignIn {
  state: string;
  codeVerifier: string;
  returnTo: string;
  createdAt: number;
  /** The redirect URI the authorization was asked with: the exchange must name it again. */
  redirectUri?: string;
}

const KEY = 'tims.pendingSignIn';
/** An authorization request older than this is refused (the code would be expired anyway). */
const MAX_AGE_MS = 10 * 60_000;

export function savePendingSignIn(pending: PendingSignIn): void {
  sessionStorage.setItem(KEY, JSON.stringify(pending));
}

export function takePendingSignIn(now = Date.now()): PendingSignIn | null {
  const raw = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  if (!raw) return null;
  try {
    const pending = JSON.parse(raw) as PendingSignIn;
    return now - pending.createdAt <= MAX_AGE_MS ? pending : null;
  } catch {
    return null;
  }
}
