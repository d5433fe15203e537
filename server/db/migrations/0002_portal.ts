import type { Kysely } from 'kysely';

/**
 * The local portal (server/portal): its users, groups, items, stored files, registered apps,
 * tokens and authorization codes. Times are ISO-8601 `text` (they sort and compare as text on
 * both dialects), flags `integer` 0/1, lists and JSON documents `text`. Tokens and codes are
 * stored only as the SHA-256 hex of their value.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('portal_users')
    .addColumn('username', 'text', (column) => column.primaryKey().notNull())
    .addColumn('id', 'text', (column) => column.notNull().unique())
    .addColumn('full_name', 'text', (column) => column.notNull())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('password_hash', 'text', (column) => column.notNull())
    .addColumn('role', 'text', (column) => column.notNull())
    .addColumn('user_type', 'text', (column) => column.notNull())
    .addColumn('access', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('modified_at', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('portal_groups')
    .addColumn('id', 'text', (column) => column.primaryKey().notNull())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('owner', 'text', (column) => column.notNull())
    .addColumn('access', 'text', (column) => column.notNull())
    .addColumn('snippet', 'text', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('tags', 'text', (column) => column.notNull())
    .addColumn('thumbnail', 'text')
    .addColumn('is_invitation_only', 'integer', (column) => column.notNull())
    .addColumn('sort_field', 'text', (column) => column.notNull())
    .addColumn('sort_order', 'text', (column) => column.notNull())
    // Position in portals/self featuredGroups; NULL when the group is not featured.
    .addColumn('featured_rank', 'integer')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('modified_at', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('portal_group_members')
    .addColumn('group_id', 'text', (column) =>
      column.notNull().references('portal_groups.id').onDelete('cascade'),
    )
    .addColumn('username', 'text', (column) =>
      column.notNull().references('portal_users.username').onDelete('cascade'),
    )
    .addColumn('member_type', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('portal_group_members_pkey', ['group_id', 'username'])
    .execute();

  await db.schema
    .createTable('portal_items')
    .addColumn('id', 'text', (column) => column.primaryKey().notNull())
    .addColumn('owner', 'text', (column) => column.notNull().references('portal_users.username'))
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('type_keywords', 'text', (column) => column.notNull())
    .addColumn('name', 'text')
    .addColumn('snippet', 'text', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('tags', 'text', (column) => column.notNull())
    .addColumn('thumbnail', 'text')
    .addColumn('url', 'text')
    .addColumn('access', 'text', (column) => column.notNull())
    .addColumn('extent', 'text')
    .addColumn('data', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('modified_at', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('portal_item_groups')
    .addColumn('item_id', 'text', (column) =>
      column.notNull().references('portal_items.id').onDelete('cascade'),
    )
    .addColumn('group_id', 'text', (column) =>
      column.notNull().references('portal_groups.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('portal_item_groups_pkey', ['item_id', 'group_id'])
    .execute();

  // Thumbnails (folder 'info') and resources of the portal, items and groups, base64 encoded:
  // binary columns differ between the dialects (blob / bytea) and the files are small.
  await db.schema
    .createTable('portal_files')
    .addColumn('owner_type', 'text', (column) => column.notNull())
    .addColumn('owner_id', 'text', (column) => column.notNull())
    .addColumn('folder', 'text', (column) => column.notNull())
    .addColumn('path', 'text', (column) => column.notNull())
    .addColumn('content_type', 'text', (column) => column.notNull())
    .addColumn('content_base64', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('portal_files_pkey', ['owner_type', 'owner_id', 'folder', 'path'])
    .execute();

  await db.schema
    .createTable('portal_apps')
    .addColumn('client_id', 'text', (column) => column.primaryKey().notNull())
    .addColumn('item_id', 'text', (column) => column.notNull().references('portal_items.id'))
    .addColumn('redirect_uris', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('portal_tokens')
    .addColumn('token_hash', 'text', (column) => column.primaryKey().notNull())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('username', 'text', (column) =>
      column.notNull().references('portal_users.username').onDelete('cascade'),
    )
    .addColumn('client_id', 'text')
    // Every token of one sign-in shares it, so revoking the refresh token revokes them all.
    .addColumn('family_id', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .addColumn('revoked', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('portal_tokens_family')
    .on('portal_tokens')
    .column('family_id')
    .execute();

  await db.schema
    .createTable('portal_auth_codes')
    .addColumn('code_hash', 'text', (column) => column.primaryKey().notNull())
    .addColumn('client_id', 'text', (column) => column.notNull())
    .addColumn('redirect_uri', 'text', (column) => column.notNull())
    .addColumn('username', 'text', (column) =>
      column.notNull().references('portal_users.username').onDelete('cascade'),
    )
    .addColumn('code_challenge', 'text', (column) => column.notNull())
    .addColumn('code_challenge_method', 'text', (column) => column.notNull())
    .addColumn('refresh_minutes', 'integer', (column) => column.notNull())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .addColumn('used', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'portal_auth_codes',
    'portal_tokens',
    'portal_apps',
    'portal_files',
    'portal_item_groups',
    'portal_items',
    'portal_group_members',
    'portal_groups',
    'portal_users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
