import type { Geometry } from 'geojson';
import type { LayerInfo, LayerQuery, LayerSource } from './layerSource';
import type { Box } from './spatial';
import { memoryStatistics } from './memoryStatistics';
import { compileWhere } from './where/evaluateWhere';

/** A feature of a small layer held in memory (counties, districts), its box worked out once. */
export interface MemoryFeature {
  id: number;
  geometry: Geometry;
  box: Box;
  attributes: Record<string, string | number | null>;
}

const meets = (a: Box, b: Box) => a[0] <= b[2] && a[2] >= b[0] && a[1] <= b[3] && a[3] >= b[1];

/**
 * A layer of a few hundred features at most, filtered in memory with the same where semantics
 * as the database layers; features meet a query's box by their own bounding box.
 */
export function memoryLayer(info: LayerInfo, features: MemoryFeature[]): LayerSource {
  const fields = Object.fromEntries(info.fields.map((field) => [field.name, field]));
  const matching = (query: LayerQuery): MemoryFeature[] => {
    const test = query.where ? compileWhere(query.where, fields) : () => true;
    const ids = query.objectIds ? new Set(query.objectIds) : undefined;
    const found = features.filter(
      (feature) =>
        (!ids || ids.has(feature.id)) &&
        (!query.bbox || meets(feature.box, query.bbox)) &&
        test({ OBJECTID: feature.id, ...feature.attributes }),
    );
    return found.sort((a, b) => {
      for (const { field, descending } of query.orderBy) {
        const [x, y] = [a.attributes[field] ?? null, b.attributes[field] ?? null];
        if (x === y) continue;
        // Nulls first when ascending, as SQLite sorts them.
        const order = x === null ? -1 : y === null ? 1 : x < y ? -1 : 1;
        return descending ? -order : order;
      }
      return a.id - b.id;
    });
  };
  const boxOf = (found: MemoryFeature[]): Box | null =>
    found.length === 0
      ? null
      : found.reduce<Box>(
          (box, { box: b }) => [
            Math.min(box[0], b[0]),
            Math.min(box[1], b[1]),
            Math.max(box[2], b[2]),
            Math.max(box[3], b[3]),
          ],
          [Infinity, Infinity, -Infinity, -Infinity],
        );

  const rowsOf = (query: LayerQuery) =>
    matching({ ...query, orderBy: [] }).map((feature) => ({
      OBJECTID: feature.id,
      ...feature.attributes,
    }));
  const distinct = (query: LayerQuery) =>
    memoryStatistics(rowsOf(query), info.fields, {
      ...query,
      groupBy: query.outFields,
      statistics: [],
    });

  return {
    info,
    extent: async () => boxOf(features),
    count: async (query) => matching(query).length,
    objectIds: async (query) => matching(query).map((feature) => feature.id),
    queryExtent: async (query) => boxOf(matching(query)),
    async features(query) {
      const found = matching(query);
      const page = found.slice(query.offset, query.offset + query.limit);
      const wanted = ['OBJECTID', ...query.outFields];
      return {
        exceededTransferLimit: found.length > query.offset + query.limit,
        features: page.map((feature) => {
          const attributes: Record<string, unknown> = {
            OBJECTID: feature.id,
            ...feature.attributes,
          };
          return {
            type: 'Feature',
            geometry: query.returnGeometry ? feature.geometry : null,
            properties: Object.fromEntries(wanted.map((name) => [name, attributes[name] ?? null])),
          };
        }),
      };
    },
    statistics: async (query) => memoryStatistics(rowsOf(query), info.fields, query),
    distinctValues: async (query) => distinct(query),
    distinctCount: async (query) =>
      distinct({ ...query, orderBy: [], offset: 0, limit: Infinity }).length,
  };
}
