import type { Caller } from './caller';
import type { PortalGroup, PortalUser, SharedItem } from './store/directory';

/**
 * Who sees what (contract §4): public to anyone, org to any signed-in user, otherwise the
 * owner, members of a group the item is shared with, and org administrators.
 */
export function canSeeItem(caller: Caller, item: SharedItem): boolean {
  if (item.access === 'public') return true;
  if (caller.kind !== 'user') return false;
  if (caller.isAdmin || item.owner === caller.user.username || item.access === 'org') return true;
  return item.groupIds.some((id) => caller.groupIds.has(id));
}

export function canSeeGroup(caller: Caller, group: PortalGroup): boolean {
  if (group.access === 'public') return true;
  if (caller.kind !== 'user') return false;
  return caller.isAdmin || group.access === 'org' || caller.groupIds.has(group.id);
}

export function canSeeUser(caller: Caller, user: PortalUser): boolean {
  if (user.access === 'public') return true;
  if (caller.kind !== 'user') return false;
  return caller.isAdmin || user.access === 'org' || caller.user.username === user.username;
}

/** `groups` of a user go only to the user themself and to org administrators. */
export function canSeeGroupsOf(caller: Caller, user: PortalUser): boolean {
  return caller.kind === 'user' && (caller.isAdmin || caller.user.username === user.username);
}
