/**
 * What jest loads instead of @arcgis/core: it is ESM-only and draws with WebGL, so a unit test
 * must reach the map only through src/services/arcgis, whose modules tests replace (see
 * mapController.ts and identityBridge.ts beside this file). Reaching this file is a test bug.
 */
throw new Error(
  '@arcgis/core was imported in a unit test: mock the src/services/arcgis module that uses it',
);
