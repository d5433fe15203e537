/**
 * The shell of the portal's own HTML pages (the sign-in form, the item page): TIMS branding in
 * the header, the content in one card, no script at all and styles inline, which the server's
 * Content-Security-Policy allows. Each page brings its own style sheet.
 */

/** Text made safe for HTML content and attribute values. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export interface HtmlPage {
  /** The page's title, before ` · TIMS`. */
  title: string;
  departmentName: string;
  style: string;
  /** The card's HTML, already escaped. */
  body: string;
}

export function htmlPage({ title, departmentName, style, body }: HtmlPage): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)} · TIMS</title>
<style>${style}</style>
</head>
<body>
<header><strong>TIMS</strong><span>${escapeHtml(departmentName)}</span></header>
<main><div class="card">${body}</div></main>
</body>
</html>`;
}
