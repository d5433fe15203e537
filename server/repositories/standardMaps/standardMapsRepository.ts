import { sql, type SqlBool } from 'kysely';
import {
  EDITIONS_KEPT,
  STANDARD_MAP_CATEGORIES,
  type StandardMapCategory,
  type StandardMapSort,
  type StandardMapSource,
} from '../../../contracts/standardMapFields';
import type { Db } from '../../db/createDatabase';
import { escapeLike, searchWords } from '../projects/searchFilters';
import {
  searchText,
  sortTitle,
  toEdition,
  toMap,
  type EditionRow,
  type MapRow,
  type StoredEdition,
  type StoredFile,
  type StoredMap,
} from './standardMapRows';

export interface MapFilters {
  category?: StandardMapCategory[];
  district?: number[];
  county?: string[];
  q?: string;
  /** Administrators see unpublished maps too. */
  includeUnpublished: boolean;
}

export interface MapMetadata {
  title: string;
  category: StandardMapCategory;
  district: number | null;
  county: { fips: string; name: string } | null;
  description: string;
  published: boolean;
}

/** A new edition: for a new map its metadata too (an existing map keeps its own). */
export interface NewEdition {
  mapId: string;
  mapSource: StandardMapSource;
  metadata: MapMetadata;
  id: string;
  date: string;
  source: StandardMapSource;
  files: StoredFile[];
  thumbnailBytes: number;
  previewBytes: number;
  username: string;
  now: Date;
}

export interface StandardMapsRepository {
  list(
    filters: MapFilters,
    sort: { sort: StandardMapSort; order: 'asc' | 'desc' },
    page: { offset: number; limit: number },
  ): Promise<{ items: StoredMap[]; total: number }>;
  get(id: string): Promise<(StoredMap & { editions: StoredEdition[] }) | undefined>;
  edition(mapId: string, editionId: string): Promise<StoredEdition | undefined>;
  /**
   * Adds an edition (and the map, when new), makes it current and drops the oldest beyond
   * `EDITIONS_KEPT`, in one transaction. Returns the editions dropped: their files go next.
   */
  addEdition(edition: NewEdition): Promise<{ map: StoredMap; dropped: string[] }>;
  updateMetadata(
    id: string,
    metadata: MapMetadata,
    username: string,
    now: Date,
  ): Promise<StoredMap | undefined>;
  /** Deletes the map and its editions; the ids of the editions, or undefined when none. */
  deleteMap(id: string): Promise<string[] | undefined>;
  /** Deletes one edition; a map's only edition stays (delete the map instead). */
  deleteEdition(
    mapId: string,
    editionId: string,
  ): Promise<'deleted' | 'only-edition' | 'not-found'>;
  /** `{mapId}/{editionId}` of every edition: what the files on disk may be. */
  editionKeys(): Promise<Set<string>>;
  /** Ids of the maps that have an edition. */
  mapIds(): Promise<Set<string>>;
}

/** Categories in their listed order (Statewide, District, County …), as literals: constants. */
const CATEGORY_RANK = sql<number>`case ${sql.ref('category')} ${sql.join(
  STANDARD_MAP_CATEGORIES.map((category, i) => sql`when ${sql.lit(category)} then ${sql.lit(i)}`),
  sql` `,
)} else ${sql.lit(STANDARD_MAP_CATEGORIES.length)} end`;

