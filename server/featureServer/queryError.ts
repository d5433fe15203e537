/**
 * A FeatureServer request TIMS cannot answer as asked (a bad parameter, an unknown field, an
 * unsupported operation). It goes back as an ArcGIS error envelope with code 400, naming it.
 */
export class QueryError extends Error {}
