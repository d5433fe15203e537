import type { Selectable } from 'kysely';
import type { Db } from '../../db/createDatabase';
import type {
  PortalGroupMembersTable,
  PortalGroupsTable,
  PortalItemsTable,
  PortalUsersTable,
} from '../../db/schema';

export type PortalUser = Selectable<PortalUsersTable>;
export type PortalGroup = Selectable<PortalGroupsTable>;
export type PortalItem = Selectable<PortalItemsTable>;
export type MemberType = PortalGroupMembersTable['member_type'];

export interface Membership {
  group: PortalGroup;
  memberType: MemberType;
}

/** An item with the ids of the groups it is shared with. */
export interface SharedItem extends PortalItem {
  groupIds: string[];
}

/**
 * Users, groups and items. Searches load every row and filter in memory (search/): a local
 * portal holds tens or hundreds of rows, and the query language is far easier to get right
 * in TypeScript than as portable SQL.
 */
export interface Directory {
  user(usernameOrId: string): Promise<PortalUser | undefined>;
  users(): Promise<PortalUser[]>;
  group(id: string): Promise<PortalGroup | undefined>;
  groups(): Promise<PortalGroup[]>;
  memberships(username: string): Promise<Membership[]>;
  members(groupId: string): Promise<{ username: string; memberType: MemberType }[]>;
  item(id: string): Promise<SharedItem | undefined>;
  items(): Promise<SharedItem[]>;
  /** Sets (or with null clears) the user's interface language; their `modified` becomes `now`. */
  setCulture(username: string, culture: string | null, now: Date): Promise<void>;
}

export function directory(db: Db): Directory {
  const sharing = async (itemIds?: string[]) => {
    let query = db.selectFrom('portal_item_groups').selectAll();
    if (itemIds) query = query.where('item_id', 'in', itemIds);
    const groupsOf = new Map<string, string[]>();
    for (const row of await query.orderBy('group_id').execute()) {
      groupsOf.set(row.item_id, [...(groupsOf.get(row.item_id) ?? []), row.group_id]);
    }
    return groupsOf;
  };

  return {
    async user(usernameOrId) {
      return db
        .selectFrom('portal_users')
        .selectAll()
        .where((eb) => eb.or([eb('username', '=', usernameOrId), eb('id', '=', usernameOrId)]))
        .executeTakeFirst();
    },
    users: () => db.selectFrom('portal_users').selectAll().orderBy('username').execute(),
    group: (id) =>
      db.selectFrom('portal_groups').selectAll().where('id', '=', id).executeTakeFirst(),
    groups: () => db.selectFrom('portal_groups').selectAll().orderBy('created_at').execute(),
    async memberships(username) {
      const rows = await db
        .selectFrom('portal_group_members as m')
        .innerJoin('portal_groups as g', 'g.id', 'm.group_id')
        .selectAll('g')
        .select('m.member_type')
        .where('m.username', '=', username)
        .orderBy('g.title')
        .execute();
      return rows.map(({ member_type, ...group }) => ({ group, memberType: member_type }));
    },
    async members(groupId) {
      const rows = await db
        .selectFrom('portal_group_members')
        .select(['username', 'member_type'])
        .where('group_id', '=', groupId)
        .orderBy('username')
        .execute();
      return rows.map((row) => ({ username: row.username, memberType: row.member_type }));
    },
    async item(id) {
      const row = await db
        .selectFrom('portal_items')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      return { ...row, groupIds: (await sharing([id])).get(id) ?? [] };
    },
    async items() {
      const rows = await db.selectFrom('portal_items').selectAll().orderBy('created_at').execute();
      const groupsOf = await sharing();
      return rows.map((row) => ({ ...row, groupIds: groupsOf.get(row.id) ?? [] }));
    },
    async setCulture(username, culture, now) {
      await db
        .updateTable('portal_users')
        .set({ culture, modified_at: now.toISOString() })
        .where('username', '=', username)
        .execute();
    },
  };
}
