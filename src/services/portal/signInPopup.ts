/**
 * The OAuth sign-in in a popup window (spec §3 `popup`, §9: 800 × 490). The window goes to the
 * portal's authorize page and comes back to the app's callback page
 * (public/oauth-callback.html), which hands the answer to this tab and is closed by it. The
 * code is exchanged here, in the tab that holds the PKCE verifier.
 */

/** The window's name, as @arcgis/core names its own (contract §3.4). */
export const POPUP_WINDOW_NAME = 'esriJSAPIOAuth';
/** What the callback page posts to its opener (public/oauth-callback.js). */
export const CALLBACK_MESSAGE_TYPE = 'tims:oauth-callback';
/** How often the tab looks whether the visitor closed the window. */
export const POPUP_POLL_MS = 500;

export interface SignInWindow {
  readonly closed: boolean;
  close(): void;
  focus(): void;
}

export interface PopupCallback {
  authorizationCode: string | null;
  state: string | null;
  error: string | null;
}

export type PopupEvent = { type: 'callback'; callback: PopupCallback } | { type: 'closed' };

/** Opens the sign-in window; null when the browser blocked it. */
export function openSignInPopup(url: string, features: string): SignInWindow | null {
  const opened = window.open(url, POPUP_WINDOW_NAME, features);
  if (!opened) return null;
  opened.focus();
  return opened;
}

interface CallbackMessage {
  type: typeof CALLBACK_MESSAGE_TYPE;
  search: string;
}

function isCallbackMessage(data: unknown): data is CallbackMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as CallbackMessage).type === CALLBACK_MESSAGE_TYPE &&
    typeof (data as CallbackMessage).search === 'string'
  );
}

function toCallback(search: string): PopupCallback {
  const params = new URLSearchParams(search);
  return {
    authorizationCode: params.get('code'),
    state: params.get('state'),
    error: params.get('error'),
  };
}

/**
 * Tells `listener` once: the callback page's answer (from this origin only), or that the
 * window was closed without one. A window seen closed is reported at the next look, so an
 * answer posted just before the window closed is not lost. Returns the unsubscribe.
 */
export function watchSignInPopup(
  popup: SignInWindow,
  listener: (event: PopupEvent) => void,
): () => void {
  let done = false;
  let seenClosed = false;
  const finish = (event: PopupEvent) => {
    if (done) return;
    stop();
    listener(event);
  };
  const onAnswer = (data: unknown) => {
    if (!isCallbackMessage(data)) return;
    if (!popup.closed) popup.close();
    finish({ type: 'callback', callback: toCallback(data.search) });
  };
  const onMessage = (event: MessageEvent) => {
    if (event.origin === window.location.origin) onAnswer(event.data);
  };
  const timer = setInterval(() => {
    if (seenClosed) finish({ type: 'closed' });
    seenClosed = popup.closed;
  }, POPUP_POLL_MS);
  window.addEventListener('message', onMessage);
  function stop() {
    done = true;
    clearInterval(timer);
    window.removeEventListener('message', onMessage);
  }
  return () => {
    if (!done) stop();
  };
}
