import type { ProjectBinLevel } from '../../../contracts/projectBins';
import type { LayerField, LayerInfo, LayerSource } from '../layerSource';
import { memoryLayer, type MemoryFeature } from '../memoryLayer';
import { binsRenderer, projectBins } from './projectBins';

const FIELDS: LayerField[] = [
  { name: 'OBJECTID', type: 'oid', alias: 'Object ID' },
  { name: 'projects', type: 'integer', alias: 'Projects' },
];

const LEGEND_TITLE = 'Projects per square';

/**
 * A layer of the Projects FeatureServer counting the projects in the squares of one grid level
 * (projectBins.ts), for the map to draw at small scales instead of every point: a few thousand
 * squares in place of 100,000 points. Made from the points the Projects layer holds for drawing
 * (pointSnapshot.ts), so it is as fresh as they are (at most 2 s behind the database), and made
 * again only when their version changes. Its queries are a memory layer's, with the same
 * semantics as every other layer.
 */
export function projectBinsLayer(points: LayerSource, level: ProjectBinLevel): LayerSource {
  const { snapshot } = points;
  if (!snapshot) throw new Error(`${points.info.name} holds no points for drawing`);
  const km = (level.cellMeters / 1000).toFixed(1);
  const infoOf = (bins: MemoryFeature[]): LayerInfo => ({
    id: level.layerId,
    name: `Projects per square (${km} km)`,
    description:
      `How many projects lie in each square of ${km} km (Web Mercator) that holds any: ` +
      'what the map draws of the projects when zoomed out, in place of every point.',
    geometryType: 'Polygon',
    displayField: 'projects',
    fields: FIELDS,
    renderer: binsRenderer(bins, LEGEND_TITLE),
    maxRecordCount: 2000,
    minScale: level.minScale,
    maxScale: level.maxScale,
  });
  let built: { version: string; layer: LayerSource } | undefined;

  const current = async (): Promise<LayerSource> => {
    const { columns, version } = await snapshot.points();
    if (built?.version !== version) {
      const bins = projectBins(columns, level);
      built = { version, layer: memoryLayer(infoOf(bins), bins) };
    }
    return built.layer;
  };

  return {
    derivedFrom: points,
    // The renderer's stops follow the counts: read after `extent()`, as the layer resource is.
    get info() {
      return built?.layer.info ?? infoOf([]);
    },
    extent: async () => (await current()).extent(),
    count: async (query) => (await current()).count(query),
    objectIds: async (query) => (await current()).objectIds(query),
    queryExtent: async (query) => (await current()).queryExtent(query),
    features: async (query) => (await current()).features(query),
    statistics: async (query) => (await current()).statistics(query),
    distinctValues: async (query) => (await current()).distinctValues(query),
    distinctCount: async (query) => (await current()).distinctCount(query),
  };
}
