/**
 * What went wrong with a layer or a web map, from an @arcgis/core error: its name, or the HTTP
 * status ArcGIS put in its details (a 499 or 403 inside the body counts too).
 */
export type MapErrorCode = 'needs-sign-in' | 'not-authorized' | 'not-found' | 'failed';

interface EsriError {
  name?: string;
  details?: { httpStatus?: number; error?: { details?: { httpStatus?: number } } };
}

export function errorCodeOf(error: unknown): MapErrorCode {
  const { name = '', details } = (error ?? {}) as EsriError;
  const status = details?.httpStatus ?? details?.error?.details?.httpStatus;
  if (name === 'identity-manager:user-aborted' || name === 'identity-manager:not-authenticated') {
    return 'needs-sign-in';
  }
  if (name === 'identity-manager:not-authorized' || status === 403) return 'not-authorized';
  if (status === 499 || status === 498 || status === 401) return 'needs-sign-in';
  if (status === 400 || status === 404 || /not-found|does not exist/i.test(name))
    return 'not-found';
  return 'failed';
}
