import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { addFormBodyParser } from '../http/formBody';
import { readParams, readToken } from '../http/params';
import { forbidden, invalidToken, tokenRequired } from '../portal/envelopes';
import {
  FormatError,
  QUERY_ANSWER_FORMATS,
  readAnswerFormat,
  renderAnswer,
  RESOURCE_FORMATS,
  type AnswerFormat,
  type Format,
} from './answerFormat';
import {
  FEATURE_SERVER_SCHEMAS as SCHEMAS,
  type FeatureServerRouteSchema,
} from './featureServerSchemas';
import { koopLayerInfoData, koopQueryData, koopServiceData, withCapabilities } from './koopData';
import { runKoop, runKoopQuery, type KoopAnswer } from './koopHandler';
import type { FeatureService, LayerSource } from './layerSource';
import { QueryError } from './queryError';
import { parseQueryParams } from './queryParams';
import { esriExtent } from './spatial';
import { distinctColumns, statisticsAnswer, statisticsColumns } from './statisticsAnswer';

export interface FeatureServerOptions {
  services: FeatureService[];
}

interface ServiceParams {
  service: string;
}
interface LayerParams extends ServiceParams {
  layer: string;
}

/** ArcGIS's answer to a request it cannot serve: HTTP 200 with an error body (contract §1.2). */
function errorEnvelope(code: number, message: string, details: string[] = []) {
  return { error: { code, message, details } };
}

/**
 * `/rest/services/{Name}/FeatureServer…` (contract §2.14): the service, its layers, one layer,
 * and query. Filters, sorting and paging run in the layer's source (the database); Koop's
 * handlers then shape the GeoServices JSON (fields, Esri geometry, `outSR`) or the GeoJSON.
 * Read-only and anonymous: answers may be read from any origin, as ArcGIS Online or Pro would.
 */
