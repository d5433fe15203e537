import { queryResponseHandler } from '@koopjs/featureserver/src/response-handlers';
import type { Format } from './answerFormat';
import { CapturingResponse, type KoopAnswer } from './koopHandler';
import type { LayerField, LayerInfo, OutStatistic } from './layerSource';
import { statisticType } from './sqlStatistics';
import type { FieldType } from './where/whereToSql';

const ESRI_TYPES: Record<FieldType, string> = {
  oid: 'esriFieldTypeOID',
  string: 'esriFieldTypeString',
  integer: 'esriFieldTypeInteger',
  double: 'esriFieldTypeDouble',
  date: 'esriFieldTypeDate',
};

interface Column {
  name: string;
  type: FieldType;
  alias: string;
  length?: number;
}

/** The columns of a statistics answer: the group fields as the layer has them, then each statistic. */
export function statisticsColumns(
  info: LayerInfo,
  groupBy: string[],
  statistics: OutStatistic[],
): Column[] {
  const byName = new Map(info.fields.map((field) => [field.name, field]));
  return [
    ...groupBy.map((name) => byName.get(name)!),
    ...statistics.map((statistic) => ({
      name: statistic.outStatisticFieldName,
      alias: statistic.outStatisticFieldName,
      type: statisticType(statistic, byName.get(statistic.onStatisticField)),
    })),
  ];
}

/** The columns of a distinct-values answer: the out fields, as the layer has them. */
export function distinctColumns(info: LayerInfo, outFields: string[]): LayerField[] {
  const byName = new Map(info.fields.map((field) => [field.name, field]));
  return outFields.map((name) => byName.get(name)!);
}

/**
 * A statistics or distinct-values answer as ArcGIS Server writes one: `displayFieldName`,
 * `fieldAliases`, `fields` (Esri types: counts whole numbers, other statistics doubles, group
 * fields their own), `features` of attributes only, dates as epoch milliseconds; or, for
 * `f=geojson`, features with no geometry and dates as ISO-8601 (as the features query answers).
 * `f=pbf` is written by Koop's encoder; `pjson` and `callback` by `renderAnswer`, as every answer.
 */
export function statisticsAnswer(
  f: Format,
  columns: Column[],
  rows: Record<string, unknown>[],
  options: { displayFieldName: string; exceededTransferLimit: boolean },
): KoopAnswer {
  const pick = (row: Record<string, unknown>, dates: 'epoch' | 'iso') =>
    Object.fromEntries(
      columns.map(({ name, type }) => {
        const value = row[name] ?? null;
        return [
          name,
          type === 'date' && value !== null && dates === 'epoch'
            ? Date.parse(dateText(value))
            : value,
        ];
      }),
    );
  const payload =
    f === 'geojson'
      ? {
          type: 'FeatureCollection',
          features: rows.map((row) => ({
            type: 'Feature',
            geometry: null,
            properties: pick(row, 'iso'),
          })),
          ...(options.exceededTransferLimit ? { properties: { exceededTransferLimit: true } } : {}),
        }
      : {
          displayFieldName: options.displayFieldName,
          fieldAliases: Object.fromEntries(columns.map(({ name, alias }) => [name, alias])),
          fields: columns.map(({ name, type, alias, length }) => ({
            name,
            type: ESRI_TYPES[type],
            alias,
            ...(length === undefined ? {} : { length }),
          })),
          features: rows.map((row) => ({ attributes: pick(row, 'epoch') })),
          ...(options.exceededTransferLimit ? { exceededTransferLimit: true } : {}),
          // PBF needs a spatial reference to scale coordinates, though there are none.
          ...(f === 'pbf' ? { spatialReference: { wkid: 4326 } } : {}),
        };
  if (f !== 'pbf') {
    return { status: 200, contentType: 'application/json; charset=utf-8', body: payload };
  }
  const response = new CapturingResponse();
  queryResponseHandler(response, payload, { f });
  return response.answer;
}

/** A date as stored (`YYYY-MM-DD` or ISO-8601 with a time), read as UTC. */
function dateText(value: unknown): string {
  const text = String(value);
  return /^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00Z` : text;
}
