import type { LayerField, LayerInfo, LayerQuery } from './layerSource';
import { pointAnswer, type PointColumns } from './pointAnswer';
import type { SpatialReferenceKind } from './spatial';
import { compileWhere } from './where/evaluateWhere';
import { WhereError } from './where/whereError';

/**
 * How long a snapshot answers `cacheHint` queries before the database is asked whether the
 * layer changed. A map pages through the layer within this time, so one check serves all
 * of its pages (and they all come from one state of the layer).
 */
export const SNAPSHOT_CHECK_MS = 2_000;

/** Where a snapshot's points come from: the layer's database, read whole. */
export interface PointSnapshotSource {
  /** The attributes held besides the object id (the renderer's, small). */
  fields: readonly string[];
  /** Every point of the layer, its attributes as the layer's features give them. */
  load(): Promise<PointColumns>;
  /**
   * A cheap version of the layer's state (for projects, the one the database keeps): when it
   * is unchanged, the snapshot still holds every point as the database does.
   */
  version(): Promise<string>;
}

/** The page a snapshot answers: rows of `columns` (sorted by object id), and whether more match. */
export interface SnapshotPage {
  columns: PointColumns;
  rows: Int32Array;
  exceededTransferLimit: boolean;
}

/** How a page of points is written: as `parseQueryParams` read it. */
export interface PointOutput {
  outSR: SpatialReferenceKind;
  quantizationParameters?: Record<string, unknown>;
}

/**
 * Written answers kept for the next client asking the same page (as ArcGIS Online's cache
 * keeps `cacheHint` answers), until the layer changes; the oldest go first past this size.
 */
const MAX_KEPT_BYTES = 32 * 1024 * 1024;

export interface PointSnapshot {
  /** Reads the points ahead of the queries (a map asks for the layer first), errors ignored. */
  warm(): void;
  /**
   * The PBF answer (`f=pbf`) of a query the snapshot can answer (see `page`), or undefined.
   */
  pbf(query: LayerQuery, output: PointOutput): Promise<Buffer | undefined>;
  /**
   * The answer to a query the snapshot holds everything for: a `where` over its fields, a box,
   * `outFields` among its fields, ordered by object id (or not at all); undefined for any other
   * query, which the database answers.
   */
  page(query: LayerQuery): Promise<SnapshotPage | undefined>;
  count(query: LayerQuery): Promise<number | undefined>;
  /**
   * Every point held, and the version of the layer they are (checked as a drawing query
   * checks it): for layers made from them, such as the projects counted in squares.
   */
  points(): Promise<{ columns: PointColumns; version: string }>;
}

interface Held {
  columns: PointColumns;
  version: string;
  checkedAt: number;
}

/**
 * A point layer held in memory for the queries ArcGIS clients send to draw it (`cacheHint=true`:
 * the snapshot pages of @arcgis/core, a state's 100,000 projects in a few pages): object ids,
 * coordinates and the renderer's fields, sorted by object id. A page then costs a scan of
 * typed arrays and the PBF writing (milliseconds), where the database would read and sort
 * wide rows for each page (seconds at 100,000 projects). Every other query goes to the database.
 */
export function pointSnapshot(info: LayerInfo, source: PointSnapshotSource): PointSnapshot {
  const heldFields = new Set(['OBJECTID', ...source.fields]);
  const whereFields: Record<string, LayerField> = Object.fromEntries(
    info.fields.filter((field) => heldFields.has(field.name)).map((field) => [field.name, field]),
  );
  let held: Held | undefined;
  let loading: Promise<Held> | undefined;
  /** Written answers of the held version, by query; a Map keeps them oldest first. */
  let kept = new Map<string, Buffer>();
  let keptBytes = 0;

  const fresh = async (): Promise<Held> => {
    if (held && Date.now() - held.checkedAt < SNAPSHOT_CHECK_MS) return held;
    loading ??= (async () => {
      try {
        const version = await source.version();
        if (held && held.version === version) {
          held = { ...held, checkedAt: Date.now() };
        } else {
          held = { columns: await source.load(), version, checkedAt: Date.now() };
          kept = new Map();
          keptBytes = 0;
        }
        return held;
      } finally {
        loading = undefined;
      }
    })();
    return loading;
  };

  /** The test of a query's filters, or undefined when the snapshot cannot answer it. */
  const filterOf = (query: LayerQuery) => {
    if (query.objectIds) return undefined;
    if (query.orderBy.some(({ field, descending }) => field !== 'OBJECTID' || descending)) {
      return undefined;
    }
    if (!query.outFields.every((name) => heldFields.has(name))) return undefined;
    let test: ((attributes: Record<string, unknown>) => boolean) | undefined;
    if (query.where) {
      try {
        test = compileWhere(query.where, whereFields);
      } catch (error) {
        // A field the snapshot does not hold: the database answers (and names any real error).
        if (error instanceof WhereError) return undefined;
        throw error;
      }
    }
    return { test, box: query.bbox };
  };

  const matching = (columns: PointColumns, filter: NonNullable<ReturnType<typeof filterOf>>) => {
    const { ids, lon, lat, attributes } = columns;
    const { test, box } = filter;
    const found = new Int32Array(ids.length);
    let count = 0;
    const record: Record<string, unknown> = {};
    for (let i = 0; i < ids.length; i++) {
      if (box && (lon[i]! < box[0] || lon[i]! > box[2] || lat[i]! < box[1] || lat[i]! > box[3])) {
        continue;
      }
      if (test) {
        record.OBJECTID = ids[i];
        for (const name of source.fields) record[name] = attributes[name]![i];
        if (!test(record)) continue;
      }
      found[count++] = i;
    }
    return found.subarray(0, count);
  };

  const page = async (query: LayerQuery): Promise<SnapshotPage | undefined> => {
    const filter = filterOf(query);
    if (!filter) return undefined;
    const { columns } = await fresh();
    const found = matching(columns, filter);
    const end = Math.min(found.length, query.offset + query.limit);
    return {
      columns,
      rows: found.subarray(Math.min(query.offset, end), end),
      exceededTransferLimit: found.length > query.offset + query.limit,
    };
  };

  return {
    warm() {
      fresh().catch(() => undefined);
    },
    page,
    async pbf(query, output) {
      if (!filterOf(query)) return undefined;
      const { version } = await fresh();
      const key = JSON.stringify([query, output]);
      const known = kept.get(key);
      if (known) return known;
      const found = await page(query);
      if (!found) return undefined;
      const answer = pointAnswer(found.columns, found.rows, {
        fields: info.fields.filter(
          (field) => field.type === 'oid' || query.outFields.includes(field.name),
        ),
        returnGeometry: query.returnGeometry,
        outSR: output.outSR,
        quantization: output.quantizationParameters,
        exceededTransferLimit: found.exceededTransferLimit,
      });
      // Kept only if the layer did not change while it was written.
      if (held?.version === version) {
        kept.set(key, answer);
        keptBytes += answer.length;
        for (const [oldest, bytes] of kept) {
          if (keptBytes <= MAX_KEPT_BYTES) break;
          kept.delete(oldest);
          keptBytes -= bytes.length;
        }
      }
      return answer;
    },
    async count(query) {
      const filter = filterOf({ ...query, outFields: [], orderBy: [] });
      if (!filter) return undefined;
      return matching((await fresh()).columns, filter).length;
    },
    async points() {
      const { columns, version } = await fresh();
      return { columns, version };
    },
  };
}
