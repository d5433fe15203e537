// @ts-check
/**
 * ESLint rule: the one-way import direction of STYLE.md.
 *
 *   contracts  ← nothing of src/ or server/
 *   src/lib, src/services, src/components  ← shared code: never features, sagas or app
 *   src/features/<x>  ← shared code, its own folder, another feature's *Slice.ts / *Api.ts / *Endpoints.ts
 *                       (events, selectors and endpoints are a feature's public surface),
 *                       src/app/hooks.ts, and types only from src/app/store.ts
 *   src/sagas  ← shared code and features (cross-feature choreography lives here)
 *   src/app  ← anything in src/
 *   server/  ← server/ and contracts/ only; nothing imports server/ but its benchmarks
 *   src/** imports only types from contracts/, except modules free of dependencies (plain data
 *                       such as pages.ts, and pure functions such as redactSecrets.ts) — TypeBox
 *                       never enters the bundle
 *   src/app/replayReducer.ts may be imported by features: replaying an action log (the admin's
 *                       replay viewer, trimming a log to attach) must run exactly the app's reducers
 *
 * Tests (`*.test.ts(x)`) assemble the real app around what they test, so they may import
 * src/app and test/ helpers from anywhere.
 */
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');

/** @param {string} file */
function layerOf(file) {
  const rel = path.relative(ROOT, file).split(path.sep).join('/');
  const feature = /^src\/features\/([^/]+)\//.exec(rel);
  if (feature) return { layer: 'feature', name: feature[1], rel };
  for (const [prefix, layer] of [
    ['src/lib/', 'shared'],
    ['src/services/', 'shared'],
    ['src/components/', 'shared'],
    ['src/locales/', 'shared'],
    ['src/sagas/', 'sagas'],
    ['src/app/', 'app'],
    ['src/', 'app'],
    ['contracts/', 'contracts'],
    ['server/', 'server'],
  ]) {
    if (rel.startsWith(prefix)) return { layer, name: '', rel };
  }
  return { layer: 'other', name: '', rel };
}

/** Contracts the browser may import as values: they import nothing but one another. */
const DEPENDENCY_FREE_CONTRACTS = new Set([
  'contracts/pages.ts',
  'contracts/redactSecrets.ts',
  'contracts/actionLogFormat.ts',
  'contracts/actionLogFile.ts',
  'contracts/headers.ts',
  'contracts/projectFields.ts',
  'contracts/projectBins.ts',
  'contracts/richText.ts',
  'contracts/standardMapFields.ts',
  'contracts/datasetFields.ts',
  'contracts/languageChoice.ts',
]);

/** @type {import('eslint').Rule.RuleModule} */
module.exports = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep imports flowing one way: shared → features → sagas → app' },
    schema: [],
  },
  create(context) {
    const from = layerOf(context.filename);
    const isTest = /\.test\.tsx?$/.test(context.filename);
    /** @param {any} node @param {string} message */
    const report = (node, message) => context.report({ node, message });

    /** @param {any} node */
    function check(node) {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = layerOf(path.resolve(path.dirname(context.filename), source));
      const typeOnly =
        node.importKind === 'type' ||
        (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type'));
      const file = target.rel.replace(/(\.tsx?)?$/, '');

      if (from.layer === 'server' && target.layer !== 'server' && target.layer !== 'contracts')
        return report(node, 'server/ may import only server/ and contracts/.');
      // Server benchmarks (test/bench) drive the server's own modules, as its tests do.
      if (
        from.layer !== 'server' &&
        target.layer === 'server' &&
        !from.rel.startsWith('test/bench/')
      )
        return report(node, 'Only server/ may import server/; share types through contracts/.');
      if (from.layer === 'contracts' && target.layer !== 'contracts')
        return report(node, 'contracts/ must not import src/ or server/.');
      if (
        from.rel.startsWith('src/') &&
        target.layer === 'contracts' &&
        !typeOnly &&
        !DEPENDENCY_FREE_CONTRACTS.has(`${file}.ts`)
      )
        return report(node, 'The browser imports only types from contracts/ (use `import type`).');
      if (from.layer === 'shared' && !isTest && ['feature', 'sagas', 'app'].includes(target.layer))
        return report(
          node,
          'Shared code (lib, services, components) must not import features, sagas or app.',
        );
      if (from.layer === 'feature') {
        if (target.layer === 'sagas') return report(node, 'Features must not import src/sagas.');
        if (target.layer === 'app') {
          if (file === 'src/app/hooks' || file === 'src/app/replayReducer' || isTest) return;
          if (file === 'src/app/store' && typeOnly) return;
          return report(
            node,
            'Features import from src/app only hooks.ts (and types from store.ts).',
          );
        }
        if (
          target.layer === 'feature' &&
          target.name !== from.name &&
          !/(Slice|Api|Endpoints|Events)$/.test(file)
        )
          return report(
            node,
            `Feature "${from.name}" may use only the slice, API or events of feature "${target.name}".`,
          );
      }
      if (
        from.layer === 'sagas' &&
        target.layer === 'app' &&
        !(file === 'src/app/store' && typeOnly)
      )
        return report(node, 'Sagas must not import src/app (only types from store.ts).');
    }

    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: (node) => check({ ...node, source: node.source }),
    };
  },
};
