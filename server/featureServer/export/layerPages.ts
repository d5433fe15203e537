import type { LayerFeature, LayerQuery, LayerSource } from '../layerSource';
import type { WhereNode } from '../where/parseWhere';

/**
 * Every feature of a layer meeting `where`, page by page (`maxRecordCount` at a time), each page
 * read only when the one before has been consumed. Pages follow the object id (`OBJECTID > last`)
 * in the order every layer falls back to without `orderBy` — its key, which spells the object id
 * at a fixed width (PIDs, structure numbers) and so sorts as it does, on the key's index — so a
 * feature added or removed while a download runs never shifts the pages, and nothing is read
 * twice or skipped.
 */
export async function* layerPages(
  layer: LayerSource,
  where: WhereNode | undefined,
  options: { returnGeometry: boolean; pageSize?: number },
): AsyncGenerator<LayerFeature[]> {
  const objectId = layer.info.fields.find((field) => field.type === 'oid')?.name ?? 'OBJECTID';
  const limit = Math.min(options.pageSize ?? layer.info.maxRecordCount, layer.info.maxRecordCount);
  let last: number | undefined;
  for (;;) {
    const after: WhereNode | undefined =
      last === undefined
        ? undefined
        : {
            kind: 'compare',
            left: { kind: 'field', name: objectId },
            op: '>',
            right: { kind: 'value', value: last },
          };
    const query: LayerQuery = {
      where: where && after ? { kind: 'and', parts: [where, after] } : (where ?? after),
      orderBy: [],
      offset: 0,
      limit,
      outFields: layer.info.fields.map((field) => field.name),
      returnGeometry: options.returnGeometry,
    };
    const page = await layer.features(query);
    const ids = page.features.map((feature) => Number(feature.properties[objectId]));
    if (ids.some((id, i) => id <= (i === 0 ? (last ?? -Infinity) : ids[i - 1]!))) {
      throw new Error(`${layer.info.name} does not list its features in object id order`);
    }
    if (page.features.length > 0) yield page.features;
    if (!page.exceededTransferLimit || page.features.length === 0) return;
    last = ids.at(-1);
  }
}