export function standardMapsRepository(db: Db): StandardMapsRepository {
  async function editionsOf(rows: EditionRow[]): Promise<StoredEdition[]> {
    if (rows.length === 0) return [];
    const files = await db
      .selectFrom('standard_map_files')
      .selectAll()
      .where(
        'edition_id',
        'in',
        rows.map((row) => row.id),
      )
      .execute();
    return rows.map((row) => toEdition(row, files));
  }

  async function withCurrent(rows: MapRow[]): Promise<StoredMap[]> {
    const ids = rows.map((row) => row.current_edition_id).filter((id) => id !== null);
    if (ids.length === 0) return [];
    const editions = await editionsOf(
      await db.selectFrom('standard_map_editions').selectAll().where('id', 'in', ids).execute(),
    );
    const byId = new Map(editions.map((edition) => [edition.id, edition]));
    return rows.flatMap((row) => {
      const current = row.current_edition_id ? byId.get(row.current_edition_id) : undefined;
      return current ? [toMap(row, current)] : [];
    });
  }

  const matching = (filters: MapFilters) => {
    let query = db.selectFrom('standard_maps').where('current_edition_id', 'is not', null);
    if (!filters.includeUnpublished) query = query.where('published', '=', 1);
    if (filters.category?.length) query = query.where('category', 'in', filters.category);
    if (filters.district?.length) query = query.where('district', 'in', filters.district);
    if (filters.county?.length) query = query.where('county_fips', 'in', filters.county);
    for (const word of searchWords(filters.q)) {
      query = query.where(
        sql<SqlBool>`${sql.ref('search')} like ${`%${escapeLike(word)}%`} escape '\\'`,
      );
    }
    return query;
  };

  async function prune(trx: Db, mapId: string): Promise<string[]> {
    const old = await trx
      .selectFrom('standard_map_editions')
      .select('id')
      .where('map_id', '=', mapId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(EDITIONS_KEPT)
      .limit(1000)
      .execute();
    const ids = old.map((row) => row.id);
    if (ids.length > 0)
      await trx.deleteFrom('standard_map_editions').where('id', 'in', ids).execute();
    return ids;
  }

  async function get(id: string) {
    const row = await db
      .selectFrom('standard_maps')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return undefined;
    const editions = await editionsOf(
      await db
        .selectFrom('standard_map_editions')
        .selectAll()
        .where('map_id', '=', id)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute(),
    );
    const current = editions.find((edition) => edition.id === row.current_edition_id);
    return current ? { ...toMap(row, current), editions } : undefined;
  }

  const metadataColumns = (metadata: MapMetadata) => ({
    title: metadata.title,
    category: metadata.category,
    district: metadata.district,
    county_fips: metadata.county?.fips ?? null,
    county_name: metadata.county?.name ?? null,
    description: metadata.description,
    published: metadata.published ? 1 : 0,
    sort_title: sortTitle(metadata.title),
    search: searchText({ ...metadata, countyName: metadata.county?.name ?? null }),
  });

  return {
    async list(filters, { sort, order }, { offset, limit }) {
      let query = matching(filters).selectAll();
      if (sort === 'category') {
        query = query.orderBy(CATEGORY_RANK, order).orderBy('sort_title', 'asc');
      } else if (sort === 'title') {
        query = query.orderBy('sort_title', order);
      } else {
        query = query.orderBy('edition_date', order).orderBy('sort_title', 'asc');
      }
      const rows = await query.orderBy('id', 'asc').offset(offset).limit(limit).execute();
      const items = await withCurrent(rows);
      if (offset === 0 && rows.length < limit) return { items, total: rows.length };
      const count = await matching(filters)
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .executeTakeFirstOrThrow();
      return { items, total: Number(count.total) };
    },

    get,

    async edition(mapId, editionId) {
      const row = await db
        .selectFrom('standard_map_editions')
        .selectAll()
        .where('id', '=', editionId)
        .where('map_id', '=', mapId)
        .executeTakeFirst();
      return row ? (await editionsOf([row]))[0] : undefined;
    },

    async addEdition(edition) {
      const at = edition.now.toISOString();
      const dropped = await db.transaction().execute(async (trx) => {
        const exists = await trx
          .selectFrom('standard_maps')
          .select('id')
          .where('id', '=', edition.mapId)
          .executeTakeFirst();
        if (!exists) {
          await trx
            .insertInto('standard_maps')
            .values({
              id: edition.mapId,
              source: edition.mapSource,
              ...metadataColumns(edition.metadata),
              current_edition_id: null,
              edition_date: null,
              created_by: edition.username,
              created_at: at,
              updated_by: edition.username,
              updated_at: at,
            })
            .execute();
        }
        await trx
          .insertInto('standard_map_editions')
          .values({
            id: edition.id,
            map_id: edition.mapId,
            edition_date: edition.date,
            source: edition.source,
            thumbnail_bytes: edition.thumbnailBytes,
            preview_bytes: edition.previewBytes,
            created_by: edition.username,
            created_at: at,
          })
          .execute();
        await trx
          .insertInto('standard_map_files')
          .values(
            edition.files.map((file) => ({
              edition_id: edition.id,
              position: file.position,
              size_name: file.sizeName,
              width_pt: file.widthPt,
              height_pt: file.heightPt,
              pages: file.pages,
              bytes: file.bytes,
              sha256: file.sha256,
            })),
          )
          .execute();
        await trx
          .updateTable('standard_maps')
          .set({ current_edition_id: edition.id, edition_date: edition.date })
          .where('id', '=', edition.mapId)
          .execute();
        return prune(trx, edition.mapId);
      });
      const map = await get(edition.mapId);
      if (!map) throw new Error(`Standard map ${edition.mapId} vanished while being written`);
      return { map, dropped };
    },

    async updateMetadata(id, metadata, username, now) {
      const result = await db
        .updateTable('standard_maps')
        .set({ ...metadataColumns(metadata), updated_by: username, updated_at: now.toISOString() })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0 ? get(id) : undefined;
    },

    async deleteMap(id) {
      return db.transaction().execute(async (trx) => {
        const editions = await trx
          .selectFrom('standard_map_editions')
          .select('id')
          .where('map_id', '=', id)
          .execute();
        const result = await trx
          .deleteFrom('standard_maps')
          .where('id', '=', id)
          .executeTakeFirst();
        if (Number(result.numDeletedRows) === 0) return undefined;
        return editions.map((edition) => edition.id);
      });
    },

    async deleteEdition(mapId, editionId) {
      return db.transaction().execute(async (trx) => {
        const editions = await trx
          .selectFrom('standard_map_editions')
          .select(['id', 'edition_date'])
          .where('map_id', '=', mapId)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .execute();
        if (!editions.some((edition) => edition.id === editionId)) return 'not-found';
        if (editions.length === 1) return 'only-edition';
        await trx.deleteFrom('standard_map_editions').where('id', '=', editionId).execute();
        const newest = editions.find((edition) => edition.id !== editionId)!;
        await trx
          .updateTable('standard_maps')
          .set({ current_edition_id: newest.id, edition_date: newest.edition_date })
          .where('id', '=', mapId)
          .execute();
        return 'deleted';
      });
    },

    async editionKeys() {
      const rows = await db.selectFrom('standard_map_editions').select(['map_id', 'id']).execute();
      return new Set(rows.map((row) => `${row.map_id}/${row.id}`));
    },

    async mapIds() {
      const rows = await db
        .selectFrom('standard_maps')
        .select('id')
        .where('current_edition_id', 'is not', null)
        .execute();
      return new Set(rows.map((row) => row.id));
    },
  };
}
