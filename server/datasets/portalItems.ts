import type { PortalTransport } from '../auth/portalClient';
import type { Box } from '../featureServer/spatial';

/** A Feature Service item of the data group, as the portal's search answers it. */
export interface PortalDataItem {
  id: string;
  title: string;
  url: string | null;
  access: string;
  owner: string;
  snippet: string;
  description: string;
  tags: string[];
  /** The item's credits (“accessInformation”): who the data comes from. */
  credits: string;
  licenseInfo: string;
  /** ISO-8601, or null when the portal does not say. */
  modified: string | null;
  /** The item's WGS84 extent, or null. */
  extent: Box | null;
}

/** Pages of 100 (the portal's most), and no more than this many in all. */
const PAGE = 100;
const MAX_ITEMS = 1000;
const ITEM_ID = /^[0-9a-f]{32}$/;

/**
 * The Feature Service items of a portal group (`content/groups/{id}/search`), with the caller's
 * token when there is one (in the form body, never the URL): the portal answers each caller
 * with what they may see. Rejects when the portal cannot be reached or answers an error.
 */
export async function readDataGroupItems(
  transport: PortalTransport,
  groupId: string,
  token: string | null,
): Promise<PortalDataItem[]> {
  const items: PortalDataItem[] = [];
  for (let start = 1; start > 0 && items.length < MAX_ITEMS;) {
    const form = new URLSearchParams({
      f: 'json',
      q: 'type:"Feature Service"',
      num: String(PAGE),
      start: String(start),
      sortField: 'title',
      sortOrder: 'asc',
    });
    if (token) form.set('token', token);
    const path = `/sharing/rest/content/groups/${encodeURIComponent(groupId)}/search`;
    const response = await transport(path, form);
    if (response.status !== 200) throw new Error(`The portal answered HTTP ${response.status}`);
    const page = JSON.parse(response.text) as {
      error?: { code?: number; message?: string };
      results?: unknown[];
      nextStart?: number;
    };
    if (page.error) {
      throw new Error(`The portal answered ${page.error.code ?? ''} ${page.error.message ?? ''}`);
    }
    for (const result of page.results ?? []) {
      const item = toItem(result);
      if (item) items.push(item);
    }
    const next = Number(page.nextStart ?? -1);
    start = next > start ? next : -1;
  }
  return items;
}

function toItem(value: unknown): PortalDataItem | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const item = value as Record<string, unknown>;
  const id = typeof item.id === 'string' ? item.id.toLowerCase() : '';
  // A group search may answer other types when the portal ignores `type:`; only services count.
  if (!ITEM_ID.test(id) || item.type !== 'Feature Service') return undefined;
  const text = (name: string) => (typeof item[name] === 'string' ? (item[name] as string) : '');
  const modified = Number(item.modified);
  return {
    id,
    title: text('title') || id,
    url: text('url') || null,
    access: text('access') || 'private',
    owner: text('owner'),
    snippet: plainText(text('snippet')),
    description: plainText(text('description')),
    tags: Array.isArray(item.tags)
      ? item.tags.filter((tag): tag is string => typeof tag === 'string' && tag.trim() !== '')
      : [],
    credits: plainText(text('accessInformation')),
    licenseInfo: plainText(text('licenseInfo')),
    modified: Number.isFinite(modified) && modified > 0 ? new Date(modified).toISOString() : null,
    extent: itemExtent(item.extent),
  };
}

/** `[[xmin, ymin], [xmax, ymax]]` in WGS84, as items keep it; anything else is no extent. */
function itemExtent(value: unknown): Box | null {
  if (!Array.isArray(value) || value.length !== 2) return null;
  const [min, max] = value as unknown[];
  if (!Array.isArray(min) || !Array.isArray(max)) return null;
  const box = [min[0], min[1], max[0], max[1]].map(Number) as Box;
  return box.every(Number.isFinite) && box[0] <= box[2] && box[1] <= box[3] ? box : null;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/**
 * An item's description is HTML; the glossary shows text. Scripts and styles go with their
 * content, other tags go (block ends become line breaks), entities are decoded, control
 * characters and runs of blank lines are dropped.
 */
export function plainText(html: string): string {
  return (
    html
      .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
      .replace(/<\s*(br|\/p|\/div|\/li|\/h[1-6])\b[^>]*>/gi, '\n')
      .replace(/<[^>]*>/g, '')
      .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
        if (name[0] === '#') {
          const code =
            name[1] === 'x' || name[1] === 'X'
              ? parseInt(name.slice(2), 16)
              : Number(name.slice(1));
          return code > 31 && code < 0x110000 ? String.fromCodePoint(code) : '';
        }
        return ENTITIES[name.toLowerCase()] ?? whole;
      })
      // The glossary's text allows tabs and line breaks only (contracts/datasets.ts).
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
      .replace(/[ \t]+\n/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}
