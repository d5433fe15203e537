import { PbfWriter } from './pbfWriter';
import type { LayerField } from './layerSource';
import { lonLatToMercator, type SpatialReferenceKind } from './spatial';
import type { FieldType } from './where/whereToSql';

/** Esri's FeatureCollectionPBuffer numbers (FeatureCollection.proto). */
const FIELD_TYPE: Record<FieldType, number> = {
  oid: 6, // esriFieldTypeOID
  string: 4,
  integer: 1,
  double: 3,
  date: 5,
};
const GEOMETRY_TYPE_POINT = 0;
const UPPER_LEFT = 0;
const LOWER_LEFT = 1;

/** Points to write: their object ids, WGS84 coordinates and attributes, one column each. */
export interface PointColumns {
  ids: Float64Array;
  lon: Float64Array;
  lat: Float64Array;
  /** Values by field name, in the order of `ids`: as the layer's features give them. */
  attributes: Record<string, (string | number | null)[]>;
}

export interface PointAnswerOptions {
  /** Fields of the answer, the object id's first. */
  fields: LayerField[];
  returnGeometry: boolean;
  outSR: SpatialReferenceKind;
  /** `quantizationParameters` as `parseQueryParams` checked them. */
  quantization?: Record<string, unknown>;
  exceededTransferLimit: boolean;
}

/**
 * The PBF answer of a page of points (`f=pbf`), written straight from columns: the same
 * FeatureCollectionPBuffer Koop writes (fields, object id, `exceededTransferLimit`, a transform
 * and `sint64` coordinates, dates as `sint64` epoch milliseconds), but without a GeoJSON
 * feature, an Esri JSON feature and a protobuf message object per point.
 *
 * Without `quantizationParameters`, coordinates are whole multiples of 10⁻⁴ m (Web Mercator)
 * or 10⁻⁹° (WGS84) from the origin, as Koop writes them. With them, multiples of `tolerance`
 * from the extent's upper-left (or lower-left) corner, as ArcGIS Online answers tile queries:
 * a point keeps its own place to the tolerance (a pixel of the tile), none is dropped, so every
 * project stays on the map and can be identified.
 */
export function pointAnswer(
  columns: PointColumns,
  rows: Int32Array | number[],
  options: PointAnswerOptions,
): Buffer {
  const { fields, returnGeometry, outSR, quantization } = options;
  const mercator = outSR === 'web-mercator';
  const extent = quantization?.extent as Record<string, number> | undefined;
  const origin = String(quantization?.originPosition ?? 'upperLeft').startsWith('lower')
    ? LOWER_LEFT
    : UPPER_LEFT;
  const scale = quantization ? Number(quantization.tolerance ?? 1) : mercator ? 1e-4 : 1e-9;
  const translateX = extent ? extent.xmin! : 0;
  const translateY = extent ? (origin === LOWER_LEFT ? extent.ymin! : extent.ymax!) : 0;

  const pbf = new PbfWriter();
  pbf.begin(2); // queryResult
  pbf.begin(1); // featureResult
  pbf.string(1, 'OBJECTID');
  pbf.uint(7, GEOMETRY_TYPE_POINT);
  pbf.begin(8); // spatialReference
  pbf.uint(1, mercator ? 102100 : 4326).uint(2, mercator ? 3857 : 4326);
  pbf.end();
  pbf.bool(9, options.exceededTransferLimit);
  pbf.begin(12); // transform
  pbf.uint(1, origin);
  pbf.begin(2).double(1, scale).double(2, scale).end();
  pbf.begin(3).double(1, translateX).double(2, translateY).end();
  pbf.end();
  for (const field of fields) {
    pbf.begin(13).string(1, field.name).uint(2, FIELD_TYPE[field.type]).string(3, field.alias);
    pbf.end();
  }
  const values = fields.map((field) =>
    field.type === 'oid' ? null : (columns.attributes[field.name] ?? []),
  );
  for (const row of rows) {
    pbf.begin(15); // feature
    fields.forEach((field, i) => {
      pbf.begin(1); // attribute value
      const value = field.type === 'oid' ? columns.ids[row]! : values[i]![row];
      if (value !== null && value !== undefined) writeValue(pbf, field.type, value);
      pbf.end();
    });
    if (returnGeometry) {
      let x = columns.lon[row]!;
      let y = columns.lat[row]!;
      if (mercator) [x, y] = lonLatToMercator(x, y);
      const qx = Math.round((x - translateX) / scale);
      const qy = Math.round((origin === LOWER_LEFT ? y - translateY : translateY - y) / scale);
      pbf.begin(2); // geometry
      pbf.begin(2).varint(2).end(); // lengths: one part of two numbers, as Koop writes it
      pbf.begin(3).zigzag(qx).zigzag(qy).end(); // coords
      pbf.end();
    }
    pbf.end();
  }
  pbf.end();
  pbf.end();
  return pbf.finish();
}

function writeValue(pbf: PbfWriter, type: FieldType, value: string | number): void {
  switch (type) {
    case 'oid':
      pbf.uint(5, Number(value));
      return;
    case 'string':
      pbf.string(1, String(value));
      return;
    case 'integer':
      pbf.sint(4, Number(value));
      return;
    case 'double':
      pbf.double(3, Number(value));
      return;
    case 'date':
      pbf.sint(8, typeof value === 'number' ? value : Date.parse(value));
  }
}
