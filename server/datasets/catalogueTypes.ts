import type { DatasetAccess, DatasetMetadataInput, DatasetSummary } from '../../contracts/datasets';
import type { LayerSource } from '../featureServer/layerSource';
import type { Box } from '../featureServer/spatial';

/** The glossary text of a dataset: what an administrator writes (`PUT /admin/datasets/{id}`). */
export type DatasetText = DatasetMetadataInput;

/** A field as its service describes it. */
export interface CatalogueField {
  name: string;
  alias: string;
  /** `oid`, `string`, `integer`, `double`, `date`, or another server's esriFieldType, short. */
  type: string;
  length?: number;
  /** What the service itself says the field is ('' when nothing); the glossary's text wins. */
  description: string;
}

/** What a dataset's data says about itself: read from its layer, kept for a short time. */
export interface DatasetStats {
  recordCount: number | null;
  lastUpdated: string | null;
  extent: Box | null;
}

/**
 * A dataset of the catalogue: where it is served and what it holds, before the glossary's text
 * is laid over it (`glossary.ts`).
 */
export interface CatalogueDataset {
  id: string;
  itemId: string;
  layerId: number;
  /** Where its glossary text is stored (`datasetKeys.ts`). */
  key: string;
  source: DatasetSummary['source'];
  title: string;
  access: DatasetAccess;
  /** `…/FeatureServer/{layer}`. */
  serviceUrl: string;
  portalItemUrl: string;
  /** esriGeometryPoint, esriGeometryPolyline, esriGeometryPolygon…; null for a table. */
  geometryType: string | null;
  fields: CatalogueField[];
  tags: string[];
  /** The text shown until an administrator writes some: TIMS's defaults or the item's words. */
  defaults: DatasetText;
  /** TIMS's own layer (statistics, downloads); null for another server's. */
  layer: LayerSource | null;
  stats(): Promise<DatasetStats>;
}

/** Who is looking: the portal answers a signed-in caller's token with more items. */
export interface Viewer {
  /** The caller's verified portal token, or null for an anonymous visitor. */
  token: string | null;
}

export const ANONYMOUS: Viewer = { token: null };
