import { randomInt } from 'node:crypto';
import type { SavedMap, SavedMapInput, Sharing } from '../../contracts/maps';
import type { Db } from '../db/createDatabase';
import type { SavedMapsTable } from '../db/schema';

export type SavedMapSummary = Omit<SavedMap, 'layers'>;

export interface SavedMapsRepository {
  create(owner: string, input: SavedMapInput, now: Date): Promise<SavedMap>;
  get(sid: string): Promise<SavedMap | undefined>;
  /** Replaces the map's content; undefined when there is no such map. */
  update(sid: string, input: SavedMapInput, now: Date): Promise<SavedMap | undefined>;
  /** True when a map was deleted. */
  delete(sid: string): Promise<boolean>;
  listPublic(limit: number): Promise<SavedMapSummary[]>;
  listOwnedBy(owner: string, limit: number): Promise<SavedMapSummary[]>;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Twelve random letters and digits: about 71 bits, so a link-shared map cannot be guessed. */
export function newSid(): string {
  return Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

function toSavedMap(row: SavedMapsTable): SavedMap {
  return { ...toSummary(row), layers: JSON.parse(row.layers) as SavedMap['layers'] };
}

function toSummary(row: Omit<SavedMapsTable, 'layers'>): SavedMapSummary {
  return {
    sid: row.sid,
    owner: row.owner,
    title: row.title,
    description: row.description,
    basemap: row.basemap as SavedMap['basemap'],
    extent: JSON.parse(row.extent) as SavedMap['extent'],
    sharing: row.sharing as Sharing,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

const content = (input: SavedMapInput) => ({
  title: input.title.trim(),
  description: input.description.trim(),
  basemap: input.basemap,
  layers: JSON.stringify(input.layers),
  extent: JSON.stringify(input.extent),
  sharing: input.sharing,
});

const SUMMARY_COLUMNS = [
  'sid',
  'owner',
  'title',
  'description',
  'basemap',
  'extent',
  'sharing',
  'created_at',
  'updated_at',
] as const;

export function savedMapsRepository(db: Db): SavedMapsRepository {
  const get = async (sid: string) => {
    const row = await db
      .selectFrom('saved_maps')
      .selectAll()
      .where('sid', '=', sid)
      .executeTakeFirst();
    return row ? toSavedMap(row) : undefined;
  };
  return {
    async create(owner, input, now) {
      const at = now.toISOString();
      const row: SavedMapsTable = {
        sid: newSid(),
        owner,
        ...content(input),
        created_at: at,
        updated_at: at,
      };
      await db.insertInto('saved_maps').values(row).execute();
      return toSavedMap(row);
    },
    get,
    async update(sid, input, now) {
      const result = await db
        .updateTable('saved_maps')
        .set({ ...content(input), updated_at: now.toISOString() })
        .where('sid', '=', sid)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0 ? get(sid) : undefined;
    },
    async delete(sid) {
      const result = await db.deleteFrom('saved_maps').where('sid', '=', sid).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
    async listPublic(limit) {
      const rows = await db
        .selectFrom('saved_maps')
        .select(SUMMARY_COLUMNS)
        .where('sharing', '=', 'public')
        .orderBy('updated_at', 'desc')
        .limit(limit)
        .execute();
      return rows.map(toSummary);
    },
    async listOwnedBy(owner, limit) {
      const rows = await db
        .selectFrom('saved_maps')
        .select(SUMMARY_COLUMNS)
        .where('owner', '=', owner)
        .orderBy('updated_at', 'desc')
        .limit(limit)
        .execute();
      return rows.map(toSummary);
    },
  };
}
