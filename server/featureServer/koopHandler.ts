import * as FeatureServer from '@koopjs/featureserver';
import { queryJson } from '@koopjs/featureserver/src/query/query-json';
import { queryResponseHandler } from '@koopjs/featureserver/src/response-handlers';
import { roundCoordinates } from './geometryPrecision';

/** What a Koop handler answered: the JSON it would have sent, or its text and type. */
export interface KoopAnswer {
  status: number;
  contentType: string | undefined;
  body: unknown;
}

export interface KoopRequest {
  query: Record<string, string>;
  body?: Record<string, string>;
  params: Record<string, string>;
}

/** The part of Express's response Koop's handlers use; it keeps what they send. */
export class CapturingResponse {
  answer: KoopAnswer = { status: 200, contentType: undefined, body: undefined };

  status(code: number): this {
    this.answer.status = code;
    return this;
  }

  set(name: string, value: string): this {
    if (name.toLowerCase() === 'content-type') this.answer.contentType = value;
    return this;
  }

  json(body: unknown): this {
    this.answer.contentType ??= 'application/json; charset=utf-8';
    this.answer.body = body;
    return this;
  }

  send(body: unknown): this {
    this.answer.body = body;
    return this;
  }

  /** Koop ends with the encoded bytes for `f=pbf`. */
  end(body: Uint8Array): this {
    this.answer.body = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
    return this;
  }
}

/**
 * Runs one of `@koopjs/featureserver`'s Express-style handlers (`(req, res, data)`) and returns
 * what it answered, so Fastify sends it. Koop's handlers throw on parameters they cannot use;
 * the caller turns that into an ArcGIS error envelope.
 */
export function runKoop(
  handler: 'serverInfo' | 'layerInfo' | 'layersInfo',
  request: KoopRequest,
  data: unknown,
): KoopAnswer {
  const response = new CapturingResponse();
  FeatureServer[handler](request, response, data);
  return response.answer;
}

/** What Koop's query writer is told: only these, each checked by `parseQueryParams`. */
export interface KoopQueryParams {
  f: 'json' | 'geojson' | 'pbf';
  /** Comma-separated field names as the layer spells them. */
  outFields: string;
  returnGeometry: boolean;
  outSR: unknown;
  quantizationParameters?: Record<string, unknown>;
}

/**
 * A page of features as Koop writes it: GeoServices JSON or GeoJSON (fields, Esri geometry,
 * projected to `outSR`), coordinates rounded to `geometryPrecision`, then PBF encoded from that
 * JSON when asked. Koop's query handler is not used whole: it would read every parameter of the
 * request itself (an `outStatistics` of blanks, `returnIdsOnly=abc`), and it writes `pjson` and
 * callbacks, which `renderAnswer` writes for every resource alike.
 */
export function runKoopQuery(
  data: unknown,
  params: KoopQueryParams,
  geometryPrecision: number | undefined,
): KoopAnswer {
  const payload = queryJson(data, { ...params });
  if (geometryPrecision !== undefined) roundCoordinates(payload, geometryPrecision);
  if (params.f !== 'pbf') {
    return { status: 200, contentType: 'application/json; charset=utf-8', body: payload };
  }
  const response = new CapturingResponse();
  queryResponseHandler(response, payload, params);
  return response.answer;
}
