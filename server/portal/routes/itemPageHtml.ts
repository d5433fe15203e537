/**
 * The HTML of the portal's item page (`{portal}/home/item.html?id=`): no script at all, styles
 * inline (the server's Content-Security-Policy allows them), every text escaped. Built from
 * plain values the route has already checked; nothing here reads the database.
 */
import { escapeHtml as escape, htmlPage } from '../htmlPage';

const STYLE = `
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; background: #f4f6f5; color: #1b1b1b;
    font-family: 'Source Sans 3', 'Segoe UI', system-ui, sans-serif; font-size: 16px; line-height: 1.45; }
  header { background: #007651; color: #fff; padding: 12px 24px; display: flex; gap: 12px; align-items: baseline; flex-wrap: wrap; }
  header strong { font-size: 22px; letter-spacing: 0.04em; }
  main { display: flex; justify-content: center; padding: 32px 16px; }
  .card { background: #fff; width: 100%; max-width: 960px; padding: 28px 32px; border-radius: 8px;
    box-shadow: 0 2px 8px rgba(0,0,0,0.12); border-top: 4px solid #009969; }
  nav { margin: 0 0 12px; }
  a { color: #00704d; }
  nav a, ul.layers a { display: inline-block; padding: 4px 0; }
  a:focus { outline: 3px solid #00c489; outline-offset: 2px; }
  h1 { font-size: 28px; margin: 0 0 4px; overflow-wrap: anywhere; }
  h2 { font-size: 20px; margin: 28px 0 8px; }
  .type { margin: 0 0 20px; color: #444; font-weight: 600; }
  .top { display: flex; gap: 28px; flex-wrap: wrap; align-items: flex-start; }
  .top img { width: 360px; max-width: 100%; height: auto; border-radius: 6px; border: 1px solid #d6d6d6; }
  .summary { flex: 1 1 280px; min-width: 0; }
  .summary p { margin: 0 0 16px; }
  .note { background: #fff4e5; border-left: 4px solid #b35900; padding: 10px 12px; }
  .button { display: inline-block; background: #007651; color: #fff; text-decoration: none; font-weight: 600;
    padding: 10px 20px; border-radius: 4px; min-height: 44px; }
  .button:hover { background: #006445; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 6px 20px; margin: 0; }
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
  ul.tags { list-style: none; padding: 0; margin: 0; display: flex; gap: 8px; flex-wrap: wrap; }
  ul.tags li { background: #e6f2ed; color: #1b1b1b; border-radius: 12px; padding: 2px 10px; }
  .description p { margin: 0 0 12px; white-space: pre-line; }
  @media (max-width: 480px) { .card { padding: 20px 16px; } dl { grid-template-columns: 1fr; } dt { margin-top: 8px; } }
`;

export interface PageFrame {
  departmentName: string;
  /** The TIMS Map Viewers screen, where every page links back to. */
  galleryUrl: string;
}

function page(frame: PageFrame, title: string, body: string): string {
  return htmlPage({
    title,
    departmentName: frame.departmentName,
    style: STYLE,
    body: `
<nav><a href="${escape(frame.galleryUrl)}">Back to Map Viewers</a></nav>
${body}
`,
  });
}

/** A page that says why the item is not shown: not found, or sign-in needed. */
export function messagePage(
  frame: PageFrame,
  message: { title: string; text: string; action?: { label: string; href: string } },
): string {
  const action = message.action
    ? `<p><a class="button" href="${escape(message.action.href)}">${escape(message.action.label)}</a></p>`
    : '';
  return page(
    frame,
    message.title,
    `<h1>${escape(message.title)}</h1><p>${escape(message.text)}</p>${action}`,
  );
}

export interface ItemView {
  title: string;
  type: string;
  owner: string;
  created: Date;
  modified: Date;
  snippet: string;
  description: string;
  tags: string[];
  access: string;
  /** A `data:` URL of the thumbnail, or none. */
  thumbnail: string | null;
  /** The main way to open the item, when it has one. */
  open: { label: string; href: string } | null;
  /** Said above the button, e.g. that a layer needs a sign-in. */
  note: string | null;
  /** The layers of a web map or scene, each with where its data opens in TIMS, if anywhere. */
  layers: { title: string; href: string | null }[];
  /** A Feature Service's address, for ArcGIS Pro or QGIS. */
  serviceUrl: string | null;
}

const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `<p>${escape(part)}</p>`)
    .join('');

export function itemPage(frame: PageFrame, item: ItemView): string {
  const thumbnail = item.thumbnail
    ? `<img src="${escape(item.thumbnail)}" alt="" width="600" height="400">`
    : '';
  const note = item.note ? `<p class="note">${escape(item.note)}</p>` : '';
  const open = item.open
    ? `<p><a class="button" href="${escape(item.open.href)}">${escape(item.open.label)}</a></p>`
    : '';
  const description = item.description
    ? `<h2>Description</h2><div class="description">${paragraphs(item.description)}</div>`
    : '';
  const layers =
    item.layers.length > 0
      ? `<h2>Layers</h2><ul class="layers">${item.layers
          .map((layer) =>
            layer.href
              ? `<li><a href="${escape(layer.href)}">${escape(layer.title)}</a></li>`
              : `<li>${escape(layer.title)}</li>`,
          )
          .join('')}</ul>`
      : '';
  const tags =
    item.tags.length > 0
      ? `<dt>Tags</dt><dd><ul class="tags">${item.tags.map((tag) => `<li>${escape(tag)}</li>`).join('')}</ul></dd>`
      : '';
  const service = item.serviceUrl ? `<dt>Service URL</dt><dd>${escape(item.serviceUrl)}</dd>` : '';
  const body = `
<h1>${escape(item.title)}</h1>
<p class="type">${escape(item.type)}</p>
<div class="top">${thumbnail}<div class="summary">${item.snippet ? `<p>${escape(item.snippet)}</p>` : ''}${note}${open}</div></div>
${description}
${layers}
<h2>Details</h2>
<dl>
<dt>Owner</dt><dd>${escape(item.owner)}</dd>
<dt>Created</dt><dd>${escape(DATE.format(item.created))}</dd>
<dt>Last updated</dt><dd>${escape(DATE.format(item.modified))}</dd>
<dt>Shared with</dt><dd>${escape(item.access)}</dd>
${service}
${tags}
</dl>`;
  return page(frame, item.title, body);
}
