import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { canSeeGroup, canSeeItem } from '../access';
import { identify, type Caller } from '../caller';
import { readParams } from '../../http/params';
import { expandPublicUrl } from '../publicUrl';
import type { PortalRouteOptions } from '../routing';
import type { PortalStore } from '../store/store';
import type { SharedItem } from '../store/directory';
import { itemPage, messagePage, type ItemView, type PageFrame } from './itemPageHtml';

const ITEM_ID = /^[0-9a-f]{32}$/i;
const WEB_DOCUMENTS = new Set(['Web Map', 'Web Scene']);

const NOT_FOUND = {
  title: 'Item not found',
  text: 'This item does not exist, or it is not shared with you.',
};

/**
 * `GET {portal}/home/item.html?id=` — the item page real portals have, where items without an
 * address of their own (web scenes) open. It follows the access rules of content/items
 * (contract §4): anonymous callers are asked to sign in for a non-public item; a signed-in
 * caller without access, like a missing item, gets "not found".
 */
export const itemPageRoutes: FastifyPluginAsync<PortalRouteOptions> = async (app, { store }) => {
  const { publicUrl } = app.config;
  const frame: PageFrame = {
    departmentName: app.config.department.name,
    galleryUrl: `${publicUrl}/tims/mapviewers`,
  };
  const signIn = {
    label: 'Sign in to TIMS',
    href: `${publicUrl}/tims/auth?returnTo=%2Fmapviewers`,
  };

  const send = (reply: FastifyReply, status: number, html: string) =>
    reply.code(status).type('text/html; charset=utf-8').send(html);

  app.get('/home/item.html', async (request, reply) => {
    const id = readParams(request).id;
    if (typeof id !== 'string' || !ITEM_ID.test(id)) {
      return send(reply, 404, messagePage(frame, NOT_FOUND));
    }
    const caller = await identify(store, request);
    if (caller.kind === 'invalid') {
      const text = 'Your sign-in has expired. Sign in again to see this item.';
      return send(reply, 401, messagePage(frame, { title: 'Sign in again', text, action: signIn }));
    }
    const item = await store.directory.item(id.toLowerCase());
    if (item && canSeeItem(caller, item)) {
      return send(reply, 200, itemPage(frame, await viewOf(store, caller, item, publicUrl)));
    }
    if (item && caller.kind === 'anonymous') {
      const text =
        'This item is shared with the department’s staff only. Sign in to TIMS with your DOT account, then open it from Map Viewers.';
      return send(
        reply,
        403,
        messagePage(frame, { title: 'Sign-in needed', text, action: signIn }),
      );
    }
    return send(reply, 404, messagePage(frame, NOT_FOUND));
  });
};

async function viewOf(
  store: PortalStore,
  caller: Caller,
  item: SharedItem,
  publicUrl: string,
): Promise<ItemView> {
  const thumbnailFile = item.thumbnail
    ? await store.files.file('item', item.id, 'info', item.thumbnail)
    : undefined;
  const thumbnail =
    thumbnailFile && thumbnailFile.contentType.startsWith('image/')
      ? `data:${thumbnailFile.contentType};base64,${thumbnailFile.content.toString('base64')}`
      : null;
  const keywords = JSON.parse(item.type_keywords) as string[];
  const url = item.url === null ? null : expandPublicUrl(item.url, publicUrl);
  return {
    title: item.title,
    type: item.type,
    owner: item.owner,
    created: new Date(item.created_at),
    modified: new Date(item.modified_at),
    snippet: item.snippet,
    description: item.description,
    tags: JSON.parse(item.tags) as string[],
    access: await sharedWith(store, caller, item),
    thumbnail,
    open: openLink(item, url, publicUrl),
    note: keywords.includes('Requires Subscription')
      ? 'Some layers of this map are for signed-in DOT staff: sign in to TIMS to see them.'
      : item.type === 'Web Scene'
        ? 'Web scenes are drawn in 3D by ArcGIS scene viewers; the data of each layer below opens in the TIMS map.'
        : null,
    layers: WEB_DOCUMENTS.has(item.type) ? await layersOf(store, caller, item, publicUrl) : [],
    serviceUrl: item.type === 'Feature Service' ? url : null,
  };
}

/** Web maps open in TIMS, services in the TIMS map, apps at their own http(s) address. */
function openLink(item: SharedItem, url: string | null, publicUrl: string): ItemView['open'] {
  if (item.type === 'Web Map') {
    return { label: 'Open in TIMS', href: `${publicUrl}/tims/map/wid/${item.id}` };
  }
  if (item.type === 'Feature Service') {
    return { label: 'Open in the TIMS map', href: `${publicUrl}/tims/map/cid/${item.id}` };
  }
  if (url && /^https?:\/\//i.test(url)) return { label: 'Open the app', href: url };
  return null;
}

async function sharedWith(store: PortalStore, caller: Caller, item: SharedItem): Promise<string> {
  switch (item.access) {
    case 'public':
      return 'Everyone (public)';
    case 'org':
      return 'The organization';
    case 'private':
      return 'The owner only';
    case 'shared': {
      const groups = await Promise.all(item.groupIds.map((id) => store.directory.group(id)));
      const titles = groups
        .filter((group) => group !== undefined && canSeeGroup(caller, group))
        .map((group) => group!.title);
      return titles.length > 0 ? `Groups: ${titles.join(', ')}` : 'Groups';
    }
  }
}

/**
 * The operational layers of a web map or scene, each linked to the TIMS map of the Feature
 * Service item it draws from, when the caller may see one.
 */
async function layersOf(
  store: PortalStore,
  caller: Caller,
  item: SharedItem,
  publicUrl: string,
): Promise<ItemView['layers']> {
  let layers: unknown;
  try {
    layers = (JSON.parse(expandPublicUrl(item.data ?? '{}', publicUrl)) as Record<string, unknown>)
      .operationalLayers;
  } catch {
    return [];
  }
  if (!Array.isArray(layers)) return [];
  const services = (await store.directory.items())
    .filter((other) => other.type === 'Feature Service' && other.url && canSeeItem(caller, other))
    .map((other) => ({ id: other.id, url: `${expandPublicUrl(other.url ?? '', publicUrl)}/` }));
  return layers.flatMap((layer: unknown) => {
    if (typeof layer !== 'object' || layer === null) return [];
    const { title, url } = layer as { title?: unknown; url?: unknown };
    if (typeof title !== 'string') return [];
    const service =
      typeof url === 'string' ? services.find((candidate) => url.startsWith(candidate.url)) : null;
    return [{ title, href: service ? `${publicUrl}/tims/map/cid/${service.id}` : null }];
  });
}
