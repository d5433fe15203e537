import { PHASES } from '../../../contracts/projectFields';
import { DATASET_CATEGORIES, Term } from '../../../contracts/datasets';
import { Value } from '@sinclair/typebox/value';
import { timsKey } from '../../datasets/datasetKeys';
import { timsLayers } from '../../datasets/timsLayers';
import { TERM_DEFAULTS } from '../../datasets/defaults/termDefaults';
import { timsDatasetDefaults } from '../../datasets/defaults/timsDatasetDefaults';
import { TIMS_FIELD_DEFAULTS } from '../../datasets/defaults/timsFieldDefaults';
import { createFeatureServices } from '../../featureServer/services';
import { WORK_TYPES } from '../../projects/demo/workTypes';
import { createTestApp, type TestApp } from '../helper';

/** The glossary's own words for TIMS's layers: complete, and pointing at what exists. */
describe('the glossary defaults', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp();
  });
  afterAll(() => server.close());

  // The layers the glossary lists: those made for drawing another (the projects' squares) are
  // not datasets of their own.
  const layers = () => timsLayers(createFeatureServices(server.app.db, server.config));

  it('define every field of every TIMS layer, in words, and nothing else', () => {
    const missing: string[] = [];
    for (const { key, layer } of layers()) {
      const texts = TIMS_FIELD_DEFAULTS[key] ?? {};
      for (const field of layer.info.fields) {
        const definition = texts[field.name]?.definition.trim() ?? '';
        if (definition.length < 20) missing.push(`${key} ${field.name}`);
      }
      const names = new Set(layer.info.fields.map((field) => field.name));
      for (const name of Object.keys(texts)) {
        if (!names.has(name)) missing.push(`${key} has no field ${name}`);
      }
    }
    expect(missing).toEqual([]);
    expect(Object.keys(TIMS_FIELD_DEFAULTS).sort()).toEqual(
      layers()
        .map((l) => l.key)
        .sort(),
    );
  });

  it('describe every TIMS layer, with a category, a steward and the state named', () => {
    const texts = timsDatasetDefaults('Ohio');
    for (const { key } of layers()) {
      const text = texts[key];
      expect(text).toBeDefined();
      expect(text!.description.length).toBeGreaterThan(60);
      expect(DATASET_CATEGORIES).toContain(text!.category);
      expect(text!.steward).not.toBe('');
    }
    expect(texts[timsKey('Counties', 0)]!.description).toContain('Ohio');
  });

  it('give the money in dollars and the ratings their scale', () => {
    expect(TIMS_FIELD_DEFAULTS[timsKey('Projects', 0)]!.estimatedCost!.units).toBe('USD');
    expect(TIMS_FIELD_DEFAULTS[timsKey('Bridges', 0)]!.deckRating!.units).toBe('NBI rating (0–9)');
  });

  it('explain the words of a DOT, each used by fields that exist', () => {
    const byKey = new Map(layers().map((entry) => [entry.key, entry.layer]));
    const names = TERM_DEFAULTS.map((term) => term.term);
    for (const phase of PHASES) expect(names).toContain(phase);
    for (const workType of WORK_TYPES) expect(names).toContain(workType.name);
    const abbreviations = TERM_DEFAULTS.map((term) => term.abbreviation);
    for (const word of ['PID', 'CRS', 'SLM', 'PDP', 'FY', 'STIP', 'NBI', 'AADT', 'ROW']) {
      expect(abbreviations).toContain(word);
    }
    expect(new Set(TERM_DEFAULTS.map((term) => term.id)).size).toBe(TERM_DEFAULTS.length);

    const broken: string[] = [];
    for (const term of TERM_DEFAULTS) {
      expect(term.id).toMatch(/^[a-z0-9-]{1,60}$/);
      for (const use of term.uses) {
        const layer = byKey.get(use.dataset);
        if (!layer) broken.push(`${term.id}: ${use.dataset}`);
        else if (use.field && !layer.info.fields.some((field) => field.name === use.field)) {
          broken.push(`${term.id}: ${use.dataset} ${use.field}`);
        }
      }
      const shaped = { ...term, uses: [] };
      expect(Value.Check(Term, shaped)).toBe(true);
    }
    expect(broken).toEqual([]);
  });
});
