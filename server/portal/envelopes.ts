/**
 * The Sharing API's error bodies (contract §1.2). They go out with HTTP 200: arcgis-rest-js
 * raises its refreshable ArcGISAuthError for 498/499 only on a 2xx response.
 */
export interface ArcGISError {
  error: {
    code: number;
    message: string;
    messageCode?: string;
    error?: string;
    error_description?: string;
    details: string[];
  };
}

export const invalidToken = (): ArcGISError => ({
  error: { code: 498, message: 'Invalid token.', details: [] },
});

export const tokenRequired = (): ArcGISError => ({
  error: {
    code: 499,
    message: 'Token Required',
    messageCode: 'GWM_0003',
    details: ['Token Required'],
  },
});

export const forbidden = (): ArcGISError => ({
  error: {
    code: 403,
    messageCode: 'GWM_0003',
    message: 'You do not have permissions to access this resource or perform this operation.',
    details: [],
  },
});

export const itemNotFound = (): ArcGISError => ({
  error: {
    code: 400,
    messageCode: 'CONT_0001',
    message: 'Item does not exist or is inaccessible.',
    details: [],
  },
});

export const groupNotFound = (): ArcGISError => ({
  error: {
    code: 400,
    messageCode: 'CONT_0006',
    message: 'Group does not exist or is inaccessible.',
    details: [],
  },
});

export const userNotFound = (): ArcGISError => ({
  error: { code: 400, message: 'User does not exist or is inaccessible.', details: [] },
});

export const fileNotFound = (): ArcGISError => ({
  error: { code: 404, message: 'Resource does not exist or is inaccessible.', details: [] },
});

export const invalidUrl = (): ArcGISError => ({
  error: { code: 400, messageCode: 'GWM_0002', message: 'Invalid URL', details: ['Invalid URL'] },
});

export const badRequest = (message: string): ArcGISError => ({
  error: { code: 400, message, details: [] },
});

/** OAuth endpoint errors: the RFC 6749 `error` code inside the ArcGIS envelope. */
export const oauthError = (error: string, description: string): ArcGISError => ({
  error: { code: 400, error, error_description: description, message: description, details: [] },
});

export const cannotGenerateToken = (detail: string): ArcGISError => ({
  error: { code: 400, message: 'Unable to generate token.', details: [detail] },
});

/** community/users/{username}/update refused what it was asked to change (`detail` says why). */
export const cannotUpdateUser = (detail: string): ArcGISError => ({
  error: { code: 400, message: 'Unable to update user.', details: [detail] },
});

/** An operation that takes POST only (the update operations), asked with GET. */
export const methodNotSupported = (): ArcGISError => ({
  error: { code: 405, messageCode: 'GWM_0005', message: 'Method not supported.', details: [] },
});
