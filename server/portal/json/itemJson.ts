import type { Caller } from '../caller';
import { ORG_ID } from '../constants';
import type { SharedItem } from '../store/directory';
import { expandPublicUrl } from '../publicUrl';

/** The item JSON PortalItem and rest-js read (contract §2.8). */
export function itemJson(item: SharedItem, caller: Caller, publicUrl: string) {
  const json: Record<string, unknown> = {
    id: item.id,
    owner: item.owner,
    orgId: ORG_ID,
    created: Date.parse(item.created_at),
    modified: Date.parse(item.modified_at),
    guid: null,
    name: item.name,
    title: item.title,
    type: item.type,
    typeKeywords: JSON.parse(item.type_keywords) as string[],
    description: item.description,
    tags: JSON.parse(item.tags) as string[],
    snippet: item.snippet,
    thumbnail: item.thumbnail,
    documentation: null,
    extent: item.extent ? (JSON.parse(item.extent) as unknown) : [],
    categories: [],
    spatialReference: null,
    accessInformation: null,
    licenseInfo: null,
    culture: 'en-us',
    properties: null,
    url: item.url === null ? null : expandPublicUrl(item.url, publicUrl),
    access: item.access,
    size: item.data?.length ?? 0,
    numComments: 0,
    numRatings: 0,
    avgRating: 0,
    numViews: 0,
    ownerFolder: null,
    isOrgItem: true,
  };
  // itemControl drives @arcgis/core's "can update" checks; only the owner and admins have it.
  if (caller.kind === 'user' && (caller.isAdmin || caller.user.username === item.owner)) {
    json.itemControl = 'admin';
  }
  return json;
}
