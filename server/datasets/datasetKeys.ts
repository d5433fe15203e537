import { createHash } from 'node:crypto';

/**
 * How datasets are named. The public id is ArcGIS Hub's: the portal item id, with `_{layer}` for
 * a layer of a service with several. The glossary's text is stored under a key that does not
 * depend on the portal (`tims:Projects/1`), so pointing TIMS at another portal keeps it.
 */

export const timsKey = (service: string, layer: number) => `tims:${service}/${layer}`;
export const portalKey = (itemId: string, layer: number) => `portal:${itemId}/${layer}`;

/**
 * The item id of a TIMS service that no item of the data group names: stable across restarts
 * and installations, 32 hex digits like a portal's (MD5 of `tims:{Name}`).
 */
export const derivedItemId = (service: string): string =>
  createHash('md5').update(`tims:${service}`).digest('hex');

export function datasetId(itemId: string, layerId: number, multiLayer: boolean): string {
  return multiLayer ? `${itemId}_${layerId}` : itemId;
}

/** `bb16…_1` → item and layer 1; a bare item id → its layer 0 (null: not said). */
export function parseDatasetId(id: string): { itemId: string; layerId: number | null } {
  const [itemId = '', layer] = id.split('_', 2);
  return { itemId, layerId: layer === undefined ? null : Number(layer) };
}
