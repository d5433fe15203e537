import { staffGroupId } from '../../auth/staffGroup';
import type { Config } from '../../config/config';
import type { Db } from '../../db/createDatabase';
import { DEMO_PASSWORD, GROUP_IDS, ITEM_IDS, PUBLIC_URL_MARK } from '../constants';
import { hashPassword } from '../secrets';
import { extentOf } from './extents';
import { SEED_ITEMS, type SeedItem } from './items';
import { SEED_USERS, seedGroups } from './organisation';
import { portalThumbnailSvg, thumbnailSvg } from './thumbnails';

/**
 * When the organisation was set up: fixed, so `created` and sorting are the same every time.
 * Groups and items carry their own dates, spread over the two years since.
 */
const SEEDED_AT = new Date('2024-11-04T15:00:00Z');

/** The kind of item named on its thumbnail, so gallery cards tell maps from apps at a glance. */
const BADGES: Record<string, string> = {
  'Web Map': 'Web map',
  'Web Scene': 'Web scene',
  'Web Mapping Application': 'Web app',
  Dashboard: 'Dashboard',
  'Web Experience': 'Experience',
  'Feature Service': 'Feature layer',
};

const isoOr = (date: string | undefined, fallback: string) =>
  date ? new Date(date).toISOString() : fallback;

/** The registered app's redirect URIs (redirectUris.ts explains `:*`). */
export const APP_REDIRECT_URIS = [
  `${PUBLIC_URL_MARK}/tims/auth`,
  'http://localhost:*/tims/auth',
  'http://127.0.0.1:*/tims/auth',
  // The OAuth popup comes back to this page (spec §3 popupCallbackUrl).
  `${PUBLIC_URL_MARK}/tims/oauth-callback.html`,
  'http://localhost:*/tims/oauth-callback.html',
  'http://127.0.0.1:*/tims/oauth-callback.html',
];

/**
 * Keeps TIMS's own app registration at the pages this version signs in through, on every start:
 * a portal seeded by an older version lacks the popup's callback page. Only the TIMS app's row is
 * touched, and only when the demo organisation exists (its item is the row's owner).
 */
export async function updateTimsAppRedirects(db: Db, config: Config): Promise<void> {
  const redirects = JSON.stringify(APP_REDIRECT_URIS);
  await db
    .updateTable('portal_apps')
    .set({ redirect_uris: redirects })
    .where('client_id', '=', config.portal.appId)
    .where('item_id', '=', ITEM_IDS.app)
    .where('redirect_uris', '<>', redirects)
    .execute();
}

const svg = (content: string) => ({
  content_type: 'image/svg+xml',
  content_base64: Buffer.from(content).toString('base64'),
});

/**
 * Seeds the demo organisation (README) when the portal has no users yet, in one transaction.
 * Every insert ignores rows that exist, so two instances starting together on one PostgreSQL
 * database cannot fail each other. Returns whether anything was seeded.
 */
export async function seedPortal(db: Db, config: Config): Promise<boolean> {
  const existing = await db.selectFrom('portal_users').select('username').limit(1).execute();
  if (existing.length > 0) return false;

  const at = SEEDED_AT.toISOString();
  const stamps = { created_at: at, modified_at: at };
  const users = await Promise.all(
    SEED_USERS.map(async (user) => ({
      ...user,
      ...stamps,
      password_hash: await hashPassword(DEMO_PASSWORD),
    })),
  );
  // Always a staff group: with the local portal, staffGroupId is never null.
  const staffGroup = staffGroupId(config) ?? GROUP_IDS.staff;
  const groups = seedGroups(config.portal.adminGroupId, staffGroup);
  // Items written for the default id are shared with the staff group TIMS counts.
  const groupOf = (id: string) => (id === GROUP_IDS.staff ? staffGroup : id);

  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('portal_users')
      .values(users)
      .onConflict((c) => c.doNothing())
      .execute();
    for (const { members, tags, motif, colour, created, modified, ...group } of groups) {
      await trx
        .insertInto('portal_groups')
        .values({
          ...group,
          created_at: isoOr(created, at),
          modified_at: isoOr(modified ?? created, at),
          tags: JSON.stringify(tags),
        })
        .onConflict((c) => c.doNothing())
        .execute();
      for (const member of members) {
        await trx
          .insertInto('portal_group_members')
          .values({ group_id: group.id, username: member.username, member_type: member.memberType })
          .onConflict((c) => c.doNothing())
          .execute();
      }
      await trx
        .insertInto('portal_files')
        .values({
          owner_type: 'group',
          owner_id: group.id,
          folder: 'info',
          path: 'thumbnail.svg',
          ...svg(thumbnailSvg(group.title, motif, colour)),
        })
        .onConflict((c) => c.doNothing())
        .execute();
    }

    const appItem: SeedItem = {
      id: ITEM_IDS.app,
      owner: 'tims.admin',
      title: 'TIMS',
      type: 'Application',
      typeKeywords: ['Application', 'Registered App'],
      snippet: 'The TIMS web app, registered for OAuth 2.0 sign-in.',
      description: `Client id ${config.portal.appId}.`,
      tags: ['TIMS', 'OAuth'],
      access: 'private',
      url: `${PUBLIC_URL_MARK}/tims/`,
      data: null,
      groupIds: [],
      motif: 'shield',
    };
    for (const item of [...SEED_ITEMS, appItem]) {
      const { groupIds, motif, colour, typeKeywords, tags, created, modified, covers, ...fields } =
        item;
      await trx
        .insertInto('portal_items')
        .values({
          ...fields,
          created_at: isoOr(created, at),
          modified_at: isoOr(modified ?? created, at),
          name: null,
          type_keywords: JSON.stringify(typeKeywords),
          tags: JSON.stringify(tags),
          thumbnail: 'thumbnail/thumbnail.svg',
          extent: extentOf(covers, config.department.stateFips),
        })
        .onConflict((c) => c.doNothing())
        .execute();
      for (const groupId of groupIds) {
        await trx
          .insertInto('portal_item_groups')
          .values({ item_id: item.id, group_id: groupOf(groupId) })
          .onConflict((c) => c.doNothing())
          .execute();
      }
      await trx
        .insertInto('portal_files')
        .values({
          owner_type: 'item',
          owner_id: item.id,
          folder: 'info',
          path: 'thumbnail/thumbnail.svg',
          ...svg(thumbnailSvg(item.title, motif, colour, BADGES[item.type])),
        })
        .onConflict((c) => c.doNothing())
        .execute();
    }

    await trx
      .insertInto('portal_files')
      .values({
        owner_type: 'portal',
        owner_id: '',
        folder: 'resources',
        path: 'thumbnail.svg',
        ...svg(portalThumbnailSvg()),
      })
      .onConflict((c) => c.doNothing())
      .execute();
    await trx
      .insertInto('portal_apps')
      .values({
        client_id: config.portal.appId,
        item_id: ITEM_IDS.app,
        redirect_uris: JSON.stringify(APP_REDIRECT_URIS),
      })
      .onConflict((c) => c.doNothing())
      .execute();
  });
  return true;
}
