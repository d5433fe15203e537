import { Value } from '@sinclair/typebox/value';
import type { TSchema, Static } from '@sinclair/typebox';
import type { Config } from '../../config/config';
import { loadStateGeography } from '../../geo/stateGeography';
import type { MapMetadata } from '../../repositories/standardMaps/standardMapsRepository';
import { UploadProblem } from '../../standardMaps/upload/receiveUpload';
import type { FastifyReply } from 'fastify';
import {
  EDITION_DATE_MAX,
  EDITION_DATE_MIN,
  type StandardMapCategory,
} from '../../../contracts/standardMapFields';
import { errorBody } from '../../errors/httpErrors';
import { refusalOfValueError } from '../../errors/valueRefusal';

/**
 * The district and county an administrator gives, checked against the state's geography: a
 * county of another state or a district the department does not have is refused.
 */
export function placeOf(
  config: Config,
  district: number | null,
  countyFips: string | null,
): { district: number | null; county: MapMetadata['county'] } {
  const { stateFips, stateName } = config.department;
  const geography = loadStateGeography(stateFips);
  const districts = geography.districts.length;
  if (district !== null && (district < 1 || district > districts)) {
    throw new UploadProblem(
      400,
      'bad-request',
      `body/district must be a district of ${stateName} (1–${districts})`,
      { field: 'body/district', reason: 'out-of-range', min: 1, max: districts },
    );
  }
  if (countyFips === null) return { district, county: null };
  const county = geography.counties.find((candidate) => candidate.fips === countyFips);
  if (!county) {
    throw new UploadProblem(
      400,
      'bad-request',
      `body/county must be the FIPS code of a county of ${stateName}`,
      { field: 'body/county', reason: 'unknown-county' },
    );
  }
  return { district, county: { fips: county.fips, name: county.name } };
}

/** Text fields of a form checked against `schema` exactly; the first problem names its field. */
export function checkFields<T extends TSchema>(
  schema: T,
  fields: Record<string, string>,
): Static<T> {
  const error = Value.Errors(schema, fields).First();
  if (!error) return fields as Static<T>;
  const field = `body${error.path}`;
  const message =
    error.path === '' && error.schema === schema
      ? `body has a field that is not allowed or misses a required one: ${error.message}`
      : `${field} ${error.message.charAt(0).toLowerCase()}${error.message.slice(1)}`;
  throw new UploadProblem(400, 'bad-request', message, refusalOfValueError(error, field));
}

/** A title without surrounding space; one of spaces only is none. */
export function titleOf(title: string): string {
  const trimmed = title.trim();
  if (!trimmed)
    throw new UploadProblem(400, 'bad-request', 'body/title must not be blank', {
      field: 'body/title',
      reason: 'blank',
    });
  return trimmed;
}

/** The metadata of an upload's form fields. */
export function uploadMetadata(
  config: Config,
  fields: {
    title: string;
    category: StandardMapCategory;
    district?: string;
    county?: string;
    description?: string;
    published?: 'true' | 'false';
  },
): MapMetadata {
  const place = placeOf(
    config,
    fields.district ? Number(fields.district) : null,
    fields.county || null,
  );
  return {
    title: titleOf(fields.title),
    category: fields.category,
    ...place,
    description: (fields.description ?? '').trim(),
    published: fields.published !== 'false',
  };
}

/** A calendar day between the spec's date-picker bounds (1900-01-01 to 2099-12-31). */
export function editionDateOf(day: string): string {
  const real = new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);
  if (!real || day < EDITION_DATE_MIN || day > EDITION_DATE_MAX) {
    throw new UploadProblem(
      400,
      'bad-request',
      `body/editionDate must be a day between ${EDITION_DATE_MIN} and ${EDITION_DATE_MAX}`,
      {
        field: 'body/editionDate',
        reason: 'out-of-range',
        min: EDITION_DATE_MIN,
        max: EDITION_DATE_MAX,
      },
    );
  }
  return day;
}

export const replyProblem = (reply: FastifyReply, problem: UploadProblem) =>
  reply.code(problem.status).send(errorBody(problem.code, problem.message, problem.details));
