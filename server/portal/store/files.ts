import type { Db } from '../../db/createDatabase';
import type { PortalAppsTable, PortalFilesTable } from '../../db/schema';

export interface StoredFile {
  contentType: string;
  content: Buffer;
}

export interface Files {
  file(
    ownerType: PortalFilesTable['owner_type'],
    ownerId: string,
    folder: PortalFilesTable['folder'],
    path: string,
  ): Promise<StoredFile | undefined>;
  app(clientId: string): Promise<{ itemId: string; redirectUris: string[] } | undefined>;
}

/** Stored thumbnails and resources, and the registered OAuth apps. */
export function files(db: Db): Files {
  return {
    async file(ownerType, ownerId, folder, path) {
      const row = await db
        .selectFrom('portal_files')
        .select(['content_type', 'content_base64'])
        .where('owner_type', '=', ownerType)
        .where('owner_id', '=', ownerId)
        .where('folder', '=', folder)
        .where('path', '=', path)
        .executeTakeFirst();
      if (!row) return undefined;
      return { contentType: row.content_type, content: Buffer.from(row.content_base64, 'base64') };
    },
    async app(clientId) {
      const row: Pick<PortalAppsTable, 'item_id' | 'redirect_uris'> | undefined = await db
        .selectFrom('portal_apps')
        .select(['item_id', 'redirect_uris'])
        .where('client_id', '=', clientId)
        .executeTakeFirst();
      if (!row) return undefined;
      return { itemId: row.item_id, redirectUris: JSON.parse(row.redirect_uris) as string[] };
    },
  };
}
