import type { Config } from 'jest';

const tsJest = {
  tsconfig: 'test/tsconfig.jest.json',
  diagnostics: false,
};

const config: Config = {
  // Lazy screens and translations load asynchronously; a busy 2-core machine needs the room
  // (at 15 s, a full run beside other work timed out in a form test and a portal's start-up).
  // The timeout only catches a hang: no test measures time by it.
  testTimeout: 30_000,
  // On two cores jest would run every suite in one process (cores − 1 = 1 worker): 3.8 GB by a
  // third of the run and slower with each suite. Two workers use both cores, and a worker that
  // has grown past 1 GB is replaced between suites.
  maxWorkers: 2,
  workerIdleMemoryLimit: '1GB',
  projects: [
    {
      displayName: 'client',
      testEnvironment: 'jest-fixed-jsdom',
      roots: ['<rootDir>/src', '<rootDir>/contracts'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      setupFilesAfterEnv: ['<rootDir>/test/support/setupClientTests.ts'],
      transform: { '^.+\\.(t|j)sx?$|^.+\\.mjs$': ['ts-jest', tsJest] },
      // ESM-only code that jest (CommonJS on Node 20) must have transformed: quill and
      // parchment, the .mjs-only dependencies of msw, and Redux DevTools' monitors with theirs
      // (the replay viewer).
      transformIgnorePatterns: [
        '/node_modules/(?!(quill|parchment|lodash-es|until-async|rettime|@open-draft/deferred-promise|@redux-devtools|react-base16-styling|react-json-tree|jsondiffpatch|@dmsnell/diff-match-patch|dateformat|color|color-convert|color-name|color-string|@x0k/json-schema-merge)/)(?!.*\\.mjs$)',
      ],
      moduleNameMapper: {
        // The map: its two live modules are replaced; anything else reaching @arcgis/core fails.
        '/services/arcgis/mapController$': '<rootDir>/test/support/arcgis/mapController.ts',
        '/services/arcgis/identityBridge$': '<rootDir>/test/support/arcgis/identityBridge.ts',
        '^@arcgis/core/(.*)$': '<rootDir>/test/support/arcgis/arcgisCoreForbidden.ts',
        '^lodash-es$': 'lodash',
        '\\.(css)$': '<rootDir>/test/support/styleMock.ts',
        '\\.(svg|png|jpg|woff2?)$': '<rootDir>/test/support/fileMock.ts',
      },
      testEnvironmentOptions: { customExportConditions: [''] },
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server', '<rootDir>/tools'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.(ts|js|mjs)$': ['ts-jest', tsJest] },
      // Node 20 lets fastify's dependencies `require` these ESM-only packages; jest's loader
      // does not, so it compiles them (wherever they are nested); pbf comes with rest-js's feature
      // service client, json-schema-ref-parser with swagger-parser (the OpenAPI test).
      transformIgnorePatterns: [
        '/node_modules/(?!(content-disposition|cookie|pbf|d3-geo|d3-array|internmap|polylabel|tinyqueue|@apidevtools/json-schema-ref-parser)/)(?!.*/node_modules/)',
      ],
    },
  ],
};

export default config;
