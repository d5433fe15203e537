import { ORG_ID } from '../constants';
import type { PortalGroup, PortalUser, SharedItem } from '../store/directory';
import type { Searchable } from './matchQuery';

type Sortable<T> = Searchable<T> & {
  sortValue(record: T, field: string): string | number | undefined;
};

const list = (json: string) => JSON.parse(json) as string[];
const ms = (iso: string) => Date.parse(iso);

export const searchableItem: Sortable<SharedItem> = {
  phraseFields: new Set(['title', 'snippet', 'description']),
  values(item, field) {
    const fields: Record<string, (string | number)[]> = {
      id: [item.id],
      owner: [item.owner],
      title: [item.title],
      type: [item.type],
      typekeywords: list(item.type_keywords),
      tags: list(item.tags),
      group: item.groupIds,
      orgid: [ORG_ID],
      access: [item.access],
      name: item.name ? [item.name] : [],
      snippet: [item.snippet],
      description: [item.description],
      created: [ms(item.created_at)],
      modified: [ms(item.modified_at)],
      uploaded: [ms(item.created_at)],
    };
    return fields[field];
  },
  text: (item) => [item.title, item.snippet, item.description, ...list(item.tags)],
  sortValue(item, field) {
    if (field === 'created' || field === 'modified') return this.values(item, field)?.[0];
    if (field === 'name') return item.name ?? item.title;
    if (['title', 'type', 'owner'].includes(field)) return this.values(item, field)?.[0];
    return undefined;
  },
};

export const searchableGroup: Sortable<PortalGroup> = {
  phraseFields: new Set(['title', 'snippet', 'description']),
  values(group, field) {
    const fields: Record<string, (string | number)[]> = {
      id: [group.id],
      title: [group.title],
      owner: [group.owner],
      access: [group.access],
      tags: list(group.tags),
      orgid: [ORG_ID],
      snippet: [group.snippet],
      description: [group.description],
      created: [ms(group.created_at)],
      modified: [ms(group.modified_at)],
    };
    return fields[field];
  },
  text: (group) => [group.title, group.snippet, group.description, ...list(group.tags)],
  sortValue(group, field) {
    if (field === 'name') return group.title;
    return ['title', 'owner', 'created', 'modified'].includes(field)
      ? this.values(group, field)?.[0]
      : undefined;
  },
};

export const searchableUser: Sortable<PortalUser> = {
  phraseFields: new Set(['fullname']),
  values(user, field) {
    const fields: Record<string, (string | number)[]> = {
      id: [user.id],
      username: [user.username],
      fullname: [user.full_name],
      role: [user.role],
      orgid: [ORG_ID],
      access: [user.access],
      created: [ms(user.created_at)],
      modified: [ms(user.modified_at)],
    };
    return fields[field];
  },
  text: (user) => [user.username, user.full_name],
  sortValue(user, field) {
    if (field === 'fullname' || field === 'name') return user.full_name;
    return ['username', 'created', 'modified', 'role'].includes(field)
      ? this.values(user, field)?.[0]
      : undefined;
  },
};
