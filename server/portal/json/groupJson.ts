import type { PortalGroup } from '../store/directory';

/** The group JSON that PortalGroup.fromJSON and rest-js read (contract §2.6). */
export function groupJson(group: PortalGroup): Record<string, unknown> {
  return {
    id: group.id,
    title: group.title,
    owner: group.owner,
    access: group.access,
    snippet: group.snippet,
    description: group.description,
    tags: JSON.parse(group.tags) as string[],
    thumbnail: group.thumbnail,
    isInvitationOnly: group.is_invitation_only === 1,
    isViewOnly: false,
    sortField: group.sort_field,
    sortOrder: group.sort_order,
    isFav: false,
    protected: true,
    created: Date.parse(group.created_at),
    modified: Date.parse(group.modified_at),
  };
}
