import type { AuthorizeRequest } from './authorizeRequest';
import { escapeHtml as escape, htmlPage } from './htmlPage';

export interface SignInPage {
  departmentName: string;
  /** The form's own URL (the authorize path it was shown at). */
  action: string;
  request?: AuthorizeRequest;
  username?: string;
  error?: string;
}

const hidden = (name: string, value: string) =>
  `<input type="hidden" name="${name}" value="${escape(value)}">`;

/**
 * Sign In comes first in the form: Enter submits with the first button, and the focus order
 * follows what is shown. TIMS branding (the brand green at its AA-contrast shade #007651 behind
 * white text, Source Sans 3). The page must work under the server's
 * Content-Security-Policy: no script at all, styles inline (allowed), the form posting to
 * itself.
 */
const STYLE = `
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; background: #f4f6f5; color: #1b1b1b;
    font-family: 'Source Sans 3', 'Segoe UI', system-ui, sans-serif; font-size: 16px; }
  header { background: #007651; color: #fff; padding: 12px 24px; display: flex; gap: 12px; align-items: baseline; }
  header strong { font-size: 22px; letter-spacing: 0.04em; }
  main { display: flex; justify-content: center; padding: 48px 16px; }
  .card { background: #fff; width: 100%; max-width: 400px; padding: 32px; border-radius: 8px;
    box-shadow: 0 2px 8px rgba(0,0,0,0.12); border-top: 4px solid #009969; }
  h1 { font-size: 24px; margin: 0 0 8px; }
  p { margin: 0 0 24px; color: #444; line-height: 1.4; }
  label { display: block; font-weight: 600; margin: 0 0 4px; }
  input[type=text], input[type=password] { width: 100%; padding: 10px 12px; margin: 0 0 16px;
    font: inherit; border: 1px solid #8a8a8a; border-radius: 4px; }
  input:focus, button:focus { outline: 3px solid #00c489; outline-offset: 1px; }
  .error { background: #fdecea; color: #8a1c12; border-left: 4px solid #c62828; padding: 10px 12px; margin: 0 0 16px; }
  .actions { display: flex; gap: 12px; margin-top: 8px; }
  button { font: inherit; font-weight: 600; padding: 10px 20px; border-radius: 4px; cursor: pointer; }
  .primary { background: #007651; color: #fff; border: 1px solid #007651; }
  .primary:hover { background: #006445; }
  .secondary { background: #fff; color: #00704d; border: 1px solid #009969; }
`;

function page(title: string, departmentName: string, body: string): string {
  return htmlPage({ title, departmentName, style: STYLE, body });
}

export function signInPage(options: SignInPage): string {
  const { request } = options;
  if (!request) {
    const message = options.error ?? 'This sign-in request cannot be handled.';
    return page(
      'Sign-in problem',
      options.departmentName,
      `<h1>Sign-in problem</h1><p role="alert">${escape(message)}</p>`,
    );
  }
  const error = options.error
    ? `<div class="error" role="alert" id="sign-in-error">${escape(options.error)}</div>`
    : '';
  const described = options.error ? ' aria-describedby="sign-in-error"' : '';
  const body = `
<h1>Sign in</h1>
<p><strong>${escape(request.appTitle)}</strong> would like to sign you in with your ${escape(options.departmentName)} account.</p>
<form method="post" action="${escape(options.action)}">
${error}
${hidden('client_id', request.clientId)}
${hidden('redirect_uri', request.redirectUri)}
${hidden('response_type', 'code')}
${hidden('state', request.state)}
${hidden('code_challenge', request.codeChallenge)}
${hidden('code_challenge_method', 'S256')}
${hidden('expiration', String(request.refreshMinutes))}
<label for="username">Username</label>
<input type="text" id="username" name="username" autocomplete="username" autocapitalize="none" spellcheck="false" required autofocus value="${escape(options.username ?? '')}"${described}>
<label for="password">Password</label>
<input type="password" id="password" name="password" autocomplete="current-password" required${described}>
<div class="actions">
<button type="submit" name="action" value="signin" class="primary">Sign In</button>
<button type="submit" name="action" value="cancel" class="secondary" formnovalidate>Cancel</button>
</div>
</form>`;
  return page('Sign in', options.departmentName, body);
}
