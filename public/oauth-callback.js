// The OAuth sign-in window comes back here (spec §3 popupCallbackUrl). It hands the portal's
// answer (?code=&state= or ?error=) to the TIMS tab that opened it, which checks the state,
// exchanges the code with its PKCE verifier and closes this window
// (src/services/portal/signInPopup.ts). Without that tab (the portal's pages may sever the
// opener), this window finishes the sign-in itself on the app's /auth page.
/* global window */
(function () {
  var message = { type: 'tims:oauth-callback', search: window.location.search };
  var opener = null;
  try {
    opener = window.opener && !window.opener.closed ? window.opener : null;
  } catch {
    opener = null;
  }
  if (opener) {
    opener.postMessage(message, window.location.origin);
  } else {
    window.location.replace('auth' + window.location.search);
  }
})();
