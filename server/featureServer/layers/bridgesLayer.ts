import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/createDatabase';
import type { Database } from '../../db/schema';
import type { FeatureService } from '../layerSource';
import { sqlLayer, type SqlLayerField } from '../sqlLayer';
import { esriColor } from './phaseRenderer';

type Eb = ExpressionBuilder<Database, 'bridges'>;

const CONDITION_COLORS = { Good: '#009969', Fair: '#f68d2e', Poor: '#9e2a2b' } as const;

function field(
  name: string,
  alias: string,
  type: 'oid' | 'string' | 'integer',
  column: keyof Database['bridges'],
  length?: number,
): SqlLayerField<'bridges'> {
  return {
    name,
    alias,
    type,
    ...(length ? { length } : {}),
    column: (eb) => eb.ref(`bridges.${column}`),
    value: (row) => (type === 'string' ? row[column] : Number(row[column])),
  };
}

const FIELDS: SqlLayerField<'bridges'>[] = [
  {
    ...field('OBJECTID', 'Object ID', 'oid', 'structure_number'),
    column: (eb) => sql`cast(${eb.ref('bridges.structure_number')} as integer)`,
  },
  field('structureNumber', 'Structure number', 'string', 'structure_number', 7),
  field('county', 'County', 'string', 'county_name', 40),
  field('district', 'District', 'integer', 'district'),
  field('route', 'Route carried', 'string', 'route', 20),
  field('featureCrossed', 'Feature crossed', 'string', 'feature_crossed', 60),
  field('yearBuilt', 'Year built', 'integer', 'year_built'),
  field('deckRating', 'Deck rating', 'integer', 'deck_rating'),
  field('superstructureRating', 'Superstructure rating', 'integer', 'superstructure_rating'),
  field('substructureRating', 'Substructure rating', 'integer', 'substructure_rating'),
  field('condition', 'Condition', 'string', 'condition', 4),
];

const symbol = (color: string) => ({
  type: 'esriSMS',
  style: 'esriSMSSquare',
  color: esriColor(color),
  size: 7,
  outline: { type: 'esriSLS', style: 'esriSLSSolid', color: [255, 255, 255, 255], width: 1 },
});

/**
 * Bridges: for signed-in DOT staff only (inspection ratings are not published). A query without
 * a token gets ArcGIS's 499, a bad token 498, so the map asks the visitor to sign in; an account
 * that is not staff (`isStaff`, the portal group STAFF_GROUP_ID) 403.
 */
export function bridgesService(db: Db): FeatureService {
  const description =
    'Bridges of the state with their inspection ratings (0–9) and condition (Good, Fair, Poor).';
  return {
    name: 'Bridges',
    description,
    access: 'signed-in',
    layers: [
      sqlLayer<'bridges'>(db, {
        table: 'bridges',
        columns: [
          'structure_number',
          'county_name',
          'district',
          'route',
          'feature_crossed',
          'year_built',
          'deck_rating',
          'superstructure_rating',
          'substructure_rating',
          'condition',
          'x',
          'y',
        ],
        key: 'structure_number',
        objectIdOf: (row) => Number(row.structure_number),
        withObjectIds: (eb: Eb, ids) =>
          ids.length > 0
            ? eb(
                'bridges.structure_number',
                'in',
                ids.map((id) => String(id).padStart(7, '0')),
              )
            : eb.lit(false),
        spatial: (eb: Eb, box) =>
          box
            ? eb.and([
                eb.between('bridges.x', box[0], box[2]),
                eb.between('bridges.y', box[1], box[3]),
              ])
            : eb.lit(true),
        bounds: { minx: 'x', miny: 'y', maxx: 'x', maxy: 'y' },
        geometry: (row) => ({ type: 'Point', coordinates: [Number(row.x), Number(row.y)] }),
        info: {
          id: 0,
          name: 'Bridges',
          description,
          geometryType: 'Point',
          displayField: 'structureNumber',
          fields: FIELDS,
          renderer: {
            type: 'uniqueValue',
            field1: 'condition',
            uniqueValueInfos: (['Good', 'Fair', 'Poor'] as const).map((condition) => ({
              value: condition,
              label: condition,
              symbol: symbol(CONDITION_COLORS[condition]),
            })),
          },
          maxRecordCount: 2000,
          // Thousands of bridges: drawn from the scale of a few counties in.
          minScale: 1_500_000,
        },
      }),
    ],
  };
}
