import { dirname, join } from 'node:path';
import type * as RestFeatureService from '@esri/arcgis-rest-feature-service' with {
  'resolution-mode': 'import',
};
import type * as RestRequest from '@esri/arcgis-rest-request' with { 'resolution-mode': 'import' };

/** Esri's rest-js, a FeatureServer client TIMS did not write, as the statistics tests use it. */

// The packages ship types for their ESM build only; jest runs their CommonJS build.
/* eslint-disable @typescript-eslint/no-require-imports */
export const { getLayer, queryFeatures } =
  require('@esri/arcgis-rest-feature-service') as typeof RestFeatureService;
export const { ArcGISRequestError } = require('@esri/arcgis-rest-request') as typeof RestRequest;
// rest-js's PBF reader (by path: the package exports only its entry point). Its pbfToArcGIS
// wants a geometry type and an object id, which statistics have not; its decode reads any answer.
export const { decode: decodePbf } = require(
  join(
    dirname(require.resolve('@esri/arcgis-rest-feature-service')),
    'pbf-parser/arcGISPbfParser.js',
  ),
) as { decode(bytes: Uint8Array): PbfAnswer };
/* eslint-enable @typescript-eslint/no-require-imports */

export type Statistic = RestFeatureService.IStatisticDefinition;
export type FeatureSet = RestFeatureService.IQueryFeaturesResponse;
export interface PbfAnswer {
  queryResult: {
    featureResult: {
      geometryType: number;
      fields: { name: string }[];
      features: { attributes: Record<string, unknown>[] }[];
    };
  };
}

export const statistic = (
  statisticType: string,
  onStatisticField: string,
  outStatisticFieldName: string,
): Statistic => ({ statisticType, onStatisticField, outStatisticFieldName }) as Statistic;

export const attributesOf = (set: FeatureSet) => set.features.map((feature) => feature.attributes);