export const featureServerRoutes: FastifyPluginAsync<FeatureServerOptions> = async (
  app,
  { services },
) => {
  const byName = new Map(services.map((service) => [service.name.toLowerCase(), service]));

  addFormBodyParser(app);
  // The points a map draws (100,000 projects, say) read once the process answers, not when the
  // first map asks for them; not under test, where servers start by the hundred.
  if (app.config.nodeEnv !== 'test') {
    app.addHook('onListen', async () => {
      for (const service of services) for (const layer of service.layers) layer.snapshot?.warm();
    });
  }
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
    reply.header('cross-origin-resource-policy', 'cross-origin');
  });
  // A CORS preflight for ArcGIS clients, not an operation of the API: left out of its description.
  app.options('/rest/services/*', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('access-control-allow-methods', 'GET, POST, OPTIONS')
      .header('access-control-allow-headers', 'Content-Type, Authorization, X-Esri-Authorization')
      .header('access-control-max-age', '600')
      .code(204)
      .send(),
  );

  const serviceOf = async (request: FastifyRequest<{ Params: ServiceParams }>) => {
    const service = byName.get(request.params.service.toLowerCase());
    if (!service) throw new NotFound(`Service ${request.params.service.slice(0, 80)} not found`);
    if (service.access === 'signed-in') await authorize(request);
    return service;
  };

  /**
   * A staff-only service: the token (query, form body or header, as ArcGIS clients send it)
   * must be one the portal confirms, of an account of DOT staff (`isStaff`: the portal group
   * STAFF_GROUP_ID). No token: 499; a bad one: 498 (the map then signs in); another
   * organisation's account, or one that is not staff: 403.
   */
  const authorize = async (request: FastifyRequest) => {
    const token = readToken(request);
    if (!token) throw new Refused(tokenRequired());
    const verdict = await app.auth.verify(token);
    if (verdict.kind === 'invalid') throw new Refused(invalidToken());
    if (verdict.kind === 'forbidden') throw new Refused(forbidden());
    if (verdict.kind === 'unavailable') {
      throw new Refused(errorEnvelope(503, 'The sign-in service cannot be reached.'));
    }
    if (!verdict.identity.isStaff) {
      throw new Refused(
        errorEnvelope(
          403,
          `You are signed in as '${verdict.identity.username}' but this layer is for DOT staff only.`,
        ),
      );
    }
  };
  const layerOf = async (
    request: FastifyRequest<{ Params: LayerParams }>,
  ): Promise<LayerSource> => {
    const service = await serviceOf(request);
    const layer = /^\d+$/.test(request.params.layer)
      ? service.layers[Number(request.params.layer)]
      : undefined;
    if (!layer) throw new NotFound(`Layer ${request.params.layer.slice(0, 80)} not found`);
    return layer;
  };

  /**
   * GET and POST alike; an error becomes an ArcGIS envelope at HTTP 200. The schema documents the
   * route; its parameters are never refused by Fastify (`attachValidation`), the route reads them.
   * `f` and `callback` are read first, so an error is written as the caller asked (JSONP too),
   * unless they are what is wrong.
   */
  const both = <P>(
    path: string,
    schema: FeatureServerRouteSchema,
    formats: readonly Format[],
    handler: (
      request: FastifyRequest<{ Params: P }>,
      params: Record<string, string>,
      format: AnswerFormat,
    ) => Promise<KoopAnswer>,
  ) => {
    const run = async (request: FastifyRequest<{ Params: P }>, reply: FastifyReply) => {
      const params = readParams(request);
      let format: AnswerFormat = { f: 'json' };
      let answer: KoopAnswer;
      try {
        format = readAnswerFormat(params, formats);
        answer = await handler(request, params, format);
      } catch (error) {
        answer = json(envelopeOf(error, request));
      }
      const { status, contentType, body } = renderAnswer(answer, format);
      if (contentType) reply.header('content-type', contentType);
      return reply.code(status).header('x-content-type-options', 'nosniff').send(body);
    };
    const { querystring, response, ...rest } = schema;
    const { 413: _tooLarge, 415: _notForm, ...getResponses } = response;
    app.get<{ Params: P }>(
      path,
      { attachValidation: true, schema: { ...rest, querystring, response: getResponses } },
      run,
    );
    app.post<{ Params: P }>(
      path,
      {
        attachValidation: true,
        schema: { ...rest, querystring, body: querystring, response, consumes: [FORM] },
      },
      run,
    );
  };

  /** Koop's resource handlers are asked for JSON only; `renderAnswer` writes the format. */
  const koopRequest = (request: FastifyRequest<{ Params: ServiceParams | LayerParams }>) => ({
    query: { f: 'json' },
    params: request.params as unknown as Record<string, string>,
  });

  both<ServiceParams>(
    '/rest/services/:service/FeatureServer',
    SCHEMAS.service,
    RESOURCE_FORMATS,
    async (request) => {
      const service = await serviceOf(request);
      return runKoop('serverInfo', koopRequest(request), await koopServiceData(service));
    },
  );

  both<ServiceParams>(
    '/rest/services/:service/FeatureServer/layers',
    SCHEMAS.layers,
    RESOURCE_FORMATS,
    async (request) => {
      const service = await serviceOf(request);
      const answer = runKoop('layersInfo', koopRequest(request), await koopServiceData(service));
      const body = answer.body as { layers: Record<string, unknown>[] };
      body.layers = body.layers.map((layer, i) => withCapabilities(layer, service.layers[i]!.info));
      return answer;
    },
  );

  both<LayerParams>(
    '/rest/services/:service/FeatureServer/:layer',
    SCHEMAS.layer,
    RESOURCE_FORMATS,
    async (request) => {
      const layer = await layerOf(request);
      // A map asks for the layer before it draws it: its points are read meanwhile.
      layer.snapshot?.warm();
      const answer = runKoop('layerInfo', koopRequest(request), await koopLayerInfoData(layer));
      answer.body = withCapabilities(answer.body as Record<string, unknown>, layer.info);
      return answer;
    },
  );

  both<LayerParams>(
    '/rest/services/:service/FeatureServer/:layer/query',
    SCHEMAS.query,
    QUERY_ANSWER_FORMATS,
    async (request, params, { f }) => {
      const layer = await layerOf(request);
      const parsed = parseQueryParams(params, layer.info);
      const { mode, query, outSR, output, cacheHint } = parsed;
      // A client drawing the layer (cacheHint): points held in memory answer, when they can.
      const snapshot = cacheHint ? layer.snapshot : undefined;
      switch (mode) {
        case 'count':
          return json({ count: (await snapshot?.count(query)) ?? (await layer.count(query)) });
        case 'ids':
          return json({ objectIdFieldName: 'OBJECTID', objectIds: await layer.objectIds(query) });
        case 'extent':
        case 'count-and-extent': {
          const [box, count] = await Promise.all([
            layer.queryExtent(query),
            mode === 'count-and-extent' ? layer.count(query) : undefined,
          ]);
          const extent = box ? esriExtent(box, outSR) : null;
          return json(count === undefined ? { extent } : { count, extent });
        }
        case 'features': {
          const drawn =
            f === 'pbf'
              ? await snapshot?.pbf(query, {
                  outSR,
                  quantizationParameters: output.quantizationParameters,
                })
              : undefined;
          if (drawn) return pbfAnswer(drawn);
          const page = await layer.features(query);
          return runKoopQuery(
            koopQueryData(layer, page),
            {
              // The same JSON for pjson; renderAnswer indents it.
              f: f === 'pjson' ? 'json' : f,
              outFields: query.outFields.join(','),
              returnGeometry: query.returnGeometry,
              outSR: output.outSR,
              ...(output.quantizationParameters
                ? { quantizationParameters: output.quantizationParameters }
                : {}),
            },
            output.geometryPrecision,
          );
        }
        case 'statistics': {
          const { statistics, shown, groupBy, having } = parsed.statistics!;
          // One group more than the page: whether more follow.
          const rows = await layer.statistics({
            ...query,
            limit: query.limit + 1,
            statistics,
            groupBy,
            having,
          });
          return statisticsAnswer(
            f,
            statisticsColumns(layer.info, groupBy, statistics.slice(0, shown)),
            rows.slice(0, query.limit),
            { displayFieldName: '', exceededTransferLimit: rows.length > query.limit },
          );
        }
        case 'distinct': {
          const rows = await layer.distinctValues({ ...query, limit: query.limit + 1 });
          return statisticsAnswer(
            f,
            distinctColumns(layer.info, query.outFields),
            rows.slice(0, query.limit),
            {
              displayFieldName: layer.info.displayField,
              exceededTransferLimit: rows.length > query.limit,
            },
          );
        }
        case 'distinct-count':
          return json({ count: await layer.distinctCount(query) });
      }
    },
  );

  function envelopeOf(error: unknown, request: FastifyRequest) {
    if (error instanceof Refused) return error.envelope;
    if (error instanceof NotFound) return errorEnvelope(400, error.message, ['Invalid URL']);
    if (error instanceof FormatError) return errorEnvelope(400, error.message, error.details);
    if (error instanceof QueryError) {
      return errorEnvelope(400, 'Unable to complete operation.', [error.message]);
    }
    const koopCode = (error as { code?: unknown }).code;
    if (typeof koopCode === 'number' && koopCode >= 400 && koopCode < 500) {
      const message = (error as Error).message;
      return errorEnvelope(koopCode, message, [message]);
    }
    request.log.error({ err: error }, 'FeatureServer request failed');
    return errorEnvelope(500, 'Unable to complete operation.');
  }
};

const FORM = 'application/x-www-form-urlencoded';

class NotFound extends Error {}

/** Not for this caller: the ArcGIS envelope says why (499, 498, 403). */
class Refused extends Error {
  constructor(readonly envelope: { error: { code: number } }) {
    super(`Refused with ${envelope.error.code}`);
  }
}

function json(body: unknown): KoopAnswer {
  return { status: 200, contentType: 'application/json; charset=utf-8', body };
}

function pbfAnswer(body: Buffer): KoopAnswer {
  return { status: 200, contentType: 'application/x-protobuf', body };
}
