/**
 * What the Map Viewers gallery shows and how each kind of portal item opens (issue 11): web maps
 * in TIMS, apps at their own address, scenes (and anything without a usable address) on the
 * portal's item page.
 */

/** The item types of the gallery, in the order the type labels are listed. */
export const VIEWER_TYPES = [
  'Web Map',
  'Web Mapping Application',
  'Dashboard',
  'Web Experience',
  'Web Scene',
] as const;

export type ViewerType = (typeof VIEWER_TYPES)[number];

/**
 * ArcGIS Online's `type` field is analysed: `type:"Web Experience"` also finds templates, and
 * `type:"Dashboard"` the dashboards' add-ins. Those cannot be opened as a viewer.
 */
const EXCLUDED_TYPES = ['Web Experience Template', 'Dashboard Add In'];

/** The translation key of each type's label (`mapViewers:types.…`). */
export const TYPE_KEYS: Record<ViewerType, string> = {
  'Web Map': 'webMap',
  'Web Mapping Application': 'webApp',
  Dashboard: 'dashboard',
  'Web Experience': 'experience',
  'Web Scene': 'scene',
};

export const isViewerType = (type: string): type is ViewerType =>
  (VIEWER_TYPES as readonly string[]).includes(type);

/** A group of the gallery, as the portal's group JSON gives it (contract §2.6). */
export interface GalleryGroup {
  id: string;
  title: string;
  owner: string;
  snippet: string | null;
  thumbnail: string | null;
  access: string;
}

/** An item of a group, as the portal's search gives it (contract §2.7, §2.8). */
export interface GalleryItem {
  id: string;
  title: string;
  type: string;
  typeKeywords: string[];
  owner: string;
  snippet: string | null;
  thumbnail: string | null;
  /** Epoch milliseconds. */
  modified: number;
  url: string | null;
  access: string;
}

/** Portal ids are hexadecimal; other portals' ids are letters, digits, `_` and `-` at most. */
export const isPortalId = (id: string) => /^[A-Za-z0-9_-]{1,64}$/.test(id);

/** Quotes and backslashes would end a quoted value of the portal's query language. */
const unquoted = (text: string) => text.replace(/["\\]/g, ' ').trim();

/** `q` of community/groups for a configured list of group ids. */
export function groupsByIdQuery(ids: readonly string[]): string {
  return ids
    .filter(isPortalId)
    .map((id) => `id:${id}`)
    .join(' OR ');
}

/** `q` of community/groups for the organisation's featured groups, as `Portal.fetchFeaturedGroups` asks. */
export function featuredGroupsQuery(featured: readonly { title: string; owner: string }[]): string {
  return featured
    .filter(({ title, owner }) => unquoted(title) && /^[^\s"()\\:]+$/.test(owner))
    .map(({ title, owner }) => `(title:"${unquoted(title)}" AND owner:${owner})`)
    .join(' OR ');
}

/** `q` of a group's content search: the viewer types, narrowed by the visitor's words. */
export function itemsQuery(words?: string): string {
  const types = `(${VIEWER_TYPES.map((type) => `type:"${type}"`).join(' OR ')})`;
  const excluded = EXCLUDED_TYPES.map((type) => `-type:"${type}"`).join(' ');
  const terms = unquoted(words ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => `"${word}"`);
  const narrowed = terms.length ? ` AND (${terms.join(' AND ')})` : '';
  return `${types} ${excluded}${narrowed}`;
}

/** A thumbnail's path under the sharing root; its folder (`thumbnail/…`) stays a folder. */
export function thumbnailPath(
  kind: 'item' | 'group',
  id: string,
  thumbnail: string | null,
): string | null {
  if (!thumbnail) return null;
  const file = thumbnail.split('/').map(encodeURIComponent).join('/');
  const owner = kind === 'item' ? 'content/items' : 'community/groups';
  return `${owner}/${encodeURIComponent(id)}/info/${file}`;
}

/** How opening an item works. */
export type ItemTarget =
  { kind: 'map'; to: string } | { kind: 'app'; href: string } | { kind: 'portal'; href: string };

const isWebAddress = (url: string | null): url is string => {
  if (!url) return false;
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
};

/**
 * A web map opens in TIMS; an app at its address in a new tab; a scene, or an app without an
 * address TIMS may follow (never `javascript:` or the like), on the portal's item page.
 */
export function itemTarget(item: GalleryItem, portalUrl: string): ItemTarget {
  if (item.type === 'Web Map')
    return { kind: 'map', to: `/map/wid/${encodeURIComponent(item.id)}` };
  if (item.type !== 'Web Scene' && isWebAddress(item.url)) return { kind: 'app', href: item.url };
  return {
    kind: 'portal',
    href: `${portalUrl.replace(/\/$/, '')}/home/item.html?id=${encodeURIComponent(item.id)}`,
  };
}

/** Items made with subscriber content (Living Atlas and the like) need an account to open. */
export const requiresSubscription = (item: GalleryItem) =>
  item.typeKeywords.some((keyword) => keyword.toLowerCase() === 'requires subscription');
