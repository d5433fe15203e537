import type { FastifyReply } from 'fastify';
import type { ProjectFilters } from '../../contracts/projects';
import { errorBody } from '../errors/httpErrors';
import type { SearchFilters } from '../repositories/projects/searchFilters';

/** A query parameter the schema cannot judge alone (a bbox out of range, a reversed range). */
export class BadParameter extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(`${field} ${message}`);
  }
}

/** The filters of a request, checked beyond the schema; throws `BadParameter`. */
export function searchFilters(query: ProjectFilters): SearchFilters {
  const { bbox, ...filters } = query;
  if (
    filters.fiscalYearFrom !== undefined &&
    filters.fiscalYearTo !== undefined &&
    filters.fiscalYearFrom > filters.fiscalYearTo
  ) {
    throw new BadParameter('querystring/fiscalYearFrom', 'must not be after fiscalYearTo');
  }
  return bbox === undefined ? filters : { ...filters, bbox: parseBbox(bbox) };
}

function parseBbox(text: string): [number, number, number, number] {
  const [minx, miny, maxx, maxy] = text.split(',').map(Number) as [number, number, number, number];
  const inRange = (x: number, limit: number) => Number.isFinite(x) && Math.abs(x) <= limit;
  if (![minx, maxx].every((x) => inRange(x, 180)) || ![miny, maxy].every((y) => inRange(y, 90))) {
    throw new BadParameter('querystring/bbox', 'must be longitudes and latitudes in WGS84');
  }
  if (minx > maxx || miny > maxy) {
    throw new BadParameter('querystring/bbox', 'must be minx,miny,maxx,maxy with min ≤ max');
  }
  return [minx, miny, maxx, maxy];
}

/** Answers a `BadParameter` as the schema validation would: 400 naming the field. */
export function replyBadParameter(reply: FastifyReply, error: BadParameter): FastifyReply {
  return reply.code(400).send(errorBody('bad-request', error.message, { field: error.field }));
}
