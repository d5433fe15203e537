import type { FieldValueCount } from '../../contracts/datasets';
import type { LayerField, LayerSource } from '../featureServer/layerSource';
import { WHOLE_LAYER } from './timsLayers';

/** What the field dictionary shows of a field's values. */
export interface FieldValues {
  /** Every value with its count (most frequent first), when there are few; else null. */
  values: FieldValueCount[] | null;
  samples: (string | number)[];
}

/** A field with at most this many different values lists them all with their counts. */
export const MAX_LISTED_VALUES = 30;
export const SAMPLE_COUNT = 5;
/** Samples are taken among the first rows of the layer (cheap on any size of table). */
const SAMPLE_ROWS = 50;
/** Longer strings are free text: never listed, and samples are cut short. */
const LISTABLE_LENGTH = 100;
const SAMPLE_LENGTH = 160;

/**
 * The values of each field of a TIMS layer, with the FeatureServer's own statistics: a string
 * (up to 100 characters) or integer field with ≤ 30 different values lists them with their
 * counts, most frequent first; any other field gets up to 5 different sample values from the
 * first rows. The object id gets neither. A field whose first rows already hold more than 30
 * values is not counted (its statistics would read the whole table for nothing).
 */
export async function readFieldValues(layer: LayerSource): Promise<Map<string, FieldValues>> {
  const fields = layer.info.fields.filter((field) => field.type !== 'oid');
  const { features } = await layer.features({
    ...WHOLE_LAYER,
    limit: SAMPLE_ROWS,
    outFields: fields.map((field) => field.name),
  });
  const rows = features.map((feature) => feature.properties);
  const result = new Map<string, FieldValues>();
  for (const field of fields) {
    // More different values in the first rows than may be listed: no need to count them all.
    const firstRows = new Set(rows.map((row) => row[field.name]));
    const values =
      listable(field) && firstRows.size <= MAX_LISTED_VALUES
        ? await countValues(layer, field)
        : null;
    result.set(field.name, {
      values,
      samples: values ? [] : samplesOf(rows.map((row) => row[field.name])),
    });
  }
  return result;
}

function listable(field: LayerField): boolean {
  if (field.type === 'integer') return true;
  return field.type === 'string' && (field.length ?? Infinity) <= LISTABLE_LENGTH;
}

async function countValues(
  layer: LayerSource,
  field: LayerField,
): Promise<FieldValueCount[] | null> {
  const groups = await layer.statistics({
    ...WHOLE_LAYER,
    // One more than may be listed: that many groups means too many to list.
    limit: MAX_LISTED_VALUES + 1,
    groupBy: [field.name],
    statistics: [{ statisticType: 'count', onStatisticField: '*', outStatisticFieldName: 'count' }],
    orderBy: [{ field: 'count', descending: true }],
  });
  if (groups.length > MAX_LISTED_VALUES) return null;
  return groups.map((group) => ({ value: scalar(group[field.name]), count: Number(group.count) }));
}

/** Up to five different values, spread over those the first rows hold. */
function samplesOf(values: unknown[]): (string | number)[] {
  const distinct = [
    ...new Set(
      values
        .map(scalar)
        .filter((value): value is string | number => value !== null && value !== ''),
    ),
  ];
  if (distinct.length <= SAMPLE_COUNT) return distinct.map(shorten);
  return Array.from({ length: SAMPLE_COUNT }, (_, i) =>
    shorten(distinct[Math.round((i * (distinct.length - 1)) / (SAMPLE_COUNT - 1))]!),
  );
}

function scalar(value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  return String(value);
}

function shorten(value: string | number): string | number {
  return typeof value === 'string' && value.length > SAMPLE_LENGTH
    ? `${value.slice(0, SAMPLE_LENGTH - 1)}…`
    : value;
}
