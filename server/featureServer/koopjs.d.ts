/** The parts of @koopjs/featureserver (plain JavaScript, no types of its own) that TIMS uses. */
declare module '@koopjs/featureserver' {
  type Handler = (request: unknown, response: unknown, data: unknown) => unknown;
  export const serverInfo: Handler;
  export const layerInfo: Handler;
  export const layersInfo: Handler;
  export const query: Handler;
  export function setDefaults(options: Record<string, unknown>): void;
  export function setLogger(options: { logger?: unknown; logLevel?: string }): void;
}

/** Koop's query answer writer: JSON, pretty JSON, JSONP callbacks and Esri PBF. */
declare module '@koopjs/featureserver/src/response-handlers' {
  export function queryResponseHandler(
    response: unknown,
    payload: unknown,
    parameters: { f?: string; callback?: string; quantizationParameters?: unknown },
  ): unknown;
}

/** Koop's query: a page of GeoJSON features picked, projected and written as GeoServices JSON. */
declare module '@koopjs/featureserver/src/query/query-json' {
  export function queryJson(data: unknown, parameters: Record<string, unknown>): unknown;
}
