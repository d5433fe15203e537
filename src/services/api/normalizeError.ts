import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { AppError } from '../../lib/appError';

interface ErrorEnvelope {
  error: { code?: unknown; message?: unknown; details?: unknown };
}

function isEnvelope(data: unknown): data is ErrorEnvelope {
  return (
    typeof data === 'object' &&
    data !== null &&
    typeof (data as ErrorEnvelope).error === 'object' &&
    (data as ErrorEnvelope).error !== null
  );
}

/** The `{ code, message }` of a failed request; TIMS and ArcGIS error envelopes are read. */
export function normalizeError(error: FetchBaseQueryError): AppError {
  if (typeof error.status === 'number') {
    const body = isEnvelope(error.data) ? error.data.error : undefined;
    return {
      code: body?.code != null ? String(body.code) : `http-${error.status}`,
      message: typeof body?.message === 'string' ? body.message : `HTTP ${error.status}`,
      status: error.status,
      ...(body?.details !== undefined ? { details: body.details } : {}),
    };
  }
  switch (error.status) {
    case 'FETCH_ERROR':
      return { code: 'network', message: error.error };
    case 'TIMEOUT_ERROR':
      return { code: 'timeout', message: error.error };
    case 'PARSING_ERROR':
      return { code: 'bad-response', message: error.error, status: error.originalStatus };
    default:
      return { code: 'unknown', message: error.error };
  }
}

/** ArcGIS services answer errors with HTTP 200 and an `{ error }` body (contract §1.2). */
export function errorInSuccessBody(data: unknown): AppError | undefined {
  if (!isEnvelope(data)) return undefined;
  const { code, message } = data.error;
  const numeric = typeof code === 'number' ? code : undefined;
  return {
    code: code != null ? String(code) : 'unknown',
    message: typeof message === 'string' ? message : 'Request failed',
    ...(numeric ? { status: numeric } : {}),
  };
}
