import { Type, type TSchema } from '@sinclair/typebox';
import { ErrorBody } from '../../contracts/errors';
import { CALLBACK_NAME } from './answerFormat';

/**
 * The FeatureServer routes as the OpenAPI document describes them. They speak ArcGIS REST, not
 * TIMS's API: answers are ArcGIS JSON (or GeoJSON, PBF, JSONP as `f` asks), and a request that
 * cannot be served is answered at HTTP 200 with ArcGIS's envelope, as ArcGIS Server does. So
 * the parameters are documented but never refused by Fastify (`attachValidation`): the route
 * reads them itself and answers ArcGIS's 400 envelope, naming what is wrong.
 */
const text = (description: string) => Type.Optional(Type.String({ description }));

const COMMON = {
  f: text(
    'Answer format, without regard to case: `json` (default), `pjson`; queries also `geojson` and `pbf`. Another is refused ("Invalid format")',
  ),
  token: text(
    'A portal token of DOT staff, for a staff-only service (Bridges); or send `Authorization: Bearer …`',
  ),
  callback: Type.Optional(
    Type.String({
      description:
        'JSONP: the name of a function to call with the JSON (`json`, `pjson`, `geojson`; not `pbf`), answered as `/**/name({…});` in `application/javascript`. A JavaScript name, or up to 8 joined by dots, each at most 64 characters; anything else is refused ("Invalid callback function name.")',
      pattern: CALLBACK_NAME.source,
    }),
  ),
};

const QUERY = {
  ...COMMON,
  where: text("Esri standardized SQL over the layer's fields, e.g. `phase = 'Construction'`"),
  objectIds: text('Comma-separated object ids'),
  geometry: text('An envelope (`xmin,ymin,xmax,ymax` or JSON) or a point the features must meet'),
  geometryType: text('`esriGeometryEnvelope` or `esriGeometryPoint`'),
  inSR: text('Spatial reference of `geometry`: 4326, 4269, 102100 or 3857'),
  spatialRel: text('`esriSpatialRelIntersects` (the only relation supported)'),
  distance: text('A buffer around `geometry`, in `units`'),
  units: text('Units of `distance`: `esriSRUnit_Meter`, `esriSRUnit_Kilometer`, …'),
  outFields: text('Comma-separated fields to return, or `*`'),
  returnGeometry: text('`false` to leave geometry out'),
  outSR: text('Spatial reference of the answer: 4326 (default) or 102100/3857'),
  orderByFields: text(
    '`field ASC|DESC, …` (at most 64 terms, each field once); with statistics, group fields or out-statistic names',
  ),
  resultOffset: text('Features (or groups) to skip: a whole number from 0 to 1,000,000,000'),
  resultRecordCount: text(
    'Features (or groups) to return, at most `maxRecordCount` (times `maxRecordCountFactor`)',
  ),
  maxRecordCountFactor: text(
    'A whole number from 1 to 5: `resultRecordCount` may then reach `maxRecordCount` times it (as ArcGIS Online allows)',
  ),
  cacheHint: text(
    '`true`: the client draws the layer and accepts an answer up to 2 s behind the database; points are then served from memory',
  ),
  geometryPrecision: text(
    'Decimal places of the coordinates (after `outSR`): a whole number from 0 to 17; others are refused',
  ),
  maxAllowableOffset: text('A number of 0 or more; accepted, not applied'),
  quantizationParameters: text(
    '`f=pbf`: JSON `{ mode: view|edit, originPosition: upperLeft|lowerLeft, tolerance > 0, extent }`',
  ),
  returnCountOnly: text('`true`: `{ count }` only'),
  returnIdsOnly: text('`true`: the object ids only'),
  returnExtentOnly: text('`true`: the extent of the matching features only'),
  outStatistics: text(
    'JSON array of `{ statisticType: count|sum|min|max|avg|stddev|var, onStatisticField, outStatisticFieldName }` (at most 20)',
  ),
  groupByFieldsForStatistics: text('Comma-separated fields to group statistics by (at most 20)'),
  having: text('A condition on the groups, e.g. `COUNT(*) > 10 AND SUM(estimatedCost) > 1e6`'),
  returnDistinctValues: text('`true`: the distinct combinations of `outFields`'),
};

const ServiceParams = Type.Object({
  service: Type.String({ description: 'Projects, Bridges, Counties, Districts or States' }),
});
const LayerParams = Type.Object({
  service: Type.String({ description: 'Projects, Bridges, Counties, Districts or States' }),
  layer: Type.String({ description: 'The layer number, from 0' }),
});

const arcgis = (description: string) =>
  Type.Object(
    {},
    {
      additionalProperties: true,
      description: `${description} An error is answered at HTTP 200 as ArcGIS does: \`{ "error": { "code": 400|498|499|403|500, "message", "details": [] } }\`.`,
    },
  );

const BODY_ERRORS = {
  400: { ...ErrorBody, description: 'An address or a form body that cannot be read' },
  413: { ...ErrorBody, description: 'A body over 1 MB' },
  415: { ...ErrorBody, description: 'A body that is not a form or JSON' },
};

export interface FeatureServerRouteSchema {
  summary: string;
  description?: string;
  /** Anyone may read; a staff-only service (Bridges) wants the portal token. */
  security: Record<string, string[]>[];
  params: TSchema;
  querystring: TSchema;
  response: Record<number, TSchema>;
}

function schema(
  summary: string,
  answer: string,
  params: TSchema,
  parameters: Record<string, TSchema>,
): FeatureServerRouteSchema {
  return {
    summary,
    security: [{}, { portalToken: [] }],
    params,
    querystring: Type.Object(parameters, { additionalProperties: true }),
    response: { 200: arcgis(answer), ...BODY_ERRORS },
  };
}

export const FEATURE_SERVER_SCHEMAS = {
  service: schema(
    'A FeatureServer: its layers, extent and capabilities (ArcGIS REST)',
    'The service resource of ArcGIS REST.',
    ServiceParams,
    COMMON,
  ),
  layers: schema(
    'Every layer of a FeatureServer with its fields, renderer and capabilities',
    '`{ layers: [ … ], tables: [] }`.',
    ServiceParams,
    COMMON,
  ),
  layer: schema(
    'One layer: its fields, renderer, extent and what its queries support',
    'The layer resource of ArcGIS REST (`supportsStatistics`, `advancedQueryCapabilities`, …).',
    LayerParams,
    COMMON,
  ),
  query: {
    ...schema(
      'Query a layer: features, counts, ids, extents, statistics, distinct values',
      'A feature set (`fields`, `features`, `exceededTransferLimit`), `{ count }`, `{ objectIds }`, `{ extent }`, statistics (`displayFieldName`, `fieldAliases`, `fields`, `features`), or a GeoJSON FeatureCollection; `f=pbf` answers Esri PBF.',
      LayerParams,
      QUERY,
    ),
    description:
      'ArcGIS REST `query` (contract §2.14). Filters, sorting and paging run in the database. Statistics: `outStatistics` with `groupByFieldsForStatistics`, `having`, `orderByFields` on out-statistic names, paged groups; `stddev` and `var` are the sample ones. `returnDistinctValues` with `outFields` (and `returnCountOnly`). Parameters may also be sent as a form body (POST).',
  },
};
