import { migrateToLatest } from '../../db/migrate';
import { glossaryDefaults } from '../../datasets/defaults/glossaryDefaults';
import { TERM_DEFAULTS } from '../../datasets/defaults/termDefaults';
import { TIMS_FIELD_DEFAULTS } from '../../datasets/defaults/timsFieldDefaults';
import {
  glossaryRepository,
  type GlossaryRepository,
} from '../../repositories/glossary/glossaryRepository';
import { targets, type Target } from '../support/databaseTargets';

const PROJECTS = 'tims:Projects/0';
const at = (minute: number) => new Date(Date.UTC(2026, 10, 23, 12, minute));
const defaults = glossaryDefaults('Ohio');
const fieldRows = Object.values(TIMS_FIELD_DEFAULTS).reduce(
  (sum, fields) => sum + Object.keys(fields).length,
  0,
);

/** The glossary's tables on every database at hand: seeding, writes with their audit, terms. */
describe.each(targets)('the glossary repository on $name', (target) => {
  let handle: Awaited<ReturnType<Target['open']>>;
  let glossary: GlossaryRepository;
  beforeAll(async () => {
    handle = await target.open();
    await migrateToLatest(handle.db);
    glossary = glossaryRepository(handle.db);
  }, 20_000);
  afterAll(() => handle?.close());
  beforeEach(async () => {
    for (const table of [
      'glossary_datasets',
      'glossary_fields',
      'glossary_terms',
      'glossary_audit',
    ] as const) {
      await handle.db.deleteFrom(table).execute();
    }
  });

  it('seeds every default once, and never over what an administrator wrote', async () => {
    const expected = Object.keys(defaults.datasets).length + fieldRows + TERM_DEFAULTS.length;
    expect(await glossary.seedDefaults(defaults, at(0))).toBe(expected);
    expect(await glossary.seedDefaults(defaults, at(1))).toBe(0);

    const texts = await glossary.datasetTexts();
    expect(texts.get(PROJECTS)).toEqual({
      value: defaults.datasets[PROJECTS],
      updatedBy: null,
      updatedAt: at(0).toISOString(),
    });
    const changed = { ...defaults.datasets[PROJECTS]!, steward: 'Office of Estimating' };
    await glossary.saveDataset(PROJECTS, changed, defaults.datasets[PROJECTS]!, 'ada', at(2));
    await glossary.seedDefaults(defaults, at(3));
    expect((await glossary.datasetTexts()).get(PROJECTS)?.value.steward).toBe(
      'Office of Estimating',
    );
    expect((await glossary.terms()).map((term) => term.id).sort()).toEqual(
      TERM_DEFAULTS.map((term) => term.id).sort(),
    );
  });

  it('records each change of a dataset with what it was and who made it; no change, no row', async () => {
    const before = defaults.datasets[PROJECTS]!;
    const after = { ...before, updateFrequency: 'weekly' as const, contactEmail: 'pm@dot.gov' };
    await glossary.saveDataset(PROJECTS, after, before, 'ada', at(5));
    await glossary.saveDataset(PROJECTS, after, before, 'ada', at(6));

    expect(await glossary.audit(10)).toEqual([
      {
        at: at(5).toISOString(),
        by: 'ada',
        target: 'dataset',
        targetId: PROJECTS,
        action: 'update',
        changes: {
          updateFrequency: { from: 'daily', to: 'weekly' },
          contactEmail: { from: '', to: 'pm@dot.gov' },
        },
      },
    ]);
    expect((await glossary.datasetTexts()).get(PROJECTS)).toMatchObject({
      value: after,
      updatedBy: 'ada',
    });
  });

  it('keeps field texts by dataset and field', async () => {
    await glossary.saveField(
      PROJECTS,
      'estimatedCost',
      { definition: 'What it will cost.', units: 'USD' },
      { definition: '', units: null },
      'ada',
      at(1),
    );
    const fields = await glossary.fieldTexts(PROJECTS);
    expect(fields.get('estimatedCost')?.value).toEqual({
      definition: 'What it will cost.',
      units: 'USD',
    });
    expect((await glossary.fieldTexts('tims:Projects/1')).size).toBe(0);
    expect((await glossary.allFieldTexts()).get(PROJECTS)?.get('estimatedCost')?.units).toBe('USD');
    const [entry] = await glossary.audit(1);
    expect(entry).toMatchObject({
      target: 'field',
      targetId: `${PROJECTS}#estimatedCost`,
      changes: {
        definition: { from: '', to: 'What it will cost.' },
        units: { from: null, to: 'USD' },
      },
    });
  });

  it('creates, changes and deletes terms; a deleted default is not seeded again', async () => {
    await glossary.seedDefaults(defaults, at(0));
    const term = {
      term: 'Letting',
      abbreviation: null,
      definition: 'The sale of a contract.',
      uses: [{ dataset: PROJECTS, field: 'saleDate' }],
    };
    expect(await glossary.createTerm('letting', term, 'ada', at(1))).toBe(true);
    expect(await glossary.createTerm('letting', term, 'ada', at(2))).toBe(false);
    expect(
      await glossary.updateTerm('letting', { ...term, abbreviation: 'LET' }, 'ada', at(3)),
    ).toBe(true);
    expect(await glossary.updateTerm('nope', term, 'ada', at(3))).toBe(false);
    expect(await glossary.term('letting')).toEqual({ id: 'letting', ...term, abbreviation: 'LET' });

    expect(await glossary.deleteTerm('pid', 'ada', at(4))).toBe(true);
    expect(await glossary.deleteTerm('pid', 'ada', at(5))).toBe(false);
    await glossary.seedDefaults(defaults, at(6));
    expect(await glossary.term('pid')).toBeUndefined();

    const audit = await glossary.audit(10);
    expect(audit.map((entry) => [entry.action, entry.targetId])).toEqual([
      ['delete', 'pid'],
      ['update', 'letting'],
      ['create', 'letting'],
    ]);
    expect(audit[0]!.changes.term).toEqual({ from: 'Project identification number', to: null });
    expect(audit[1]!.changes).toEqual({ abbreviation: { from: null, to: 'LET' } });
  });

  it('gives one id to one of several admins adding a term at once; the others learn it is taken', async () => {
    const term = { term: 'Bid', abbreviation: null, definition: 'An offer.', uses: [] };
    const created = await Promise.all(
      ['ada', 'bo', 'cy', 'di', 'ed'].map((by) => glossary.createTerm('bid', term, by, at(7))),
    );
    expect(created.filter(Boolean)).toHaveLength(1);
    const audit = await glossary.audit(50);
    expect(audit.filter((entry) => entry.targetId === 'bid')).toHaveLength(1);
  });

  it('writes nothing when the audit row cannot be written', async () => {
    const before = defaults.datasets[PROJECTS]!;
    // A username the audit's NOT NULL column refuses: the dataset row must not stay either.
    await expect(
      glossary.saveDataset(PROJECTS, { ...before, licence: 'x' }, before, null as never, at(1)),
      // better-sqlite3's errors come from another realm than jest's Error: matched by message.
    ).rejects.toMatchObject({ message: expect.stringMatching(/null/i) });
    expect((await glossary.datasetTexts()).has(PROJECTS)).toBe(false);
  });
});
